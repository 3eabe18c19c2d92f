import { describe, expect, it } from 'vitest';
import type { Publication } from '@/shared/content/publication';
import { highwireTags } from './highwire-tags';

// Google Scholar's inclusion guidelines name the tags a paper's page carries: the title, one
// citation_author per author in the paper's order, the publication date as a whole date or a year,
// where it appeared by its kind (a journal, a conference, a thesis's university, a report's
// institution), volume, first and last page, and the PDF's address.

const paper = (fields: Partial<Publication>): Publication => ({
  key: 'k',
  type: 'article',
  title: 'A Title',
  authors: [],
  moreAuthors: false,
  year: 2024,
  selected: false,
  links: [],
  bibtex: '@article{k}',
  ...fields,
});

const tags = (publication: Publication, pdfUrl?: string) => highwireTags(publication, pdfUrl);

describe("the tags of a publication's page", () => {
  it('give a journal article its title, authors in order (family name first), year, journal, volume, pages and DOI', () => {
    expect(
      tags(
        paper({
          title: 'Streaming Attention',
          authors: [
            { name: 'Inés Ferreira', owner: true, given: 'Inés', family: 'Ferreira' },
            { name: 'OpenAI Team', owner: false },
            { name: 'Jörg Müller', owner: false, given: 'Jörg', family: 'Müller' },
          ],
          year: 2024,
          month: 7,
          venue: 'Journal of Speech',
          volume: '12',
          pages: '13120–13134',
          doi: '10.5555/x.1',
        }),
      ),
    ).toEqual([
      ['citation_title', 'Streaming Attention'],
      ['citation_author', 'Ferreira, Inés'],
      ['citation_author', 'OpenAI Team'],
      ['citation_author', 'Müller, Jörg'],
      ['citation_publication_date', '2024'],
      ['citation_journal_title', 'Journal of Speech'],
      ['citation_volume', '12'],
      ['citation_firstpage', '13120'],
      ['citation_lastpage', '13134'],
      ['citation_doi', '10.5555/x.1'],
    ]);
  });

  it('name where it appeared by its kind: a conference, a thesis’s university, a report’s institution', () => {
    const venueOf = (type: string) =>
      tags(paper({ type, venue: 'Somewhere' })).filter(
        ([name]) => !['citation_title', 'citation_publication_date'].includes(name),
      );
    expect(venueOf('inproceedings')).toEqual([['citation_conference_title', 'Somewhere']]);
    expect(venueOf('phdthesis')).toEqual([['citation_dissertation_institution', 'Somewhere']]);
    expect(venueOf('techreport')).toEqual([['citation_technical_report_institution', 'Somewhere']]);
  });

  it('give a single page as the first page alone, a preprint no venue, and the PDF where the site serves one', () => {
    expect(tags(paper({ pages: '7' }))).toContainEqual(['citation_firstpage', '7']);
    expect(tags(paper({ pages: '7' })).map(([name]) => name)).not.toContain('citation_lastpage');
    const preprint = paper({ arxiv: '2301.01234', venue: 'arXiv preprint arXiv:2301.01234' });
    expect(tags(preprint).map(([name]) => name)).toEqual(['citation_title', 'citation_publication_date']);
    expect(tags(paper({}), 'https://example.org/publications/k/k.pdf')).toContainEqual([
      'citation_pdf_url',
      'https://example.org/publications/k/k.pdf',
    ]);
  });
});
