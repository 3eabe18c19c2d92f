import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPublications } from './read-publications';

const owner = { name: 'Élodie Marchetti' };
const fixture = (name: string) => ({ dir: `tests/fixtures/content/${name}`, label: `tests/fixtures/content/${name}` });

describe("reading the content folder's publications.bib", () => {
  it('finds none, and no problem, in a content folder without the file (the spec-shaped fixture owner’s)', async () => {
    expect(await readPublications(fixture('spec-owner'), owner)).toEqual({ publications: [], errors: [] });
  });

  it("reads the fixture owner's", async () => {
    const { publications, errors } = await readPublications(fixture('scholar-owner'), owner);
    expect(errors).toEqual([]);
    expect(publications).toHaveLength(7);
  });

  it('names the file as its folder is named in its messages', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    writeFileSync(join(dir, 'publications.bib'), '\uFEFF@misc{k, title = {No year}}\n');
    const { errors } = await readPublications({ dir, label: 'content' }, owner);
    rmSync(dir, { recursive: true });
    expect(errors).toEqual(['content/publications.bib, line 1, entry "k": missing year (year = {2024})']);
  });

  it('finds an owner whose family name comes first in every paper, however each writes her, and shows her name as she writes it', async () => {
    const { profile } = await import('../../tests/fixtures/content/family-first-owner/profile');
    const { publications, errors } = await readPublications(fixture('family-first-owner'), profile);
    expect(errors).toEqual([]);
    expect(publications.length).toBeGreaterThan(0);
    for (const publication of publications) {
      expect(
        publication.authors.filter((author) => author.owner).map((author) => author.name),
        publication.key,
      ).toEqual([profile.name]);
    }
  });
});
