// The header's menu: its button, and what a test reads of the menu it opens.
import type { BrowserPage } from '../browser';

export const MENU = { css: 'header button[aria-label="Menu"]' };

export const menuState = (page: BrowserPage) =>
  page.evaluate(() => {
    const button = document.querySelector('header button[aria-label="Menu"]');
    const list = document.getElementById(button?.getAttribute('aria-controls') ?? '');
    const box = list?.getBoundingClientRect();
    const shown = !!box && box.width > 0;
    return {
      // the popover's open state, which the browser exposes as the button's expanded state
      expanded: String(!!list?.matches(':popover-open')),
      entries:
        list && shown
          ? Array.from(list.querySelectorAll('a'), (a) =>
              (a.textContent ?? '').replace('(opens in a new tab)', '').trim(),
            )
          : null,
      listWidth: box?.width ?? 0,
      inside: shown && box.left >= 0 && box.right <= innerWidth,
    };
  }, null);
