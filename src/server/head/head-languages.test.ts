// @vitest-environment jsdom
// (the test reads the HTML and XML it checks with the DOM's parsers)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/ui/language';
import { siteLanguages } from '../site-languages';
import type { PostSummary } from '@/shared/posts/post-summary';
import { headTags } from './head-tags';
import { siteFiles } from './site-files';
import { SUB_PATH } from '../../../tests/support/sub-path';

// A site in three languages, whatever the content: the content's words in English at the root, the
// same words marked as another language's under /pt-br and /ar (each with texts of its own, so a
// head in the wrong language shows), on a GitHub Pages project site, so a URL without the base path shows.

vi.mock('virtual:site', async () => {
  // (a factory runs before the file's imports: it imports what it needs)
  const { SUB_PATH } = await import('../../../tests/support/sub-path');
  return { site: { url: `https://example.org${SUB_PATH}`, hsts: { includeSubDomains: false, preload: false } } };
});
vi.mock('virtual:languages', async () => {
  const [{ default: texts }, { profile }, { experience }, { research }, { projects }, { technologies }, { blog }] =
    await Promise.all([
      import('@/shared/i18n/texts/en'),
      import('@/content/profile'),
      import('@/content/experience'),
      import('@/content/research'),
      import('@/content/projects'),
      import('@/content/technologies'),
      import('@/content/blog'),
    ]);
  const words = { profile, experience, research, projects, technologies, blog };
  const shared = { file: 'og-image.png', alt: `${profile.name}, ${profile.jobTitle}` };
  const other = (tag: string, prefix: string, dir: 'ltr' | 'rtl') => {
    const own = {
      ...profile,
      name: `${profile.name} (${tag})`,
      jobTitle: `${profile.jobTitle} (${tag})`,
      welcome: `Welcome (${tag}).`,
    };
    return {
      tag,
      prefix,
      dir,
      ownName: tag,
      texts: {
        ...texts,
        blogTitle: `Blog (${tag})`,
        resumeOf: (name: string) => `${name} (${tag} JSON Resume)`,
        postsDescription: () => `Posts (${tag}).`,
      },
      names: {},
      words: { ...words, profile: own },
      fallbacks: new Set<string>(),
      resumePdf: dir === 'ltr',
      // the third language takes the default language's résumé and picture, as one in a script no font draws would
      previewImage: dir === 'ltr' ? { file: `${prefix}/og-image.png`, alt: `${own.name}, ${own.jobTitle}` } : shared,
    };
  };
  const english = {
    tag: 'en',
    prefix: '',
    dir: 'ltr' as const,
    ownName: 'English',
    texts,
    names: {},
    words,
    fallbacks: new Set<string>(),
    resumePdf: true,
    previewImage: shared,
  };
  const { languagesModule } = await import('../../../tests/support/more-languages');
  return languagesModule([english, other('pt-BR', 'pt-br', 'ltr'), other('ar', 'ar', 'rtl')]);
});
beforeEach(() => vi.stubEnv('BASE_URL', SUB_PATH));
afterEach(() => vi.unstubAllEnvs());

const [english, portuguese, arabic] = siteLanguages as [Language, Language, Language];
const url = (path: string) => `https://example.org${SUB_PATH}${path.replace(/^\//, '')}`;

const post = (slug: string, language: Language): PostSummary => ({
  slug,
  language: language.tag,
  title: `${slug} in ${language.tag}`,
  date: '2025-03-10',
  dateText: 'unused',
  summary: `Summary of ${slug}.`,
  tags: [],
  readingMinutes: 1,
  draft: false,
});
// a post in English and Portuguese, one in Portuguese alone; Arabic has none
const posts = [post('both', english), post('both', portuguese), post('only-pt', portuguese)];
const prerendered = [
  '/',
  '/blog',
  '/pt-br',
  '/pt-br/blog',
  '/ar',
  '/ar/blog',
  '/blog/both',
  '/pt-br/blog/both',
  '/pt-br/blog/only-pt',
];

const parse = (html: string) => new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html');
const head = (path: string) =>
  parse(headTags({ title: `Title of ${path}`, description: 'D.' }, { path, posts, prerendered }));
const alternates = (doc: Document) =>
  [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]);
const content = (doc: Document, selector: string) => doc.querySelector(selector)?.getAttribute('content');
const contents = (doc: Document, selector: string) =>
  [...doc.querySelectorAll(selector)].map((meta) => meta.getAttribute('content'));

describe('the head of a page in a site of several languages', () => {
  it('links every version of the page that exists, itself included, by absolute URL, and the default one as x-default', () => {
    expect(alternates(head('/pt-br/blog'))).toEqual([
      ['en', url('/blog')],
      ['pt-BR', url('/pt-br/blog')],
      ['ar', url('/ar/blog')],
      ['x-default', url('/blog')],
    ]);
    // a post without an Arabic version links none
    expect(alternates(head('/blog/both'))).toEqual([
      ['en', url('/blog/both')],
      ['pt-BR', url('/pt-br/blog/both')],
      ['x-default', url('/blog/both')],
    ]);
    // no version in the default language: no x-default
    expect(alternates(head('/pt-br/blog/only-pt'))).toEqual([['pt-BR', url('/pt-br/blog/only-pt')]]);
  });

  it('is linked back by each version it links (the same set from every version), and its canonical URL is itself', () => {
    for (const path of prerendered) {
      const own = alternates(head(path));
      expect(head(path).querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url(path));
      expect(own.map(([, href]) => href)).toContain(url(path));
      for (const [hreflang, href] of own) {
        if (hreflang === 'x-default') continue;
        const other = prerendered.find((candidate) => url(candidate) === href)!;
        expect(alternates(head(other)), `${path} → ${other}`).toEqual(own);
      }
    }
  });

  it('names its locale and the locales of its other versions', () => {
    expect(content(head('/pt-br'), 'meta[property="og:locale"]')).toBe('pt_BR');
    expect(contents(head('/pt-br'), 'meta[property="og:locale:alternate"]')).toEqual(['en_US', 'ar_EG']);
    expect(content(head('/blog/both'), 'meta[property="og:locale"]')).toBe('en_US');
    expect(contents(head('/blog/both'), 'meta[property="og:locale:alternate"]')).toEqual(['pt_BR']);
  });

  it('speaks its own language: site name, preview image and its text, manifest, the feed and the JSON Resume of its language', () => {
    const doc = head('/pt-br/blog');
    const { profile } = portuguese.words;
    expect(content(doc, 'meta[property="og:site_name"]')).toBe(profile.name);
    expect(content(doc, 'meta[property="og:image"]')).toBe(url('/pt-br/og-image.png'));
    expect(content(doc, 'meta[property="og:image:alt"]')).toBe(`${profile.name}, ${profile.jobTitle}`);
    expect(content(doc, 'meta[name="twitter:image:alt"]')).toBe(`${profile.name}, ${profile.jobTitle}`);
    expect(doc.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(`${SUB_PATH}pt-br/site.webmanifest`);
    // a language whose picture is the default language's: its alt says what that picture shows
    const arabicHead = head('/ar');
    expect(content(arabicHead, 'meta[property="og:image"]')).toBe(url('/og-image.png'));
    expect(content(arabicHead, 'meta[property="og:image:alt"]')).toBe(
      `${english.words.profile.name}, ${english.words.profile.jobTitle}`,
    );
    const feed = doc.querySelector('link[rel="alternate"][type="application/rss+xml"]');
    expect([feed?.getAttribute('href'), feed?.getAttribute('title')]).toEqual([
      url('/pt-br/rss.xml'),
      `${portuguese.texts.blogTitle} · ${profile.name}`,
    ]);
    const resume = doc.querySelector('link[rel="alternate"][type="application/json"]');
    expect([resume?.getAttribute('href'), resume?.getAttribute('title')]).toEqual([
      url('/pt-br/resume.json'),
      portuguese.texts.resumeOf(profile.name),
    ]);
    // the default language's at the root, as a site of one language has them
    const root = head('/');
    expect(root.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href')).toBe(
      url('/rss.xml'),
    );
    expect(root.querySelector('link[rel="alternate"][type="application/json"]')?.getAttribute('href')).toBe(
      url('/resume.json'),
    );
    // a language without posts links no feed
    expect(head('/ar').querySelector('link[rel="alternate"][type="application/rss+xml"]')).toBeNull();
  });

  it('of a language’s single-page shell: in that language, with no address and no versions', () => {
    const shell = parse(headTags(null, { path: null, posts, prerendered, language: arabic }));
    expect(shell.title).toBe(arabic.words.profile.name);
    expect(content(shell, 'meta[property="og:locale"]')).toBe('ar_EG');
    expect(alternates(shell)).toEqual([]);
    expect(shell.querySelector('link[rel="canonical"]')).toBeNull();
    expect(shell.querySelector('link[rel="alternate"][type="application/json"]')?.getAttribute('href')).toBe(
      url('/ar/resume.json'),
    );
  });
});

describe('the site files of a site in several languages', () => {
  // made in each test, under the base path stubbed for it
  let files: Record<string, string> = {};
  beforeEach(() => {
    files = siteFiles(prerendered, posts);
  });
  const xml = (text: string) => new DOMParser().parseFromString(text, 'application/xml');

  it('list each page in the sitemap with each of its versions, itself and x-default included', () => {
    const sitemap = xml(files['sitemap.xml']!);
    expect(sitemap.querySelector('parsererror')).toBeNull();
    const XHTML = 'http://www.w3.org/1999/xhtml';
    const entries = [...sitemap.getElementsByTagName('url')].map((entry) => ({
      loc: entry.getElementsByTagName('loc')[0]?.textContent,
      versions: [...entry.getElementsByTagNameNS(XHTML, 'link')].map((link) => [
        link.getAttribute('rel'),
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    }));
    expect(entries.map((entry) => entry.loc)).toEqual(prerendered.map(url));
    for (const path of prerendered) {
      const entry = entries.find((candidate) => candidate.loc === url(path))!;
      // the same versions as the page's head names
      expect(entry.versions).toEqual(alternates(head(path)).map(([hreflang, href]) => ['alternate', hreflang, href]));
    }
  });

  it('have a feed per language with posts, each in its language, with its own posts and links', () => {
    expect(
      Object.keys(files)
        .filter((name) => name.endsWith('rss.xml'))
        .sort(),
    ).toEqual(['pt-br/rss.xml', 'rss.xml']);
    const feed = (name: string) => {
      const doc = xml(files[name]!);
      return {
        language: doc.querySelector('channel > language')?.textContent,
        title: doc.querySelector('channel > title')?.textContent,
        link: doc.querySelector('channel > link')?.textContent,
        self: doc.querySelector('channel > *|link[rel="self"]')?.getAttribute('href'),
        items: [...doc.querySelectorAll('item > link')].map((link) => link.textContent),
      };
    };
    expect(feed('rss.xml')).toEqual({
      language: 'en',
      title: `${english.texts.blogTitle} · ${english.words.profile.name}`,
      link: url('/blog'),
      self: url('/rss.xml'),
      items: [url('/blog/both')],
    });
    expect(feed('pt-br/rss.xml')).toEqual({
      language: 'pt-BR',
      title: `${portuguese.texts.blogTitle} · ${portuguese.words.profile.name}`,
      link: url('/pt-br/blog'),
      self: url('/pt-br/rss.xml'),
      items: [url('/pt-br/blog/both'), url('/pt-br/blog/only-pt')],
    });
    expect(xml(files['pt-br/rss.xml']!).querySelector('channel > description')?.textContent).toBe('Posts (pt-BR).');
  });

  it('have a web manifest per language, in its words, language and direction, opening at its home page, over the whole site', () => {
    expect(
      Object.keys(files)
        .filter((name) => name.endsWith('site.webmanifest'))
        .sort(),
    ).toEqual(['ar/site.webmanifest', 'pt-br/site.webmanifest', 'site.webmanifest']);
    const manifest = (name: string) => JSON.parse(files[name]!) as Record<string, unknown>;
    for (const [name, language, start] of [
      ['site.webmanifest', english, SUB_PATH],
      ['pt-br/site.webmanifest', portuguese, `${SUB_PATH}pt-br`],
      ['ar/site.webmanifest', arabic, `${SUB_PATH}ar`],
    ] as const) {
      const { profile } = language.words;
      expect(manifest(name), name).toMatchObject({
        name: `${profile.name} · ${profile.tagline}`,
        short_name: profile.name,
        description: profile.welcome,
        lang: language.tag,
        dir: language.dir,
        start_url: start,
        scope: SUB_PATH,
      });
    }
    expect(manifest('ar/site.webmanifest').icons).toEqual(manifest('site.webmanifest').icons);
  });
});
