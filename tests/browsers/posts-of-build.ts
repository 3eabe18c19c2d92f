import { open } from './actions';
import type { BehaviourContext } from './behaviour';
import type { BrowserPage } from './browser';

// The posts of the build under test, found as a visitor finds them (the feed every page links), so
// the posts' behaviours hold for any owner's posts and skip on a site without such a post.

/** The posts of the build whose page holds `marker` (found through the feed's links), newest first. */
const postsWith = (page: BrowserPage, marker: string) =>
  page.evaluate(async (wanted: string) => {
    // a site with posts links its feed from every page (by the site's own address: asked here of this server); one
    // without has neither
    const href = document.querySelector<HTMLLinkElement>('link[rel="alternate"][type="application/rss+xml"]')?.href;
    if (!href) return [];
    const feed = await fetch(new URL(href).pathname);
    if (!feed.ok) return [];
    const links = [
      ...new DOMParser().parseFromString(await feed.text(), 'application/xml').querySelectorAll('item > link'),
    ].map((link) => new URL(link.textContent ?? '').pathname);
    const found: string[] = [];
    for (const path of links) if ((await (await fetch(path)).text()).includes(wanted)) found.push(path);
    return found;
  }, marker);

export async function postsOrSkip({ page, skip }: BehaviourContext, marker: string, what: string): Promise<string[]> {
  await open(page, '/');
  const paths = await postsWith(page, marker);
  if (paths.length === 0) skip(`the build has no post with ${what}`);
  return paths;
}
