import { describe, expect, it } from 'vitest';
import type { Publication } from '../../src/shared/content/publication';
import { paper, people } from '../../tests/support/publication-shapes';
import english from '../../src/shared/i18n/texts/en';
import german from '../../src/shared/i18n/texts/de';
import { cslTerm } from '../../tests/support/csl-locale-terms';
import { citationWriter } from '../publications/citation-writer';
import { authorRuns, citationLink, venueText } from './citation';

// The résumé's form of a citation (tooling/publications/citation-writer.ts words it): runs of an
// author list, a venue without its year, and the one link, whatever the fixtures hold.

const inEnglish = await citationWriter('en', english);
const inGerman = await citationWriter('de', german);
const etAl = cslTerm('en-US', 'et-al');

const text = (runs: { text: string }[]) => runs.map((run) => run.text).join('');

describe('a citation’s author list, as the PDF sets it', () => {
  it('is the citation’s text in runs: each name whole, the owner’s marked, punctuation between', () => {
    const runs = authorRuns({ authors: people(3, 1), moreAuthors: true }, inEnglish, { shorten: true });
    expect(text(runs)).toBe(`Author 1, Author 2, Author 3, ${etAl}`);
    expect(runs.filter((run) => run.owner).map((run) => run.text)).toEqual(['Author 2']);
    expect(runs.filter((run) => run.name).map((run) => run.text)).toEqual(['Author 1', 'Author 2', 'Author 3']);
    expect(runs.filter((run) => !run.name).map((run) => run.text)).toEqual([', ', ', ', `, ${etAl}`]);
  });

  it('shortens a long list to its first six and the owner, the rest "et al."', () => {
    expect(text(authorRuns({ authors: people(14, 9), moreAuthors: false }, inEnglish, { shorten: true }))).toBe(
      `Author 1, Author 2, Author 3, Author 4, Author 5, Author 6, …, Author 10, ${etAl}`,
    );
  });

  it('in the résumé’s language', () => {
    expect(text(authorRuns({ authors: people(3), moreAuthors: false }, inGerman, { shorten: true }))).toBe(
      `Author 1, Author 2 ${cslTerm('de-DE', 'and')} Author 3`,
    );
  });
});

describe('a citation’s venue, beside its link', () => {
  it('has no year, and no arXiv identifier its link repeats', () => {
    const [volume, pages] = ['volume', 'page'].map((term) =>
      cslTerm('en-US', term, { form: 'short', plural: term === 'page' }),
    );
    expect(venueText(paper({ venue: 'Journal', volume: '3', pages: '45–61' }), inEnglish)).toBe(
      `Journal, ${volume} 3, ${pages} 45–61`,
    );
    expect(venueText(paper({ venue: 'arXiv preprint arXiv:2310.04567', arxiv: '2310.04567' }), inEnglish)).toBe(
      'arXiv preprint',
    );
    expect(venueText(paper({ venue: 'Journal', volume: '3' }), inGerman)).toBe(
      `Journal, ${cslTerm('de-DE', 'volume', { form: 'short' })} 3`,
    );
    expect(venueText(paper({}), inEnglish)).toBeUndefined();
  });
});

describe('a citation’s link', () => {
  const links: Publication['links'] = [
    { kind: 'pdf', href: 'https://example.org/paper.pdf' },
    { kind: 'arxiv', href: 'https://arxiv.org/abs/2301.01234' },
    { kind: 'doi', href: 'https://doi.org/10.1145/1' },
    { kind: 'paper', href: 'https://example.org/paper' },
    { kind: 'code', href: 'https://github.com/someone/code' },
  ];
  const only = (...kinds: string[]) => links.filter((link) => kinds.includes(link.kind));

  it('is the DOI, else the arXiv page, else the entry’s address, else its PDF; never its code', () => {
    expect(citationLink(paper({ links, doi: '10.1145/1', arxiv: '2301.01234' }))).toEqual({
      href: 'https://doi.org/10.1145/1',
      text: 'doi.org/10.1145/1',
    });
    expect(citationLink(paper({ links: only('arxiv', 'paper', 'pdf'), arxiv: '2301.01234' }))).toEqual({
      href: 'https://arxiv.org/abs/2301.01234',
      text: 'arXiv:2301.01234',
    });
    expect(citationLink(paper({ links: only('paper', 'pdf') }))).toEqual({
      href: 'https://example.org/paper',
      text: 'example.org/paper',
    });
    expect(citationLink(paper({ links: only('pdf', 'code') }))).toEqual({
      href: 'https://example.org/paper.pdf',
      text: 'example.org/paper.pdf',
    });
    expect(citationLink(paper({ links: only('code') }))).toBeUndefined();
  });
});
