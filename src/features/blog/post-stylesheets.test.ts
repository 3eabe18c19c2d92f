import { afterEach, describe, expect, it } from 'vitest';
import { defaultLanguage as language } from '@/ui/language';
import type { PostSummary } from '@/shared/posts/post-summary';
import { loadStylesheets, withPostStylesheets } from './post-stylesheets';

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
afterEach(() => links().forEach((link) => link.remove()));

describe("a post's own stylesheets, reached inside the app", () => {
  it('are linked in the head, and the post waits until each has loaded or failed', async () => {
    let settled = false;
    const loading = loadStylesheets(['/assets/post-math-1.css', '/assets/post-notebook-2.css']).then(
      () => (settled = true),
    );
    const [math, notebook] = links();
    expect([math?.getAttribute('href'), notebook?.getAttribute('href')]).toEqual([
      '/assets/post-math-1.css',
      '/assets/post-notebook-2.css',
    ]);
    math?.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(settled).toBe(false);
    // a stylesheet that does not arrive holds nothing back: the post shows without it
    notebook?.dispatchEvent(new Event('error'));
    await loading;
    expect(settled).toBe(true);
  });

  it('are not linked twice (the prerendered page has them in its head already)', async () => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet' });
    link.setAttribute('href', '/assets/post-math-1.css');
    document.head.append(link);
    await loadStylesheets(['/assets/post-math-1.css']);
    expect(links()).toHaveLength(1);
  });
});

describe("a post's head", () => {
  const post = {
    slug: 'a',
    language: language.tag,
    title: 'A',
    date: '2025-03-10',
    dateText: 'March 10, 2025',
    summary: 'S.',
    tags: [],
    readingMinutes: 1,
    draft: false,
  } satisfies PostSummary;
  const head = withPostStylesheets(() => ({ title: 'A' }));
  const route = (data: unknown) => ({ params: { slug: 'a' }, data, language });

  it('links the stylesheets only the post needs (its math, a notebook), and none for a post without, or a slug with no post', () => {
    const stylesheets = ['/assets/post-math-1.css', '/assets/post-notebook-2.css'];
    expect(head(route({ post, html: '', stylesheets }))).toEqual({ title: 'A', stylesheets });
    expect(head(route({ post, html: '', stylesheets: [] }))).toEqual({ title: 'A' });
    expect(head(route({ post: null }))).toEqual({ title: 'A' });
    expect(head(route(undefined))).toEqual({ title: 'A' });
  });
});
