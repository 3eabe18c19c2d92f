import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { hydrationData } from './hydration-data';
import { SUB_PATH } from '../../tests/support/sub-path';

const at = (path: string) => new URL(path, 'https://example.org') as unknown as Location;

const routes: RouteObject[] = [
  {
    path: '/',
    children: [
      { index: true },
      { id: 'list', path: 'blog', loader: () => ({ posts: ['a'] }) },
      { id: 'post', path: 'blog/:slug', loader: async ({ params }) => ({ slug: params.slug }) },
      { path: 'broken', id: 'broken', loader: () => Promise.reject(new Error('chunk gone')) },
      { path: 'anonymous', loader: () => 1 },
      { id: 'lazy', path: 'lazy', lazy: async () => ({ loader: () => 'from a lazy route', Component: () => null }) },
      { path: 'lazy-page', lazy: async () => ({ Component: () => null }) },
    ],
  },
];

describe('hydration data', () => {
  it('is nothing for a page whose routes have no loader: it hydrates at once', () => {
    expect(hydrationData(routes, at('/'))).toBeUndefined();
  });

  it("is the matched loaders' data, by route id, with the URL's params", async () => {
    expect(await hydrationData(routes, at('/blog'))).toEqual({ loaderData: { list: { posts: ['a'] } } });
    expect(await hydrationData(routes, at('/blog/first-post'))).toEqual({
      loaderData: { post: { slug: 'first-post' } },
    });
  });

  it('matches the routes under the base path of a site that lives in a sub-path', async () => {
    expect(await hydrationData(routes, at(`${SUB_PATH}blog/first-post`), SUB_PATH.slice(0, -1))).toEqual({
      loaderData: { post: { slug: 'first-post' } },
    });
    expect(hydrationData(routes, at(SUB_PATH), SUB_PATH.slice(0, -1))).toBeUndefined();
  });

  it('resolves a matched lazy route first (its component then renders at once), and runs the loader it brings', async () => {
    expect(await hydrationData(routes, at('/lazy'))).toEqual({ loaderData: { lazy: 'from a lazy route' } });
    const lazyPage = routes[0]!.children!.find((route) => route.path === 'lazy-page')!;
    expect(await hydrationData(routes, at('/lazy-page'))).toEqual({ loaderData: {} });
    expect(lazyPage.lazy).toBeUndefined();
    expect(typeof lazyPage.Component).toBe('function');
  });

  it('fails when a loader fails (the page then stays as prerendered), or when a loader route has no id', async () => {
    await expect(hydrationData(routes, at('/broken'))).rejects.toThrow('chunk gone');
    await expect(hydrationData(routes, at('/anonymous'))).rejects.toThrow(/no id/);
  });
});
