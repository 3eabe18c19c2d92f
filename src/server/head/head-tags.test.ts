// @module-tag languages
// @module-tag sections-left-out
// @module-tag own-menu
// @module-tag project-pages
// (the shapes of content its outcome depends on, run on the fixture owners that add them: tests/support/shapes.mjs)
// @vitest-environment jsdom
// (the test reads the HTML it checks with the DOM's parser)
import { describe, expect, it, vi } from 'vitest';
import { headTags, prerenderedPaths, render } from '@/entry-server';
import { defaultLanguage, languageOfPath, languages } from '@/ui/language';
import { siteLanguageOfPath } from '../site-languages';
import { jsonResumeFile } from '@/shared/resume-file';
import { cspMetaValue } from '@/shared/deploy-policy';
import { pageUrl, profile, profileLinks } from '../../../tests/support/site-content';
import { projectStories } from '../../../tests/support/project-stories';

// The heads the build writes, through the same path as scripts/prerender.mjs: each route's head,
// from its declaration, into the tags of its page.

// the prerender (in Node) writes a page's own stylesheets into its head; linking them from a loader is the browser's,
// and jsdom, which loads none, would wait for them forever
vi.mock('@/ui/page-stylesheets', () => ({ loadStylesheets: () => Promise.resolve() }));

const parse = (html: string) => new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html');
const pageHead = async (path: string) => parse(headTags((await render(path)).head, path));
const attribute = (head: Document, selector: string, name = 'content') =>
  head.querySelector(selector)?.getAttribute(name);
// the owner as a page names them: the content's profile in the default language, the translated one (virtual:languages)
// in another
const ownerOf = (path: string) =>
  languageOfPath(path) === defaultLanguage ? profile : siteLanguageOfPath(path).words.profile;

/**
 * The raster picture of the project whose page is at `path` (in any language), which its link preview shows (its file's
 * name in the build: packages/check/specs/project-pages.spec.js).
 */
const ownPicture = (path: string) => {
  const story = projectStories.find(({ name }) => path.endsWith(`/projects/${name}`));
  const image = story?.project.image;
  return image && !/\.svg$/i.test(image) ? image : undefined;
};

describe('the head of every prerendered page', () => {
  it.each(prerenderedPaths)('%s: its title, canonical URL and link-preview tags, the policy first', async (path) => {
    const head = await pageHead(path);
    expect(head.head.firstElementChild?.getAttribute('http-equiv')).toBe('Content-Security-Policy');
    expect(head.head.firstElementChild?.getAttribute('content')).toBe(cspMetaValue());
    expect(attribute(head, 'link[rel="canonical"]', 'href')).toBe(pageUrl(path));
    expect(attribute(head, 'meta[property="og:url"]')).toBe(pageUrl(path));
    expect(attribute(head, 'meta[property="og:title"]')).toBe(head.title);
    expect(attribute(head, 'meta[name="twitter:title"]')).toBe(head.title);
    // a project's page: the project's own picture, when it is a raster image (its JPEG or PNG, which every preview reads)
    const picture = ownPicture(path);
    if (picture) {
      const image = attribute(head, 'meta[property="og:image"]');
      expect(image).not.toBe(pageUrl(`/${siteLanguageOfPath(path).previewImage.file}`));
      expect(image?.startsWith(pageUrl('/'))).toBe(true);
      expect(attribute(head, 'meta[name="twitter:image"]')).toBe(image);
      expect(Number(attribute(head, 'meta[property="og:image:width"]'))).toBeGreaterThan(0);
      expect(attribute(head, 'meta[property="og:image:alt"]')).toContain(head.title.split(' · ')[0]);
      return;
    }
    // the language's own picture, or the default language's (always the default language's at the site's root)
    const { previewImage } = siteLanguageOfPath(path);
    if (languageOfPath(path) === defaultLanguage) expect(previewImage.file).toBe('og-image.png');
    expect(attribute(head, 'meta[property="og:image"]')).toBe(pageUrl(`/${previewImage.file}`));
    // its text says what it shows: the page's words on the page's own picture, the default language's on the shared one
    const owner = previewImage.file === 'og-image.png' ? profile : ownerOf(path);
    expect(attribute(head, 'meta[property="og:image:alt"]')).toBe(`${owner.name}, ${owner.jobTitle}`);
    expect(attribute(head, 'meta[name="twitter:image:alt"]')).toBe(`${owner.name}, ${owner.jobTitle}`);
    expect(attribute(head, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('links each version of itself in the site’s languages (itself included) only when the site has several', async () => {
    for (const path of prerenderedPaths) {
      const versions = [...(await pageHead(path)).querySelectorAll('link[rel="alternate"][hreflang]')].map((link) =>
        link.getAttribute('href'),
      );
      if (languages.length === 1) expect(versions, path).toEqual([]);
      else expect(versions, path).toContain(pageUrl(path));
    }
  });

  it('is titled as the spec names each page', async () => {
    expect((await pageHead('/')).title).toBe(`${profile.name} · ${profile.tagline}`);
    expect((await pageHead('/blog')).title).toBe(`Tech Blog · ${profile.name}`);
  });

  it('has a description of its own', async () => {
    const descriptions = await Promise.all(
      prerenderedPaths.map(async (path) => attribute(await pageHead(path), 'meta[name="description"]')),
    );
    for (const description of descriptions) expect(description).toBeTruthy();
    expect(new Set(descriptions).size).toBe(prerenderedPaths.length);
    expect(descriptions[0]).toBe(profile.welcome);
  });

  it('describes the owner as a JSON-LD Person on the home page only, with only what they published', async () => {
    const scripts = [...(await pageHead('/')).querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
    );
    const people = scripts.filter((data) => data['@type'] === 'Person');
    expect(people).toHaveLength(1);
    const person = people[0]!;
    expect(person).toMatchObject({
      '@type': 'Person',
      name: profile.name,
      jobTitle: profile.jobTitle,
      url: pageUrl('/'),
    });
    expect(person.email).toBe(profile.email && `mailto:${profile.email}`);
    expect(person.sameAs).toEqual(profileLinks.length > 0 ? profileLinks : undefined);
    expect((await pageHead('/blog')).querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});

describe('the head of the single-page shell', () => {
  const shell = parse(headTags(null, null));

  it('carries the policy first, as every page does', () => {
    expect(shell.head.firstElementChild?.getAttribute('content')).toBe(cspMetaValue());
  });

  it('claims no address, since it answers for many paths, and is titled with the name', () => {
    expect(shell.querySelector('link[rel="canonical"]')).toBeNull();
    expect(shell.querySelector('meta[property="og:url"]')).toBeNull();
    expect(shell.title).toBe(profile.name);
  });

  it('keeps out of search results, with no description of its own', () => {
    expect(attribute(shell, 'meta[name="robots"]')).toBe('noindex');
    expect(
      shell.querySelectorAll(
        'meta[name="description"], meta[property="og:description"], meta[name="twitter:description"]',
      ),
    ).toHaveLength(0);
    expect(shell.documentElement.innerHTML).not.toContain(profile.welcome);
  });
});

describe('the JSON Resume', () => {
  it('is linked from every page, the single-page shell included: resume.json, or that of the page’s language', async () => {
    for (const path of prerenderedPaths) {
      const href = attribute(await pageHead(path), 'link[rel="alternate"][type="application/json"]', 'href');
      expect(href, path).toBe(pageUrl(`/${jsonResumeFile(languageOfPath(path))}`));
      if (languageOfPath(path) === defaultLanguage) expect(href).toBe(pageUrl('/resume.json'));
    }
    expect(attribute(parse(headTags(null, null)), 'link[rel="alternate"][type="application/json"]', 'href')).toBe(
      pageUrl('/resume.json'),
    );
  });
});
