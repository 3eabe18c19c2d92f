import { afterEach, describe, expect, it } from 'vitest';
import { loadStylesheets } from './page-stylesheets';

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
afterEach(() => links().forEach((link) => link.remove()));

describe("a page's own stylesheets (a post's, a project story's), reached inside the app", () => {
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
