import { readFileSync } from 'node:fs';
import { afterEach, expect, it } from 'vitest';
import { SITE_IMAGE_FILES } from '../../../src/shared/site-image-files';
import { OwnerFiles } from '../../../tests/support/owner-files';
import { deleteGeneratedSiteImages } from './delete-generated-site-images';

let owner: OwnerFiles;
afterEach(() => owner.remove());

it("takes each picture the build draws out of public/, moving the owner's into kept-by-upgrade/, and no other file there", () => {
  owner = new OwnerFiles({
    ...Object.fromEntries(SITE_IMAGE_FILES.map((name) => [`public/${name}`, `my own ${name}`])),
    'public/saved-preferences.js': '// the theme',
    'public/talk.pdf': 'slides',
  });
  const { changed } = owner.upgrade([deleteGeneratedSiteImages]);
  expect(changed.map(({ file }) => file)).toEqual(SITE_IMAGE_FILES.map((name) => `public/${name}`));
  for (const [index, name] of SITE_IMAGE_FILES.entries()) {
    expect(owner.exists(`public/${name}`)).toBe(false);
    // nothing of the owner's is deleted: each is where the upgrade says
    expect(changed[index]?.what).toContain(`moved to kept-by-upgrade/public/${name}`);
    expect(owner.read(`kept-by-upgrade/public/${name}`)).toBe(`my own ${name}`);
  }
  expect(owner.read('public/saved-preferences.js')).toBe('// the theme');
  expect(owner.read('public/talk.pdf')).toBe('slides');
  expect(owner.upgrade([deleteGeneratedSiteImages])).toEqual({ applied: [], changed: [], todo: [] });
});

it('deletes the copies the template once shipped, and sets a second file of the same name aside beside the first', () => {
  const favicon = readFileSync('tests/fixtures/old-content/first-typed/public/favicon.svg');
  owner = new OwnerFiles({
    'public/favicon.svg': favicon,
    'public/og-image.png': 'drawn again',
    'kept-by-upgrade/public/og-image.png': 'drawn first',
  });
  const { changed } = owner.upgrade([deleteGeneratedSiteImages]);
  expect(changed).toEqual([
    {
      file: 'public/og-image.png',
      what: expect.stringContaining('moved to kept-by-upgrade/public/og-image-2.png') as string,
    },
    { file: 'public/favicon.svg', what: expect.stringMatching(/^deleted, the template's own copy/) as string },
  ]);
  expect(owner.exists('public/favicon.svg')).toBe(false);
  expect(owner.exists('kept-by-upgrade/public/favicon.svg')).toBe(false);
  expect(owner.read('kept-by-upgrade/public/og-image.png')).toBe('drawn first');
  expect(owner.read('kept-by-upgrade/public/og-image-2.png')).toBe('drawn again');
});
