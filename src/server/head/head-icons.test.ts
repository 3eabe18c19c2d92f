// @vitest-environment jsdom
// (the test reads the HTML it checks with the DOM's parser)
import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '@/shared/content/schema';
import { profile as sparseOwner } from '../../../tests/fixtures/content/sparse-owner/profile';
import { profile as specOwner } from '../../../tests/fixtures/content/spec-owner/profile';
import { ICONS, MANIFEST_ICONS, MASKABLE_ICON } from '@/shared/site-image-files';
import { homeHead } from '@/features/home/home-head';
import type * as LanguagesModule from 'virtual:languages';
import type { Language } from '@/ui/language';
import { defaultSiteLanguage as defaultLanguage } from '../site-languages';
import { headTags } from './head-tags';
import { siteFiles } from './site-files';

// a route of the default language, without URL parameters or loader data
const defaultPage = { params: {}, data: undefined, language: defaultLanguage };

// The content's logo, swapped per test for a fixture owner's (spec-owner's is an SVG, sparse-owner's a PNG) or none.
const logo = vi.hoisted(() => ({ file: null as string | null | undefined }));
vi.mock('virtual:languages', async (importOriginal) => {
  const { languagesModule, wholeLanguages } = await import('../../../tests/support/more-languages');
  const withLogo = (language: Language): Language => {
    const own = language.words.profile;
    const profile: Profile = {
      ...own,
      get logo() {
        return logo.file === null ? own.logo : (logo.file ?? undefined);
      },
    };
    return { ...language, words: { ...language.words, profile } };
  };
  return languagesModule((await wholeLanguages(await importOriginal<typeof LanguagesModule>())).map(withLogo));
});

// the fixture owners' logos, read from their files
const SVG_LOGO = specOwner.logo!;
const PICTURE_LOGO = sparseOwner.logo!;

const head = () =>
  new DOMParser().parseFromString(
    `<head>${headTags(homeHead(defaultPage), { path: '/', posts: [] })}</head>`,
    'text/html',
  );
const hrefs = (selector: string) => [...head().querySelectorAll(selector)].map((link) => link.getAttribute('href'));

describe("the head's icons", () => {
  it('offer the logo as an SVG icon when it is an SVG', () => {
    logo.file = SVG_LOGO;
    expect(hrefs('link[rel="icon"][type="image/svg+xml"]')).toEqual(['/favicon.svg']);
    expect(hrefs('link[rel="icon"][type="image/png"]')).toEqual(['/favicon-32.png']);
    expect(hrefs('link[rel="apple-touch-icon"]')).toEqual(['/apple-touch-icon.png']);
  });

  it('offer no SVG icon without a logo, only the PNGs drawn from the initials', () => {
    logo.file = undefined;
    expect(hrefs('link[rel="icon"][type="image/svg+xml"]')).toEqual([]);
    expect(hrefs('link[rel="icon"][type="image/png"]')).toEqual(['/favicon-32.png']);
    expect(hrefs('link[rel="apple-touch-icon"]')).toEqual(['/apple-touch-icon.png']);
  });

  it('offer no SVG icon when the logo is a picture, only the drawn PNGs', () => {
    logo.file = PICTURE_LOGO;
    expect(hrefs('link[rel="icon"][type="image/svg+xml"]')).toEqual([]);
    expect(hrefs('link[rel="icon"][type="image/png"]')).toEqual(['/favicon-32.png']);
    expect(hrefs('link[rel="apple-touch-icon"]')).toEqual(['/apple-touch-icon.png']);
  });

  it('describe the link-preview image for Open Graph and Twitter alike', () => {
    const alt = (selector: string) => head().querySelector(selector)?.getAttribute('content');
    const { profile } = defaultLanguage.words;
    expect(alt('meta[property="og:image:alt"]')).toBe(`${profile.name}, ${profile.jobTitle}`);
    expect(alt('meta[name="twitter:image:alt"]')).toBe(`${profile.name}, ${profile.jobTitle}`);
  });
});

describe('the web manifest', () => {
  it('lists the drawn icons, each at the size it is drawn, and one as maskable', () => {
    const { icons } = JSON.parse(siteFiles(['/'], [])['site.webmanifest']!) as {
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    for (const icon of icons) {
      const drawn = ICONS.find(({ file }) => icon.src === `/${file}`);
      expect(drawn, icon.src).toBeDefined();
      expect(icon).toMatchObject({ sizes: `${drawn!.size}x${drawn!.size}`, type: 'image/png' });
    }
    expect(icons.filter((icon) => icon.purpose === undefined).map((icon) => icon.src)).toEqual(
      MANIFEST_ICONS.map(({ file }) => `/${file}`),
    );
    expect(icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.src)).toEqual([
      `/${MASKABLE_ICON.file}`,
    ]);
  });
});
