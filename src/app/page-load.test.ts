import { describe, expect, it, vi } from 'vitest';
import type * as LanguagesModule from 'virtual:languages';
import { languages } from '@/ui/language';
import { ChunkLoadError, PageNotFound, PageRedirect, type PageModule, type PageRoute } from '@/ui/page-route';
import { loadPage, matchPage, pathInsideSite } from './page-load';

// What the router shows for an address, on a site in three languages (tests/support/more-languages.ts)
// whose Arabic chunk does not arrive, and on a route table of the test's own.
vi.mock('virtual:languages', async (importOriginal) => {
  const { languagesModule, withMoreLanguages, wholeLanguages } = await import('../../tests/support/more-languages');
  const module = languagesModule(
    withMoreLanguages(await wholeLanguages(await importOriginal<typeof LanguagesModule>())),
  );
  return {
    ...module,
    importLanguage: {
      ...module.importLanguage,
      ar: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    },
  };
});

const [english, portuguese] = languages;
const Page = () => null;
const page = (module: Partial<PageModule> = {}): PageModule => ({
  Component: Page,
  head: () => ({ title: 't' }),
  ...module,
});
const routes: PageRoute[] = [
  { path: '/', page: () => page() },
  { path: '/posts/:slug', page: async () => page({ load: async ({ params }) => ({ slug: params.slug }) }) },
  { path: '/posts/tags/:tag', page: async () => page({ load: async ({ params }) => params.tag }) },
  { path: '/moved', page: () => page({ load: () => Promise.reject(new PageRedirect('/posts/here')) }) },
  { path: '/gone', page: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) },
  { path: '/data-gone', page: () => page({ load: () => Promise.reject(new ChunkLoadError('Its data', 'a 404')) }) },
  { path: '/broken', page: () => page({ load: () => Promise.reject(new Error('model weights missing')) }) },
  // a page this site does not have (a tag's page on a site without posts): its chunk holds no module for it
  { path: '/absent/:slug', page: async () => undefined },
];

describe('the path inside the site', () => {
  it('is the address without the base path, which it matches in any case, as React Router does', () => {
    expect(pathInsideSite('/blog', '/')).toBe('/blog');
    expect(pathInsideSite('/portfolio/blog', '/portfolio')).toBe('/blog');
    expect(pathInsideSite('/portfolio', '/portfolio')).toBe('/');
    expect(pathInsideSite('/Portfolio/blog', '/portfolio')).toBe('/blog');
    expect(pathInsideSite('/portfolios/blog', '/portfolio')).toBeNull();
    expect(pathInsideSite('/other', '/portfolio')).toBeNull();
  });
});

describe('the route of an address', () => {
  it('is matched in every language’s folder, the most specific first, its parameters decoded', () => {
    expect(matchPage(routes, '/posts/tags/%E6%A9%9F%E6%A2%B0%E5%AD%A6%E7%BF%92')).toEqual({
      route: routes[2],
      params: { tag: '機械学習' },
    });
    expect(matchPage(routes, '/pt-br/posts/a-post')?.params).toEqual({ slug: 'a-post' });
    expect(matchPage(routes, '/PT-BR/')?.route).toBe(routes[0]);
    expect(matchPage(routes, '/posts')).toBeUndefined();
  });
});

describe('a page loaded', () => {
  it('is its route’s module with what its load fetched, in the language of its folder', async () => {
    expect(await loadPage(routes, '/pt-br/posts/a-post')).toMatchObject({
      status: 'shown',
      language: { tag: portuguese!.tag },
      params: { slug: 'a-post' },
      data: { slug: 'a-post' },
    });
    expect(await loadPage(routes, '/')).toMatchObject({ status: 'shown', language: { tag: english!.tag } });
  });

  it('is the error screen’s 404 for an address no route has, in the language of its folder', async () => {
    const loaded = await loadPage(routes, '/pt-br/nothing/here');
    expect(loaded).toMatchObject({ status: 'error', language: { tag: portuguese!.tag } });
    expect(loaded.status === 'error' && loaded.error).toBeInstanceOf(PageNotFound);
  });

  it('is the error screen’s 404 where its route’s chunk has no module for it', async () => {
    const loaded = await loadPage(routes, '/pt-br/absent/a-post');
    expect(loaded).toMatchObject({ status: 'error', language: { tag: portuguese!.tag } });
    expect(loaded.status === 'error' && loaded.error).toBeInstanceOf(PageNotFound);
  });

  it('leads where its route’s load redirects', async () => {
    expect(await loadPage(routes, '/moved')).toEqual({ status: 'redirect', to: '/posts/here' });
  });

  it('says so when a chunk does not arrive: its module’s, or its data’s', async () => {
    for (const path of ['/gone', '/data-gone']) {
      const loaded = await loadPage(routes, path);
      expect(loaded, path).toMatchObject({ status: 'unloaded', language: { tag: english!.tag } });
      expect(loaded.status === 'unloaded' && loaded.error, path).toBeInstanceOf(ChunkLoadError);
    }
  });

  it('is the error screen, with the error, when its load fails otherwise', async () => {
    const loaded = await loadPage(routes, '/broken');
    expect(loaded).toMatchObject({ status: 'error', error: new Error('model weights missing') });
  });

  it('without its language’s chunk, says so in the language of the page before, or fails the first page', async () => {
    const before = await loadPage(routes, '/');
    if (before.status !== 'shown') throw new Error('the home page did not load');
    const loaded = await loadPage(routes, '/ar/posts/a-post', before.language);
    expect(loaded).toMatchObject({ status: 'unloaded', language: { tag: english!.tag } });
    expect(loaded.status === 'unloaded' && loaded.error).toBeInstanceOf(ChunkLoadError);
    await expect(loadPage(routes, '/ar')).rejects.toThrow('Failed to fetch dynamically imported module');
  });
});
