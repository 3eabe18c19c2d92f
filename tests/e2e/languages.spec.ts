import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { SiteTexts } from '../../src/shared/i18n/site-texts';
import { experience as englishExperience } from '../fixtures/content/multilingual-owner/experience';
import { experience as portugueseExperience } from '../fixtures/content/multilingual-owner/pt-BR/experience';
import { site } from '../fixtures/content/multilingual-owner/site';
import { buildSite, onceARun } from './support/build-once';
import { expect, test as base, type Guard } from './support/fixtures';
import { servePagesLike, type PagesLikeHost } from '../../packages/check/lib/pages-host.js';
import { settleAnimations } from './support/site';
import { SUB_PATH } from '../support/sub-path';

// A site in several languages (the fixture owner tests/fixtures/content/multilingual-owner: English
// at the root, Brazilian Portuguese and Arabic under their folders), built for a sub-path and served
// the way GitHub Pages serves a project site. What each page must say about its languages comes from
// the fixture's files: its site.ts, its translations and the file names of its posts.

const OWNER = 'tests/fixtures/content/multilingual-owner';
const BASE = SUB_PATH;
const languages = site.languages ?? [];
const [defaultTag = ''] = languages;
const prefixOf = (tag: string) => (tag === defaultTag ? '' : tag.toLowerCase());
const inLanguage = (tag: string, path: string) =>
  prefixOf(tag) ? `/${prefixOf(tag)}${path === '/' ? '' : path}` : path;
const ORIGIN = new URL(site.url).origin;
const absolute = (path: string) => `${ORIGIN}${BASE}${path.replace(/^\//, '')}`;
const rightToLeft = (tag: string) => new Intl.Locale(tag).maximize().script === 'Arab';

/**
 * The fixture's posts: `<slug>.md` in the default language, `<slug>.<language>.md` in another, each
 * with the tags of its front matter (`tags: [edge, tinyml]`).
 */
const posts = readdirSync(join(OWNER, 'posts')).map((file) => {
  const [slug = '', middle] = file.replace(/\.md$/, '').split('.');
  const text = readFileSync(join(OWNER, 'posts', file), 'utf8');
  const topics = /^tags: \[(.*)\]$/m.exec(text)?.[1]?.split(', ') ?? [];
  return {
    slug,
    title: /^title: (.*)$/m.exec(text)?.[1] ?? '',
    tag: middle ? (languages.find((tag) => tag.toLowerCase() === middle) ?? middle) : defaultTag,
    topics,
  };
});
const slugsIn = (tag: string) => posts.filter((post) => post.tag === tag).map((post) => post.slug);
/** The posts' tags; the fixture writes each as its page's address (lower case, one word). */
const topics = [...new Set(posts.flatMap((post) => post.topics))];

/** Every page the site has, each with the languages it exists in. */
const pages: { path: string; tags: string[] }[] = [
  { path: '/', tags: languages },
  { path: '/blog', tags: languages },
  ...[...new Set(posts.map((post) => post.slug))].map((slug) => ({
    path: `/blog/${slug}`,
    tags: posts.filter((post) => post.slug === slug).map((post) => post.tag),
  })),
  // a tag's page exists in the languages that have a post with that tag
  ...topics.map((topic) => ({
    path: `/blog/tags/${topic}`,
    tags: languages.filter((tag) => posts.some((post) => post.tag === tag && post.topics.includes(topic))),
  })),
];

const test = base.extend<object, { host: PagesLikeHost }>({
  host: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, provide) => {
      const out = await onceARun('multilingual-site', (dir) => buildSite(dir, { CONTENT_DIR: OWNER, BASE_PATH: BASE }));
      const host = await servePagesLike(out, BASE);
      await provide(host);
      await host.close();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ host }, provide) => provide(host.origin),
});

const at = (path: string) => `${BASE}${path.replace(/^\//, '')}`;
/** The address of a page: GitHub Pages serves a page's folder at its path and redirects to its trailing slash. */
const addressOf = (path: string) => new RegExp(`${at(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`);

/** Chromium logs the 404 status of a document the host answers with its 404.html (the single-page fallback). */
const allowDocument404 = (guard: Guard) =>
  guard.allowConsoleError(/^Failed to load resource: the server responded with a status of 404/);

test.describe('a site in several languages', () => {
  test('the site lists at least two languages, one of them written right to left', () => {
    expect(languages.length).toBeGreaterThanOrEqual(2);
    expect(languages.some((tag) => new Intl.Locale(tag).maximize().script === 'Arab')).toBe(true);
  });

  test("the fixture's posts have tags, written as their pages' addresses, one of them in one language only", () => {
    for (const topic of topics) expect(topic).toMatch(/^[a-z0-9]+$/);
    expect(pages.some(({ path, tags }) => path.startsWith('/blog/tags/') && tags.length === 1)).toBe(true);
    expect(pages.some(({ path, tags }) => path.startsWith('/blog/tags/') && tags.length > 1)).toBe(true);
  });

  test('every page names its language and direction, points its canonical link at itself and lists each language version of itself', async ({
    page,
  }) => {
    for (const { path, tags } of pages) {
      for (const tag of tags) {
        const own = inLanguage(tag, path);
        await page.goto(at(own));
        const html = page.locator('html');
        await expect(html, own).toHaveAttribute('lang', tag);
        await expect(html, own).toHaveAttribute(
          'dir',
          new Intl.Locale(tag).maximize().script === 'Arab' ? 'rtl' : 'ltr',
        );
        await expect(page.locator('link[rel="canonical"]'), own).toHaveAttribute('href', absolute(own));
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
        const expected = tags.map((other) => [other, absolute(inLanguage(other, path))]);
        if (tags.includes(defaultTag)) expected.push(['x-default', absolute(path)]);
        expect(alternates.sort(), `${own}: hreflang links`).toEqual(expected.sort());
      }
    }
  });

  test('the switcher is a link to the same page in the other language, reached and followed with the keyboard', async ({
    page,
  }) => {
    const [, other = ''] = languages;
    await page.goto(at('/blog'));
    const link = page.getByRole('banner').locator(`a[hreflang="${other}"]`);
    await expect(link).toHaveAttribute('href', at(inLanguage(other, '/blog')));
    await expect(link).toHaveAccessibleName(/.+/);
    // reached from the keyboard, it leads to the same page in the other language
    for (let step = 0; step < 20 && !(await link.evaluate((element) => element === document.activeElement)); step += 1)
      await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(addressOf(inLanguage(other, '/blog')));
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    // and back: each language version links every other
    await expect(page.getByRole('banner').locator(`a[hreflang="${defaultTag}"]`)).toHaveAttribute('href', at('/blog'));
  });

  test('the switcher works without JavaScript: it is in the prerendered page', async ({ browser, host }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: host.origin });
    const page = await context.newPage();
    const [, other = ''] = languages;
    await page.goto(at('/'));
    await page.getByRole('banner').locator(`a[hreflang="${other}"]`).click();
    await expect(page).toHaveURL(addressOf(inLanguage(other, '/')));
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await context.close();
  });

  test('a field the translation leaves out is shown in the default language, marked with its language', async ({
    page,
  }) => {
    const tag = languages.find((candidate) => candidate.startsWith('pt')) ?? '';
    await page.goto(at(inLanguage(tag, '/')));
    const section = page.locator('section#experience');
    for (const [index, entry] of englishExperience.entries()) {
      const translated = portugueseExperience[index];
      const role = section.getByText(translated?.role ?? entry.role, { exact: true });
      await expect(role).toBeVisible();
      if (translated?.role)
        await expect(role.locator('xpath=ancestor-or-self::*[@lang][1]')).toHaveAttribute('lang', tag);
      else await expect(role.locator('xpath=ancestor-or-self::*[@lang][1]')).toHaveAttribute('lang', defaultTag);
    }
    // the entry whose description is left out: its card shows the English words, marked English
    const untranslated = englishExperience.findIndex((_, index) => !portugueseExperience[index]?.description);
    expect(untranslated, 'the fixture leaves a description untranslated').toBeGreaterThanOrEqual(0);
    const words = englishExperience[untranslated]?.description[0] ?? '';
    const shown = section.getByText(words.slice(0, 30));
    await expect(shown.first()).toBeAttached();
    await expect(shown.first().locator('xpath=ancestor-or-self::*[@lang][1]')).toHaveAttribute('lang', defaultTag);
  });

  test('a post is listed in its own languages only; each language has its feed and the sitemap lists every version', async ({
    page,
    request,
  }) => {
    for (const tag of languages) {
      await page.goto(at(inLanguage(tag, '/blog')));
      // the posts' links, not their tags'
      const listed = await page
        .locator('main a[href*="/blog/"]:not([href*="/blog/tags/"])')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(listed.sort(), `the ${tag} blog`).toEqual(
        slugsIn(tag)
          .map((slug) => at(inLanguage(tag, `/blog/${slug}`)))
          .sort(),
      );
      const feed = await request.get(at(inLanguage(tag, '/rss.xml')));
      if (slugsIn(tag).length === 0) continue;
      expect(feed.status(), `the ${tag} feed`).toBe(200);
      const xml = await feed.text();
      expect(xml).toContain(`<language>${tag}</language>`);
      expect(
        [...xml.matchAll(/<link>([^<]+)<\/link>/g)]
          .map(([, url]) => url)
          .slice(1)
          .sort(),
      ).toEqual(
        slugsIn(tag)
          .map((slug) => absolute(inLanguage(tag, `/blog/${slug}`)))
          .sort(),
      );
    }
    const sitemap = await (await request.get(at('/sitemap.xml'))).text();
    for (const { path, tags } of pages) {
      for (const tag of tags) {
        const entry = sitemap
          .split('<url>')
          .find((block) => block.includes(`<loc>${absolute(inLanguage(tag, path))}</loc>`));
        expect(entry, `the sitemap lists ${inLanguage(tag, path)}`).toBeDefined();
        for (const other of tags)
          expect(entry).toContain(`hreflang="${other}" href="${absolute(inLanguage(other, path))}"`);
      }
    }
  });

  test("a tag's page lists its language's posts with that tag; the switcher from a tag another language lacks leads to that language's blog", async ({
    page,
    guard,
  }) => {
    for (const { path, tags } of pages.filter((candidate) => candidate.path.startsWith('/blog/tags/'))) {
      const topic = path.slice('/blog/tags/'.length);
      for (const tag of tags) {
        await page.goto(at(inLanguage(tag, path)));
        const listed = await page
          .locator('main ol h2 a')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(listed.sort(), inLanguage(tag, path)).toEqual(
          posts
            .filter((post) => post.tag === tag && post.topics.includes(topic))
            .map((post) => at(inLanguage(tag, `/blog/${post.slug}`)))
            .sort(),
        );
      }
    }
    const onlyDefault = pages.find(
      ({ path, tags }) => path.startsWith('/blog/tags/') && tags.length === 1 && tags[0] === defaultTag,
    );
    const other = languages.find((tag) => !onlyDefault?.tags.includes(tag)) ?? '';
    expect(onlyDefault, 'a tag of the default language only').toBeDefined();
    await page.goto(at(onlyDefault?.path ?? ''));
    // the host answers the page that is not there with its 404.html, the app's shell
    allowDocument404(guard);
    guard.allowFailedRequest(new RegExp(`${inLanguage(other, onlyDefault?.path ?? '')}$`));
    await page.getByRole('banner').locator(`a[hreflang="${other}"]`).click();
    await expect(page).toHaveURL(addressOf(inLanguage(other, '/blog')));
    await expect(page.locator('html')).toHaveAttribute('lang', other);
  });

  test("a post's page in a language it is not written in shows the post as written, marked with its language; the switcher leads there", async ({
    page,
    guard,
  }) => {
    // each post written in one language: its page in every other language is the host's fallback page (not prerendered)
    allowDocument404(guard);
    const alone = posts.filter((post) => posts.filter((other) => other.slug === post.slug).length === 1);
    expect(
      alone.map((post) => post.tag),
      'a post in the default language alone and one in another alone',
    ).toEqual(expect.arrayContaining([defaultTag, expect.not.stringMatching(`^${defaultTag}$`)]));
    for (const post of alone) {
      for (const tag of languages.filter((other) => other !== post.tag)) {
        guard.allowFailedRequest(new RegExp(`${inLanguage(tag, `/blog/${post.slug}`)}$`));
        await page.goto(at(inLanguage(tag, `/blog/${post.slug}`)));
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading, inLanguage(tag, `/blog/${post.slug}`)).toHaveText(post.title);
        await expect(heading).toHaveAttribute('lang', post.tag);
        await expect(page.locator('html')).toHaveAttribute('lang', tag);
        // the page around it is in the page's language: the way back to its blog
        await expect(page.locator(`main a[href="${at(inLanguage(tag, '/blog'))}"]`)).toBeVisible();
        if (rightToLeft(tag) !== rightToLeft(post.tag))
          await expect(heading).toHaveAttribute('dir', rightToLeft(post.tag) ? 'rtl' : 'ltr');
      }
    }
    // from the post's own page, the switcher to another language: the post, not a placeholder
    const [post] = alone;
    const other = languages.find((tag) => tag !== post!.tag)!;
    await page.goto(at(inLanguage(post!.tag, `/blog/${post!.slug}`)));
    await page.getByRole('banner').locator(`a[hreflang="${other}"]`).click();
    await expect(page).toHaveURL(addressOf(inLanguage(other, `/blog/${post!.slug}`)));
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post!.title);
  });

  test('a deep link under the base path reloads into the same page, in its language; an unknown post gets its language too', async ({
    page,
    guard,
  }) => {
    const [, other = ''] = languages;
    const [slug = ''] = slugsIn(other);
    const deep = at(inLanguage(other, `/blog/${slug}`));
    await page.goto(deep);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await page.reload();
    await expect(page).toHaveURL(addressOf(inLanguage(other, `/blog/${slug}`)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    // a path the build did not prerender: the host's fallback page, which the app renders in the path's language
    allowDocument404(guard);
    guard.allowFailedRequest(/\/(no-such-post|no\/such\/page)$/);
    await page.goto(at(inLanguage(other, '/blog/no-such-post')));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    // and a path no route has: the error screen, in the path's language, its status text too
    await page.goto(at(inLanguage(other, '/no/such/page')));
    await expect(page.getByRole('link', { name: /./ }).filter({ hasText: /←/ })).toHaveAttribute(
      'href',
      at(inLanguage(other, '/')),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    const { default: texts } = (await import(`../../src/shared/i18n/texts/${other}.ts`)) as { default: SiteTexts };
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(`404 ${texts.notFound}`);
  });

  test('each language has its own 404 page, web manifest and résumé address; a script its fonts cannot draw takes the default language’s picture and PDF', async ({
    page,
    request,
  }) => {
    for (const tag of languages) {
      const notFound = await (await request.get(at(inLanguage(tag, '/404.html')))).text();
      expect(notFound, `${tag}: 404.html`).toMatch(
        new RegExp(`<html lang="${tag}" dir="${rightToLeft(tag) ? 'rtl' : 'ltr'}"`),
      );
      await page.goto(at(inLanguage(tag, '/')));
      const manifestHref = (await page.locator('link[rel="manifest"]').getAttribute('href')) ?? '';
      expect(manifestHref).toBe(at(inLanguage(tag, '/site.webmanifest')));
      expect(await (await request.get(manifestHref)).json()).toMatchObject({
        lang: tag,
        start_url: at(inLanguage(tag, '/')),
      });
      const resume = await (await request.get(at(inLanguage(tag, '/resume.json')))).json();
      expect(resume.meta.canonical, `${tag}: resume.json`).toBe(absolute(inLanguage(tag, '/resume.json')));
      // a language whose name or job title differ has its own picture, in its script and direction (Arabic too)
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      const words =
        tag === defaultTag
          ? {}
          : (
              (await import(`../fixtures/content/multilingual-owner/${tag}/profile.ts`)) as {
                profile: { name?: string; jobTitle?: string };
              }
            ).profile;
      const ownImage = Boolean(words.name || words.jobTitle);
      expect(image, `${tag}: og:image`).toBe(absolute(ownImage ? inLanguage(tag, '/og-image.png') : '/og-image.png'));
      expect((await request.get(new URL(image ?? '').pathname)).status(), `${tag}: og:image`).toBe(200);
    }
  });

  for (const tag of languages) {
    test(`axe finds nothing on the ${tag} pages`, async ({ page }) => {
      for (const path of ['/', '/blog']) {
        await page.goto(at(inLanguage(tag, path)));
        await settleAnimations(page);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(
          results.violations.map(
            (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          ),
          inLanguage(tag, path),
        ).toEqual([]);
      }
    });
  }

  for (const theme of ['dark', 'light'] as const) {
    test(`right to left at 320 px in the ${theme} theme: mirrored, nothing wider than the window`, async ({ page }) => {
      const tag = languages.find((candidate) => new Intl.Locale(candidate).maximize().script === 'Arab') ?? '';
      await page.setViewportSize({ width: 320, height: 720 });
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      for (const path of ['/', '/blog']) {
        await page.goto(at(inLanguage(tag, path)));
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          inLanguage(tag, path),
        ).toBeLessThanOrEqual(320);
        // words left in the default language keep its direction (an English sentence ends on the right)
        const marks = await page
          .locator(`main [lang="${defaultTag}"]`)
          .evaluateAll((elements) =>
            elements
              .filter((element) => element.textContent?.trim())
              .map((element) => getComputedStyle(element).direction),
          );
        expect(marks.length, `${inLanguage(tag, path)}: the fixture leaves words untranslated`).toBeGreaterThan(0);
        expect(new Set(marks)).toEqual(new Set(['ltr']));
        // mirrored: the intro's text starts at the right edge
        const align = await page
          .locator('main h1')
          .first()
          .evaluate((element) => getComputedStyle(element).direction);
        expect(align).toBe('rtl');
      }
    });
  }
});
