import { filesBeyondEntry, readManifest } from '../../scripts/initial-chunks.mjs';
import { publicationSlug } from '../../src/shared/content/publication';
import { publications } from '../support/site-content';
import { expect, test } from './support/fixtures';
import { forShapes } from './support/shape-tags';
import { preloadsOf } from './support/preloads';

// A publication's page loads its publication alone (a chunk of its own, src/features/publications/), and its
// prerendered page names that chunk to preload beside the page's code, so the page's data does not wait for its
// code: read from the build's manifest, what each page names, and what it does not.

const dist = process.env.E2E_DIST ?? 'dist';

test.describe("a publication's page as the build writes it", () => {
  test.skip(publications.length === 0, 'no publications.bib in this content');

  test(
    'names its own publication’s chunk to preload, and no other publication’s',
    forShapes('research-record'),
    async ({ page }) => {
      const manifest = readManifest(dist);
      const slugs = [...new Set(publications.map(({ key }) => publicationSlug(key)))];
      const dataOf = new Map(
        slugs.map((slug) => [
          slug,
          filesBeyondEntry(manifest, `virtual:publication/${slug}`).map((file) => `/${file}`),
        ]),
      );
      for (const slug of slugs) {
        const own = dataOf.get(slug) ?? [];
        expect(own.length, `${slug}: its chunk`).toBeGreaterThan(0);
        const preloads = await preloadsOf(page, `/publications/${slug}`);
        expect(preloads, slug).toEqual(expect.arrayContaining(own));
        const others = slugs.filter((other) => other !== slug).flatMap((other) => dataOf.get(other) ?? []);
        expect(
          preloads.filter((file) => others.includes(file)),
          slug,
        ).toEqual([]);
      }
    },
  );
});
