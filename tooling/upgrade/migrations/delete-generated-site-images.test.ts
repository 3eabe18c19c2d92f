import { afterEach, expect, it } from 'vitest';
import { SITE_IMAGE_FILES } from '../../../src/shared/site-image-files';
import { OwnerFiles } from '../../../tests/support/owner-files';
import { deleteGeneratedSiteImages } from './delete-generated-site-images';

let owner: OwnerFiles;
afterEach(() => owner.remove());

it('deletes each picture the build draws from public/, and no other file there', () => {
  owner = new OwnerFiles({
    ...Object.fromEntries(SITE_IMAGE_FILES.map((name) => [`public/${name}`, 'an older copy'])),
    'public/saved-preferences.js': '// the theme',
    'public/talk.pdf': 'slides',
  });
  const { changed } = owner.upgrade([deleteGeneratedSiteImages]);
  expect(changed.map(({ file }) => file)).toEqual(SITE_IMAGE_FILES.map((name) => `public/${name}`));
  for (const name of SITE_IMAGE_FILES) expect(owner.exists(`public/${name}`)).toBe(false);
  expect(owner.read('public/saved-preferences.js')).toBe('// the theme');
  expect(owner.read('public/talk.pdf')).toBe('slides');
  expect(owner.upgrade([deleteGeneratedSiteImages])).toEqual({ applied: [], changed: [], todo: [] });
});
