import type { Behaviour } from './behaviour';
import { blog } from './behaviours/blog';
import { cardDialog } from './behaviours/card-dialog';
import { cardDialogKeyboard } from './behaviours/card-dialog-keyboard';
import { cardDialogScrollLock } from './behaviours/card-dialog-scroll-lock';
import { errorScreen } from './behaviours/error-screen';
import { fieldHiddenTab } from './behaviours/field-hidden-tab';
import { fieldReducedMotion } from './behaviours/field-reduced-motion';
import { fieldRenderers } from './behaviours/field-renderers';
import { fieldResize } from './behaviours/field-resize';
import { menu } from './behaviours/menu';
import { navigationBar } from './behaviours/navigation-bar';
import { phraseBreaks } from './behaviours/phrase-breaks';
import { routesStyled } from './behaviours/routes-styled';
import { searchKeyboard } from './behaviours/search-keyboard';
import { searchPointer } from './behaviours/search-pointer';
import { theme } from './behaviours/theme';

/**
 * The browser-facing behaviours of the site, each described once (one to a file in behaviours/) and
 * run in Chromium (Playwright, tests/e2e/cross-browser.spec.ts), Firefox and WebKit (Vitest,
 * firefox.test.ts and webkit.test.ts), at both window sizes, in this order. What they expect of the
 * owner's content (menu entries, card sections, links) comes from the content the build used
 * (tests/support/site-content.ts), so they hold for any owner. After every test the runner also
 * fails it on what the page, the driver and the test server saw (run.ts): console or page errors,
 * CSP violations, requests to other origins, HTTP errors, and a document whose stylesheet was not
 * applied at its first frame.
 */
export const behaviours: readonly Behaviour[] = [
  routesStyled,
  navigationBar,
  menu,
  theme,
  cardDialog,
  cardDialogKeyboard,
  cardDialogScrollLock,
  blog,
  errorScreen,
  fieldRenderers,
  fieldResize,
  fieldReducedMotion,
  fieldHiddenTab,
];

/**
 * The behaviours of a site with posts ("posts: …"), run on the build of the fixture posts
 * (`npm run test:browsers:posts`, and in Chromium tests/e2e-posts/cross-browser.spec.ts); a build
 * without posts skips them.
 */
export const postBehaviours: readonly Behaviour[] = [searchKeyboard, searchPointer];

/**
 * The behaviours of a site in Japanese or Chinese ("phrases: …"), run on the builds of the fixture owners that have
 * such a language (`npm run test:browsers:phrases`: korean-owner's Japanese, chinese-owner's Chinese; Chromium runs
 * the same in tests/e2e/phrase-breaks.spec.ts, on every owner's); a build without one skips them.
 */
export const phraseBehaviours: readonly Behaviour[] = [phraseBreaks];
