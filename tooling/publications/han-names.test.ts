// @module-tag han-names
// (the shapes of content its outcome depends on, run on the fixture owners that add them: tests/support/shapes.mjs)
import { describe, expect, it } from 'vitest';
import { profile, publications } from '../../tests/support/site-content';

// The content under test's papers whose authors are written in Han characters or Hangul: each shown
// as its entry writes it, family name first with no space, and the owner found in every one.

const FAMILY_FIRST = /^[\p{scx=Han}\p{scx=Hangul}\p{scx=Hiragana}\p{scx=Katakana}\s,]+$/u;

/** The names of an entry's author field, as written in the file. */
const writtenAuthors = (bibtex: string) =>
  (/\bauthor\s*=\s*\{([^}]*)\}/.exec(bibtex)?.[1] ?? '').split(/\s+and\s+/).map((name) => name.trim());

const written = publications.filter((publication) =>
  writtenAuthors(publication.bibtex).some((name) => FAMILY_FIRST.test(name)),
);

describe.skipIf(written.length === 0)('names in Han characters or Hangul', () => {
  it('shows each as the entry writes it: one word as it is, "Family, Given" family name first with no space', () => {
    for (const publication of written) {
      const names = writtenAuthors(publication.bibtex);
      expect(names, publication.key).toHaveLength(publication.authors.length);
      for (const [index, author] of publication.authors.entries()) {
        const name = names[index]!;
        // the owner is shown as profile.name writes her (each language's citations, as its profile.ts does)
        if (!FAMILY_FIRST.test(name) || author.ownName) continue;
        expect(author.name, publication.key).toBe(name.includes(',') ? name.replace(/\s*,\s*/, '') : name);
      }
    }
  });

  it('finds the owner in every paper, in whichever script it names her', () => {
    for (const publication of publications)
      expect(
        publication.authors.filter((author) => author.owner),
        `${publication.key}: ${profile.name}`,
      ).toHaveLength(1);
  });
});
