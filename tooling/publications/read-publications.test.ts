import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readPublications } from './read-publications';

const root = process.cwd();
const owner = { name: 'Élodie Marchetti' };
const previous = process.env.CONTENT_DIR;
afterEach(() => {
  if (previous === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = previous;
});

describe("reading the content folder's publications.bib", () => {
  it('finds none, and no problem, in a content folder without the file (the spec-shaped fixture owner’s)', async () => {
    process.env.CONTENT_DIR = 'tests/fixtures/content/spec-owner';
    expect(await readPublications(root, owner)).toEqual({ publications: [], errors: [] });
  });

  it("reads the fixture owner's", async () => {
    process.env.CONTENT_DIR = 'tests/fixtures/content/scholar-owner';
    const { publications, errors } = await readPublications(root, owner);
    expect(errors).toEqual([]);
    expect(publications).toHaveLength(7);
  });

  it("names the file from the project's folder in its messages", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    writeFileSync(join(dir, 'publications.bib'), '\uFEFF@misc{k, title = {No year}}\n');
    process.env.CONTENT_DIR = dir;
    const { errors } = await readPublications(root, owner);
    rmSync(dir, { recursive: true });
    expect(errors).toEqual([
      `${relative(root, join(dir, 'publications.bib'))}, line 1, entry "k": missing year (year = {2024})`,
    ]);
  });

  it('finds an owner whose family name comes first in every paper, however each writes her, and shows her name as she writes it', async () => {
    process.env.CONTENT_DIR = 'tests/fixtures/content/family-first-owner';
    const { profile } = await import('../../tests/fixtures/content/family-first-owner/profile');
    const { publications, errors } = await readPublications(root, profile);
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
