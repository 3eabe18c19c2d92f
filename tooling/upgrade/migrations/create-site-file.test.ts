import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { siteSchema } from '../../../src/shared/content/schema';
import { OwnerFiles } from '../../../tests/support/owner-files';
import { createSiteFile } from './create-site-file';

let owner: OwnerFiles;
afterEach(() => owner.remove());

const PROFILE = "export const profile = { name: 'Ada' };\n";

it('writes site.ts when the folder has none, with only the address missing, and says so', async () => {
  owner = new OwnerFiles({ 'src/content/profile.ts': PROFILE });
  const { changed, todo } = owner.upgrade([createSiteFile]);
  expect(changed).toEqual([
    { file: 'src/content/site.ts', what: "created, with an empty url: the site's address, which no older file holds" },
  ]);
  expect(todo).toEqual([
    { file: 'src/content/site.ts', what: expect.stringMatching(/^write your site's address as url/) },
  ]);
  // the build's check then names the one field the owner has to write
  const { site } = (await import(pathToFileURL(join(owner.root, 'src/content/site.ts')).href)) as { site: unknown };
  expect(new Set(siteSchema.safeParse(site).error?.issues.map((issue) => issue.path.join('.')))).toEqual(
    new Set(['url']),
  );
  expect(owner.upgrade([createSiteFile])).toEqual({ applied: [], changed: [], todo: [] });
});

it("keeps an owner's site.ts, and writes none into an empty folder", () => {
  const site = "export const site = { url: 'https://ada.dev' };\n";
  owner = new OwnerFiles({ 'src/content/profile.ts': PROFILE, 'src/content/site.ts': site });
  expect(owner.upgrade([createSiteFile]).changed).toEqual([]);
  expect(owner.read('src/content/site.ts')).toBe(site);
  owner.remove();
  owner = new OwnerFiles({});
  expect(owner.upgrade([createSiteFile]).changed).toEqual([]);
  expect(owner.exists('src/content/site.ts')).toBe(false);
});
