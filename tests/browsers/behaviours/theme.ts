import { strict as assert } from 'node:assert';
import { eventually, firstFrame, focus, open, pageFrames, press, reload, settle } from '../actions';
import type { Behaviour } from '../behaviour';
import type { BrowserPage } from '../browser';

const THEME_TOGGLE = { css: 'header button[aria-label^="Switch to"]' };

const themeState = (page: BrowserPage) =>
  page.evaluate(() => {
    const brightness = (rgb: string) => {
      const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).map(Number);
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const toggle = document.querySelector('header button[aria-label^="Switch to"]');
    // a card the pointer is not over (a hovered card has its own background)
    const card = Array.from(document.querySelectorAll('main article')).find((article) => !article.matches(':hover'));
    return {
      theme: document.documentElement.dataset.theme,
      saved: localStorage.getItem('theme'),
      title: toggle?.getAttribute('title'),
      label: toggle?.getAttribute('aria-label'),
      focused: !!toggle && document.activeElement === toggle,
      // text against the page: light text on a dark page, or dark text on a light one
      text: brightness(getComputedStyle(document.body).color),
      page: brightness(getComputedStyle(document.documentElement).backgroundColor),
      card: card ? getComputedStyle(card).backgroundColor : null,
    };
  }, null);

/**
 * The theme's colours once they have stopped changing (cards fade to a new theme's colours): no
 * transition runs any more, and the colours read the same across a few frames of the page.
 */
async function settledTheme(page: BrowserPage): ReturnType<typeof themeState> {
  await settle(page);
  let previous = await themeState(page);
  for (let tries = 0; tries < 20; tries += 1) {
    await pageFrames(page, 3);
    const next = await themeState(page);
    if (JSON.stringify(next) === JSON.stringify(previous)) return next;
    previous = next;
  }
  return previous;
}

/** The theme toggle, and the theme on every route and reload from the first frame. */
export const theme: Behaviour = {
  name: 'theme: starts dark; the toggle switches to light and back, by pointer and by keyboard (Space, Enter); the choice holds on every route and survives reloads from the first frame',
  async run({ page, size }) {
    await open(page, '/');
    const dark = await settledTheme(page);
    assert.deepEqual([dark.theme, dark.title, dark.label], ['dark', 'Switch to Light Mode', 'Switch to Light Mode']);
    assert.ok(dark.text > dark.page, 'light text on the dark theme');

    await press(page, THEME_TOGGLE, size);
    await eventually(async () => assert.equal((await themeState(page)).theme, 'light'));
    const light = await settledTheme(page);
    assert.deepEqual([light.saved, light.title, light.label], ['light', 'Switch to Dark Mode', 'Switch to Dark Mode']);
    assert.ok(light.text < light.page, 'dark text on the light theme');
    if (light.card !== null) assert.notEqual(light.card, dark.card, 'cards change colour with the theme');

    await reload(page);
    assert.equal(
      (await firstFrame(page, '/'))?.theme,
      'light',
      'the reloaded page is light from its first frame (no dark flash)',
    );
    const reloaded = await settledTheme(page);
    assert.deepEqual(
      [reloaded.theme, reloaded.title, reloaded.text, reloaded.page, reloaded.card],
      ['light', 'Switch to Dark Mode', light.text, light.page, light.card],
      'the reloaded page has the light colours',
    );

    // the same theme on another route, from its first frame
    await open(page, '/blog/some-post');
    assert.equal(
      (await firstFrame(page, '/blog/some-post'))?.theme,
      'light',
      'another route is light from its first frame',
    );
    // the toggle's title follows once the app has read the theme from the document (after hydration)
    await eventually(async () => {
      const state = await themeState(page);
      assert.deepEqual([state.theme, state.title], ['light', 'Switch to Dark Mode']);
    });

    // the keyboard: Space, then Enter
    await focus(page, THEME_TOGGLE);
    await page.press('Space');
    await eventually(async () => assert.equal((await themeState(page)).theme, 'dark'));
    const spaced = await themeState(page);
    assert.deepEqual(
      [spaced.saved, spaced.title, spaced.focused],
      ['dark', 'Switch to Light Mode', true],
      'Space switches to dark and keeps focus on the toggle',
    );
    await reload(page);
    assert.equal((await firstFrame(page, '/blog/some-post'))?.theme, 'dark');
    assert.equal((await themeState(page)).theme, 'dark');
    await focus(page, THEME_TOGGLE);
    await page.press('Enter');
    await eventually(async () => assert.equal((await themeState(page)).title, 'Switch to Dark Mode'));
    await reload(page);
    assert.equal((await firstFrame(page, '/blog/some-post'))?.theme, 'light');
    assert.equal((await themeState(page)).theme, 'light');
  },
};
