import { describe, expect, it } from 'vitest';
import english from '../i18n/texts/en';
import german from '../i18n/texts/de';
import portuguese from '../i18n/texts/pt-BR';
import { authorsText, citedAuthors, venueName, venueParts } from './citation';
import type { Publication } from './publication';
import { paper, people } from '../../../tests/support/publication-shapes';

// The shapes an author list and a venue of a BibTeX entry can take, whatever the fixtures hold, cited
// in English as reference lists write it, and in German and Portuguese with their own words.

const list = (count: number, { owner = -1, moreAuthors = false } = {}) => ({
  authors: people(count, owner),
  moreAuthors,
});
const shortened = (count: number, owner: number, hiddenEnd: 'ellipsis' | 'etAl') => {
  const { names, end } = citedAuthors(list(count, { owner }), english, { shortened: true, hiddenEnd });
  return `${names.map(({ separator, author }) => `${separator}${author.name}`).join('')}${end}`;
};
const venue = (fields: Partial<Publication>, texts = english, options = { year: false, linked: true }) =>
  venueParts(paper(fields), texts, options)
    .map(({ text }) => text)
    .join(texts.comma);

describe('a citation’s author list', () => {
  it('joins the last of a complete list with "and", and ends one that went on with "et al."', () => {
    expect(authorsText(list(1), english)).toBe('Author 1');
    expect(authorsText(list(3), english)).toBe('Author 1, Author 2 and Author 3');
    expect(authorsText(list(2, { moreAuthors: true }), english)).toBe('Author 1, Author 2, et al.');
    expect(authorsText(list(0), english)).toBe('');
  });

  it('in German and Brazilian Portuguese, with their words', () => {
    expect(authorsText(list(3), german)).toBe('Author 1, Author 2 und Author 3');
    expect(authorsText(list(2, { moreAuthors: true }), german)).toBe('Author 1, Author 2, u. a.');
    expect(authorsText(list(2), portuguese)).toBe('Author 1 e Author 2');
  });

  it('shortened, names the first six and the owner of a list of more than eight, the hidden end an ellipsis or "et al."', () => {
    const firstSix = people(6)
      .map(({ name }) => name)
      .join(', ');
    expect(shortened(14, 9, 'etAl')).toBe(`${firstSix}, …, Author 10, et al.`);
    expect(shortened(14, 9, 'ellipsis')).toBe(`${firstSix}, …, Author 10, …`);
    expect(shortened(9, 8, 'etAl')).toBe(`${firstSix}, …, Author 9`);
    expect(shortened(9, 2, 'etAl')).toBe(`${firstSix}, et al.`);
    expect(shortened(8, -1, 'etAl')).toBe(
      `${people(7)
        .map(({ name }) => name)
        .join(', ')} and Author 8`,
    );
  });

  it('marks the owner and gives each name its place in the full list', () => {
    const { names } = citedAuthors(list(12, { owner: 10 }), english, { shortened: true, hiddenEnd: 'etAl' });
    expect(names.filter(({ author }) => author.owner).map(({ author, index }) => [author.name, index])).toEqual([
      ['Author 11', 10],
    ]);
  });
});

describe('a citation’s venue', () => {
  it('says a thesis is one, and gives volume and pages', () => {
    expect(venue({ type: 'phdthesis', venue: 'Some University' })).toBe('PhD thesis, Some University');
    expect(venue({ venue: 'Journal', volume: '3', pages: '45–61' })).toBe('Journal, vol. 3, pp. 45–61');
    expect(venue({ venue: 'Journal', pages: 'e1234' })).toBe('Journal, p. e1234');
    expect(venue({})).toBe('');
  });

  it('in German: Bd., S., Dissertation', () => {
    expect(venue({ venue: 'Pattern Recognition', volume: '16', pages: '987–1001' }, german)).toBe(
      'Pattern Recognition, Bd. 16, S. 987–1001',
    );
    expect(venue({ type: 'phdthesis', venue: 'TU Wien' }, german)).toBe('Dissertation, TU Wien');
  });

  it('ends with the year when asked, and names the venue as the part a page cites', () => {
    expect(venue({ venue: 'Journal', volume: '3' }, english, { year: true, linked: false })).toBe(
      'Journal, vol. 3, 2024',
    );
    expect(
      venueParts(paper({ venue: 'Journal' }), english, { year: true, linked: false }).map(({ kind }) => kind),
    ).toEqual(['venue', 'year']);
  });

  it('leaves out the arXiv identifier of a Google Scholar preprint when the citation links it', () => {
    const preprint = { venue: 'arXiv preprint arXiv:2310.04567', arxiv: '2310.04567' };
    expect(venueName(preprint, english, { linked: true })).toBe('arXiv preprint');
    expect(venueName(preprint, english, { linked: false })).toBe(preprint.venue);
  });

  it('calls a paper known by its arXiv identifier alone a preprint, in the citation’s language', () => {
    expect(venue({ arxiv: '2403.01234' }, english, { year: true, linked: false })).toBe('arXiv preprint, 2024');
    expect(venue({ arxiv: '2403.01234' }, german, { year: true, linked: false })).toBe('arXiv-Preprint, 2024');
    expect(venueName({ arxiv: '2403.01234' }, portuguese, { linked: true })).toBe('preprint no arXiv');
    expect(venueName({}, english, { linked: true })).toBeUndefined();
  });
});
