import { strict as assert } from 'node:assert';
import { blog as blogTexts, postPlaceholder } from '../../support/site-content';
import { HOME, open, pathOf, press, reload, textOf, waitForElement } from '../actions';
import type { Behaviour } from '../behaviour';

/** The blog page and a post not written yet: their words, links, and a reloaded deep link. */
export const blog: Behaviour = {
  name: "blog: /blog shows the placeholder and the owner's topics and leads home (Back and Forward too); a post names its slug as text, survives a reload of its deep link and leads back to /blog",
  async run({ page, size }) {
    await open(page, '/blog');
    const blog = await page.evaluate(() => {
      const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
      return {
        h1: text(document.querySelector('main h1')),
        h2: Array.from(document.querySelectorAll('main h2'), text),
        h3: Array.from(document.querySelectorAll('main h3'), text),
        body: text(document.querySelector('main')),
      };
    }, null);
    assert.equal(blog.h1, 'Tech Blog');
    assert.ok(blog.h2.includes('Coming Soon'), `a "Coming Soon" heading (${blog.h2.join(', ')})`);
    assert.ok(blog.body.includes(blogTexts.comingSoon), 'the placeholder says what the owner wrote');
    assert.deepEqual(
      blog.h3,
      blogTexts.topics.map(({ title }) => title),
    );
    await press(page, { css: 'main a', text: 'Back to Home' }, size);
    await waitForElement(page, HOME);
    assert.equal(await pathOf(page), '/');
    await page.back();
    await waitForElement(page, { css: 'main h1', text: 'Tech Blog' });
    await page.forward();
    await waitForElement(page, HOME);
    assert.equal(await pathOf(page), '/');

    await open(page, '/blog/some-post');
    const sentence = postPlaceholder('some-post');
    await waitForElement(page, { css: 'main p', text: sentence });
    assert.equal(await textOf(page, 'main h1'), 'Blog Post Coming Soon');
    // a deep link reloaded in place is answered by the server (an HTTP error would fail the test) and renders the same
    // post
    await reload(page);
    const navigation = await page.evaluate(() => {
      const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return { type: entry?.type, path: location.pathname };
    }, null);
    assert.deepEqual(
      navigation,
      { type: 'reload', path: '/blog/some-post' },
      'the deep link was reloaded from the server',
    );
    await waitForElement(page, { css: 'main p', text: sentence });
    assert.equal(await textOf(page, 'main h1'), 'Blog Post Coming Soon');

    // a slug is text, whatever it holds
    await open(page, '/blog/%3Cb%3Ebold%3C%2Fb%3E');
    await waitForElement(page, { css: 'main p', text: postPlaceholder('<b>bold</b>') });
    assert.equal(
      await page.evaluate(() => document.querySelectorAll('main b').length, null),
      0,
      'no markup from the slug',
    );

    await press(page, { css: 'main a', text: '← Back to all posts' }, size);
    await waitForElement(page, { css: 'main h1', text: 'Tech Blog' });
    assert.equal(await pathOf(page), '/blog');
  },
};
