// The header's search and its dialog: what the search behaviours press and read, and what they look
// for, read from the build under test (its posts' pages, through the feed), so they hold for any posts.
import type { Target } from '../actions';
import { open } from '../actions';
import type { BehaviourContext } from '../behaviour';
import type { BrowserPage } from '../browser';

/** The header's search button, once the page is hydrated (before, and without JavaScript, a link to the blog). */
export const SEARCH_BUTTON: Target = { css: 'header button[aria-keyshortcuts]' };
/** An option of the open search's results, by its place. */
export const searchOption = (index: number): Target => ({ css: 'dialog[open] [role="option"]', index });

/** The search dialog and its combobox as assistive technology and a reader see them. */
export const searchState = (page: BrowserPage) =>
  page.evaluate(() => {
    const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
    const dialog = document.querySelector('dialog[open]');
    const field = dialog?.querySelector<HTMLInputElement>('input[role="combobox"]');
    const list = document.getElementById(field?.getAttribute('aria-controls') ?? '');
    const options = Array.from(list?.querySelectorAll('[role="option"]') ?? []);
    const active = field?.getAttribute('aria-activedescendant') ?? null;
    const box = dialog?.getBoundingClientRect();
    const focus = document.activeElement;
    return {
      open: !!dialog,
      modal: !!dialog?.matches(':modal'),
      label: dialog?.getAttribute('aria-label') ?? null,
      fieldFocused: !!field && focus === field,
      focusInside: !!dialog && dialog.contains(focus),
      value: field?.value ?? null,
      expanded: field?.getAttribute('aria-expanded') ?? null,
      listInDialog: !!list && !!dialog?.contains(list),
      listShown: !!list && !list.hidden && list.getBoundingClientRect().height > 0,
      options: options.map((option) => normalise(option.textContent)),
      activeIndex: options.findIndex((option) => option.id === active),
      selected: options.flatMap((option, index) => (option.getAttribute('aria-selected') === 'true' ? [index] : [])),
      status: normalise(dialog?.querySelector('[role="status"]')?.textContent),
      box: box ? { left: box.left, right: box.right, top: box.top, bottom: box.bottom } : null,
      viewport: { width: document.documentElement.clientWidth, height: innerHeight },
      overflow: getComputedStyle(document.body).overflowY,
      // for the failure message
      focus: `${focus?.tagName} ${focus?.getAttribute('aria-label') ?? normalise(focus?.textContent).slice(0, 30)}`,
    };
  }, null);

/** Where the page is: its path and hash, what has focus, and where the element the hash names is. */
export const placeState = (page: BrowserPage) =>
  page.evaluate(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    const place = id ? document.getElementById(id) : null;
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const box = place?.getBoundingClientRect();
    return {
      path: location.pathname,
      hash: location.hash,
      focused: !!place && document.activeElement === place,
      // below the sticky header, inside the window
      inView: !!box && box.top >= header - 1 && box.top < innerHeight,
      dialogOpen: !!document.querySelector('dialog[open]'),
      focus: `${document.activeElement?.tagName}#${document.activeElement?.id}`,
    };
  }, null);

/** A section of a post the search should lead to: its page, its heading's id and words, the post's title. */
export interface PostSection {
  path: string;
  id: string;
  heading: string;
  title: string;
}

/**
 * A section of one of the build's posts whose heading is plain words (what every driver types), found
 * through the feed the site links from every page; skips the behaviour on a build without search or
 * without such a section.
 */
export async function searchOrSkip({ page, skip }: BehaviourContext): Promise<PostSection> {
  await open(page, '/');
  const hasSearch = await page.evaluate(() => !!document.querySelector('header button[aria-keyshortcuts]'), null);
  if (!hasSearch) skip('the build has no search (no post)');
  const found = await page.evaluate(async () => {
    const href = document.querySelector<HTMLLinkElement>('link[rel="alternate"][type="application/rss+xml"]')?.href;
    if (!href) return null;
    const feed = new DOMParser().parseFromString(await (await fetch(new URL(href).pathname)).text(), 'application/xml');
    for (const link of feed.querySelectorAll('item > link')) {
      const path = new URL(link.textContent ?? '').pathname;
      const html = new DOMParser().parseFromString(await (await fetch(path)).text(), 'text/html');
      for (const heading of html.querySelectorAll('main article .post-content h2[id]')) {
        const words = Array.from(heading.childNodes)
          .filter((node) => !(node instanceof Element && node.classList.contains('heading-anchor')))
          .map((node) => node.textContent ?? '')
          .join('')
          .replace(/\s+/g, ' ')
          .trim();
        if (/^[A-Za-z][A-Za-z ]{5,40}$/.test(words) && words.split(' ').some((word) => word.length >= 5))
          return {
            path,
            id: heading.id,
            heading: words,
            title: (html.querySelector('main h1')?.textContent ?? '').trim(),
          };
      }
    }
    return null;
  }, null);
  return found ?? skip('no post of the build has a section headed with plain words');
}
