import { strict as assert } from 'node:assert';
import { open, pathOf, press, waitFor, waitForElement } from './actions';
import type { Behaviour } from './behaviour';
import { postsOrSkip } from './posts-of-build';

/**
 * How a reader moves through the posts, in every browser: a post's contents marking the section
 * scrolled to (two IntersectionObservers, no scroll handler), beside the text on a wide window and
 * above it on a phone; a tag's chip leading to its page. Which posts have contents or tags is read
 * from the build under test, so these hold for any posts; a build without such a post skips them.
 * The runner fails a test on any CSP violation, error or unstyled first frame.
 */

/** A post's contents: the navigation holding links to the headings of its text. */
const CONTENTS = 'main article nav[aria-labelledby]';

/** Whether the contents marks `id` as the section being read ("" for none); run in the page. */
const marking = (id: string) =>
  (
    document.querySelector('main article nav[aria-labelledby] a[aria-current="location"]')?.getAttribute('href') ?? '#'
  ).slice(1) === id;

export const postReadingBehaviours: readonly Behaviour[] = [
  {
    name: "posts: a post's contents marks the section scrolled to, down and back up, and the last one at the end; beside the text on a wide window, above it on a phone",
    async run(context) {
      const { page, size } = context;
      const paths = await postsOrSkip(context, '<nav aria-labelledby=', 'contents');
      // the post with the most sections
      const path = await page.evaluate(async (candidates: string[]) => {
        const counted = await Promise.all(
          candidates.map(async (candidate) => {
            const html = new DOMParser().parseFromString(await (await fetch(candidate)).text(), 'text/html');
            return { candidate, count: html.querySelectorAll('main article nav[aria-labelledby] a').length };
          }),
        );
        return counted.sort((a, b) => b.count - a.count)[0]?.candidate ?? '';
      }, paths);
      await open(page, path);
      const layout = await page.evaluate(() => {
        const rect = (css: string) => document.querySelector(css)!.getBoundingClientRect().toJSON() as DOMRect;
        return {
          contents: rect('main article nav[aria-labelledby]'),
          text: rect('main article .post-content'),
          rtl: document.documentElement.dir === 'rtl',
          ids: [...document.querySelectorAll('main article nav[aria-labelledby] a')].map(
            (link) => link.getAttribute('href')?.slice(1) ?? '',
          ),
          width: document.documentElement.scrollWidth,
        };
      }, null);
      assert.ok(layout.ids.length >= 3, `${path}: a contents of three sections or more (${layout.ids.join(', ')})`);
      if (size.width >= 1024) {
        const beside = layout.rtl
          ? layout.contents.right <= layout.text.left
          : layout.contents.left >= layout.text.right;
        assert.ok(beside, `beside the text (${JSON.stringify(layout.contents)}, ${JSON.stringify(layout.text)})`);
      } else {
        assert.ok(layout.contents.bottom <= layout.text.top, 'above the text');
      }
      assert.ok(layout.width <= size.width, `nothing wider than the window (${layout.width})`);

      const [first = '', second = '', last = ''] = [layout.ids[0], layout.ids[1], layout.ids.at(-1)];
      // at the top of the post, nothing read yet (or the first section, where it starts high on the window)
      assert.ok(
        (await page.evaluate(marking, '')) || (await page.evaluate(marking, first)),
        'no section marked above the first heading',
      );
      const scrollTo = (id: string) =>
        page.evaluate((target: string) => document.getElementById(target)?.scrollIntoView(), id);
      const marks = (id: string, why: string) =>
        waitFor(page, marking, id, { message: `the contents to mark "${id}" ${why}` });
      await scrollTo(second);
      await marks(second, 'scrolled down to it');
      await scrollTo(first);
      await marks(first, 'scrolled back up to it');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight), null);
      await marks(last, 'at the end of the post');
      await scrollTo(first);
      await marks(first, 'back up again, from the end');

      // the marking shows: another colour than the other entries, once the colours' short transition is over
      await scrollTo(second);
      await marks(second, 'scrolled down to it again');
      await waitFor(
        page,
        (css: string) => {
          const links = [...document.querySelectorAll(`${css} a`)];
          const marked = links.find((link) => link.getAttribute('aria-current') === 'location');
          const colour = marked && getComputedStyle(marked).color;
          return colour && links.every((link) => link === marked || getComputedStyle(link).color !== colour);
        },
        CONTENTS,
        { message: 'the marked entry in a colour of its own' },
      );
    },
  },
  {
    name: "posts: a post's tag leads to the tag's page, which lists its posts newest first, that post among them, and Back returns to it",
    async run(context) {
      const { page, size } = context;
      const [path = ''] = await postsOrSkip(context, '/blog/tags/', 'tags');
      await open(page, path);
      const chip = await page.evaluate(() => {
        const link = document.querySelector<HTMLAnchorElement>('main article header a[href*="/blog/tags/"]')!;
        return {
          text: (link.textContent ?? '').trim(),
          path: new URL(link.href).pathname,
          title: (document.querySelector('main h1')?.textContent ?? '').trim(),
        };
      }, null);
      await press(page, { css: 'main article header a[href*="/blog/tags/"]', text: chip.text }, size);
      await waitFor(page, (wanted: string) => location.pathname === wanted, chip.path, {
        message: `the page of the tag "${chip.text}"`,
      });
      await waitForElement(page, { css: 'main ol h2 a', text: chip.title });
      const listed = await page.evaluate(
        () =>
          [...document.querySelectorAll('main ol > li')].map((item) => ({
            date: item.querySelector('time')?.getAttribute('datetime') ?? '',
            // its chip of the tag shown, marked as the page shown
            marked: item.querySelectorAll('a[aria-current="page"]').length,
          })),
        null,
      );
      assert.ok(
        listed.every((item) => item.marked === 1),
        `each listed post has the tag (${JSON.stringify(listed)})`,
      );
      const dates = listed.map((item) => item.date);
      assert.deepEqual(dates, [...dates].sort().reverse(), 'newest first');
      await page.back();
      await waitForElement(page, { css: 'main h1', text: chip.title });
      assert.equal(await pathOf(page), path);
    },
  },
];
