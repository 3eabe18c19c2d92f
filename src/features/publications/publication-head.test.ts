import { describe, expect, it } from 'vitest';
import type { Citation } from '@/shared/content/citation';
import { citationLine } from './publication-head';

// A publication's description when it has no abstract: its citation as one line of text.

const authors = (names: string[], end = ''): Citation['authors'] => ({
  names: names.map((name, index) => ({
    separator: index === 0 ? '' : index === names.length - 1 ? ' and ' : ', ',
    author: { name, owner: false },
    index,
  })),
  end,
});

describe("a publication's citation line", () => {
  it('is its authors, a full stop, and its venue', () => {
    const citation: Citation = {
      authors: authors(['Ada Park', 'Ben Ode']),
      venue: [
        { kind: 'venue', text: 'Journal of X' },
        { kind: 'year', text: '2019' },
      ],
      delimiter: ', ',
    };
    expect(citationLine(citation)).toBe('Ada Park and Ben Ode. Journal of X, 2019');
  });

  it('is its authors alone when it names no venue: nothing trails them', () => {
    expect(citationLine({ authors: authors(['Ada Park']), venue: [], delimiter: ', ' })).toBe('Ada Park');
  });

  it('has one full stop after a list that ends in one', () => {
    const citation: Citation = {
      authors: authors(['Ada Park'], ', et al.'),
      venue: [{ kind: 'year', text: '2019' }],
      delimiter: ', ',
    };
    expect(citationLine(citation)).toBe('Ada Park, et al. 2019');
  });
});
