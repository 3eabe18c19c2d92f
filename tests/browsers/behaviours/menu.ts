import { strict as assert } from 'node:assert';
import { menuEntries } from '../../support/site-content';
import { eventually, focus, focused, HOME, open, pathOf, press, pressAt, waitForElement } from '../actions';
import type { Behaviour } from '../behaviour';
import { MENU, menuState } from './menu-state';

/** The menu: how it opens and closes, by pointer and keyboard, and its Blog entry. */
export const menu: Behaviour = {
  name: 'menu: the button toggles it; an outside press and Escape close it (focus back on the button); the keyboard walks its entries; Blog, by pointer and by keyboard, navigates and closes it',
  async run({ page, size }) {
    await open(page, '/');
    // the button opens and closes it
    await press(page, MENU, size);
    await eventually(async () => assert.equal((await menuState(page)).expanded, 'true'));
    await press(page, MENU, size);
    await eventually(async () =>
      assert.deepEqual(await menuState(page), { expanded: 'false', entries: null, listWidth: 0, inside: false }),
    );

    // an outside press (a click, a tap on a phone) on the page's heading, left of the open menu, closes it and presses
    // nothing else
    await press(page, MENU, size);
    await eventually(async () => assert.equal((await menuState(page)).expanded, 'true'));
    const heading = await page.evaluate(() => {
      const rect = document.querySelector('main h1')!.getBoundingClientRect();
      return { x: rect.left + 10, y: rect.top + rect.height / 2 };
    }, null);
    await pressAt(page, heading.x, heading.y, size);
    await eventually(async () =>
      assert.deepEqual(await menuState(page), { expanded: 'false', entries: null, listWidth: 0, inside: false }),
    );
    assert.equal(await pathOf(page), '/');

    // the keyboard: Enter opens it, Tab walks the entries in order, Shift+Tab goes back, Escape closes it
    await focus(page, MENU);
    await page.press('Enter');
    await eventually(async () => assert.equal((await menuState(page)).expanded, 'true'));
    const linkFocused = () =>
      page.evaluate(() => {
        const list = document.getElementById(
          document.querySelector('header button[aria-label="Menu"]')?.getAttribute('aria-controls') ?? '',
        );
        return Array.from(list?.querySelectorAll('a') ?? []).indexOf(document.activeElement as HTMLAnchorElement);
      }, null);
    for (let index = 0; index < menuEntries.length; index += 1) {
      await page.press('Tab');
      assert.equal(
        await linkFocused(),
        index,
        `Tab ${index + 1} focuses ${menuEntries[index]} (on ${await focused(page)})`,
      );
    }
    if (menuEntries.length > 1) {
      await page.press('Shift+Tab');
      assert.equal(await linkFocused(), menuEntries.length - 2, 'Shift+Tab goes back one entry');
    }
    await page.press('Escape');
    await eventually(async () =>
      assert.deepEqual(await menuState(page), { expanded: 'false', entries: null, listWidth: 0, inside: false }),
    );
    assert.equal(await focused(page), 'button: Menu', 'Escape gives focus back to the menu button');

    // Blog by pointer: this tab goes to /blog and the menu closes; Back returns home
    await press(page, MENU, size);
    await eventually(async () => assert.equal((await menuState(page)).expanded, 'true'));
    await press(page, { css: 'header ul a', text: 'Blog' }, size);
    await waitForElement(page, { css: 'main h1', text: 'Tech Blog' });
    assert.equal(await pathOf(page), '/blog');
    assert.equal((await menuState(page)).expanded, 'false', 'picking an entry closes the menu');
    await page.back();
    await waitForElement(page, HOME);
    assert.equal(await pathOf(page), '/');

    // Blog by keyboard
    await focus(page, MENU);
    await page.press('Enter');
    await eventually(async () => assert.equal((await menuState(page)).expanded, 'true'));
    await focus(page, { css: 'header ul a', text: 'Blog' });
    await page.press('Enter');
    await waitForElement(page, { css: 'main h1', text: 'Tech Blog' });
    assert.equal((await menuState(page)).expanded, 'false', 'picking an entry by keyboard closes the menu');
  },
};
