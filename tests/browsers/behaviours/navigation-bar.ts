import { strict as assert } from 'node:assert';
import { profile } from '../../support/site-content';
import { eventually, HOME, open, pathOf, press, settle, textOf, waitForElement } from '../actions';
import type { Behaviour } from '../behaviour';
import type { BrowserPage } from '../browser';
import { MENU, menuState } from './menu-state';

/** Where the open menu lies against its button: below it, right edges aligned, and on top of the page there. */
const menuPlacement = (page: BrowserPage) =>
  page.evaluate(() => {
    const button = document.querySelector('header button[aria-label="Menu"]')!;
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    const [from, to] = [button.getBoundingClientRect(), list.getBoundingClientRect()];
    const top = document.elementFromPoint(to.left + to.width / 2, to.top + to.height / 2);
    return {
      gap: Math.round(to.top - from.bottom),
      rightEdges: Math.round(to.right - from.right),
      onTop: !!top && list.contains(top),
    };
  }, null);

/** The navigation bar: the logo or the name's initials leading home, and where the menu opens. */
export const navigationBar: Behaviour = {
  name: "navigation bar: the 60x40 logo (or, without one, the name's initials) leads home; the menu opens 12rem wide, inside the window, under its button and above the page",
  async run({ page, size }) {
    await open(page, '/blog');
    const home = await page.evaluate(async () => {
      const link = document.querySelector('header a');
      const image = link?.querySelector('img');
      const box = (image ?? link)?.getBoundingClientRect();
      return {
        width: Math.round(box?.width ?? 0),
        height: Math.round(box?.height ?? 0),
        decoded: image
          ? await image.decode().then(
              () => true,
              () => false,
            )
          : null,
        name: image ? image.alt : link?.getAttribute('aria-label'),
        shown: image ? null : link?.textContent?.trim(),
      };
    }, null);
    if (profile.logo) {
      assert.deepEqual(
        home,
        { width: 60, height: 40, decoded: true, name: `${profile.name}, home`, shown: null },
        'the logo: 60x40 CSS px, and its image decodes',
      );
    } else {
      // the first letters of the name's first two words
      const initials = profile.name
        .split(/\s+/)
        .slice(0, 2)
        .map((word) => Array.from(word)[0]!.toLocaleUpperCase())
        .join('');
      assert.deepEqual(
        home,
        { width: 60, height: 40, decoded: null, name: `${profile.name}, home`, shown: initials },
        "without a logo: the name's initials in a 60x40 CSS px link",
      );
    }
    const button = await page.evaluate(() => {
      const menu = document.querySelector('header button[aria-label="Menu"]');
      const list = document.getElementById(menu?.getAttribute('aria-controls') ?? '');
      return { title: menu?.getAttribute('title'), expanded: String(!!list?.matches(':popover-open')) };
    }, null);
    assert.deepEqual(button, { title: 'Menu', expanded: 'false' });

    await press(page, MENU, size);
    await eventually(async () => assert.equal((await menuState(page)).expanded, 'true'));
    // which entries it lists, in what order and leading where: src/features/nav/menu-links.test.ts
    const opened = await menuState(page);
    assert.ok(opened.entries && opened.entries.length > 0, 'the open menu shows its entries');
    assert.equal(Math.round(opened.listWidth), 12 * 16, 'the menu is 12rem wide');
    assert.ok(opened.inside, 'the menu lies inside the window');
    await settle(page); // it slides down into place
    assert.deepEqual(
      await menuPlacement(page),
      { gap: 8, rightEdges: 0, onTop: true },
      'the menu opens 0.5rem under its button, right-aligned with it, above the page',
    );

    await press(page, { css: 'header a', index: 0 }, size);
    await waitForElement(page, HOME);
    assert.equal(await pathOf(page), '/', 'the logo leads home');
    assert.equal(await textOf(page, 'main h1'), `Hi, I'm ${profile.name}`);
  },
};
