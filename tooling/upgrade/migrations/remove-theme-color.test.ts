import { afterEach, expect, it } from 'vitest';
import { OwnerFiles } from '../../../tests/support/owner-files';
import { removeThemeColor } from './remove-theme-color';

let owner: OwnerFiles;
afterEach(() => owner.remove());

// site.ts as the template wrote it before the theme's colours moved into the app, and an owner's edits
const SITE = `import type { Site } from '../content-kit/schema';

/** Where the site is deployed. Canonical links, link previews, the sitemap and robots.txt use it. */
export const site: Site = {
  url: 'https://ada.example.dev', // my own domain
  /** Browser UI colour (address bar on phones): the dark theme's page colour. */
  themeColor: '#0a0a23',
  // more to come
};
`;

it('removes themeColor with its comment, keeping the comments around it', () => {
  owner = new OwnerFiles({ 'src/content/site.ts': SITE });
  const { changed } = owner.upgrade([removeThemeColor]);
  expect(owner.read('src/content/site.ts')).toBe(`import type { Site } from '../content-kit/schema';

/** Where the site is deployed. Canonical links, link previews, the sitemap and robots.txt use it. */
export const site: Site = {
  url: 'https://ada.example.dev', // my own domain
  // more to come
};
`);
  expect(changed).toEqual([
    {
      file: 'src/content/site.ts',
      what: "themeColor ('#0a0a23') removed: the browser's colour is the theme's page colour, dark or light",
    },
  ]);
  expect(owner.upgrade([removeThemeColor])).toEqual({ applied: [], changed: [], todo: [] });
});

it('removes it from a site written on one line', () => {
  owner = new OwnerFiles({
    'src/content/site.ts': "export const site = { themeColor: '#000000', url: 'https://a.dev' };\n",
  });
  owner.upgrade([removeThemeColor]);
  expect(owner.read('src/content/site.ts')).toBe("export const site = { url: 'https://a.dev' };\n");
});
