import { describe, expect, it } from 'vitest';
import type { Publication } from '../../src/shared/content/publication';
import { authorRuns, citationLink, venueText } from './citation';

// The shapes an author list, a venue and the links of a BibTeX entry can take, whatever the fixtures hold.

const people = (count: number, owner = -1) => Array.from({ length: count }, (_, index) => ({ name: `Author ${index + 1}`, owner: index === owner }));
const text = (runs: { text: string }[]) => runs.map((run) => run.text).join('');
const paper = (fields: Partial<Publication>): Publication => ({
  key: 'key',
  type: 'article',
  title: 'Title',
  authors: [],
  moreAuthors: false,
  year: 2024,
  selected: false,
  links: [],
  bibtex: '',
  ...fields,
});

describe('a citation’s author list', () => {
  it('joins the last of a complete list with "and", and ends one that went on with "et al."', () => {
    expect(text(authorRuns(people(1), false, { shorten: true }))).toBe('Author 1');
    expect(text(authorRuns(people(3), false, { shorten: true }))).toBe('Author 1, Author 2 and Author 3');
    expect(text(authorRuns(people(2), true, { shorten: true }))).toBe('Author 1, Author 2, et al.');
  });

  it('names the first six and the owner of a list of more than eight, or everyone when not shortened', () => {
    expect(text(authorRuns(people(14, 9), false, { shorten: true }))).toBe('Author 1, Author 2, Author 3, Author 4, Author 5, Author 6, …, Author 10, et al.');
    expect(text(authorRuns(people(9, 8), false, { shorten: true }))).toBe('Author 1, Author 2, Author 3, Author 4, Author 5, Author 6, …, Author 9');
    expect(text(authorRuns(people(9, 2), false, { shorten: true }))).toBe('Author 1, Author 2, Author 3, Author 4, Author 5, Author 6, et al.');
    expect(text(authorRuns(people(9), false, { shorten: false }))).toBe(`${people(8).map(({ name }) => name).join(', ')} and Author 9`);
    expect(text(authorRuns(people(8), false, { shorten: true }))).toBe(`${people(7).map(({ name }) => name).join(', ')} and Author 8`);
  });

  it('marks the owner’s name and each name as a whole', () => {
    const runs = authorRuns(people(3, 1), false, { shorten: true });
    expect(runs.filter((run) => run.owner).map((run) => run.text)).toEqual(['Author 2']);
    expect(runs.filter((run) => run.name).map((run) => run.text)).toEqual(['Author 1', 'Author 2', 'Author 3']);
  });
});

describe('a citation’s venue', () => {
  it('says a thesis is one, and gives volume and pages', () => {
    expect(venueText(paper({ type: 'phdthesis', venue: 'Some University' }))).toBe('PhD thesis, Some University');
    expect(venueText(paper({ venue: 'Journal', volume: '3', pages: '45–61' }))).toBe('Journal, vol. 3, pp. 45–61');
    expect(venueText(paper({ venue: 'Journal', pages: 'e1234' }))).toBe('Journal, p. e1234');
    expect(venueText(paper({}))).toBeUndefined();
  });

  it('leaves out the arXiv identifier of a Google Scholar preprint, which its link gives', () => {
    expect(venueText(paper({ venue: 'arXiv preprint arXiv:2310.04567', arxiv: '2310.04567' }))).toBe('arXiv preprint');
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
    expect(citationLink(paper({ links, doi: '10.1145/1', arxiv: '2301.01234' }))).toEqual({ href: 'https://doi.org/10.1145/1', text: 'doi.org/10.1145/1' });
    expect(citationLink(paper({ links: only('arxiv', 'paper', 'pdf'), arxiv: '2301.01234' }))).toEqual({ href: 'https://arxiv.org/abs/2301.01234', text: 'arXiv:2301.01234' });
    expect(citationLink(paper({ links: only('paper', 'pdf') }))).toEqual({ href: 'https://example.org/paper', text: 'example.org/paper' });
    expect(citationLink(paper({ links: only('pdf', 'code') }))).toEqual({ href: 'https://example.org/paper.pdf', text: 'example.org/paper.pdf' });
    expect(citationLink(paper({ links: only('code') }))).toBeUndefined();
  });
});
