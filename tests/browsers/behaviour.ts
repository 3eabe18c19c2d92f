// A behaviour of the site as every browser runs it: a test body written once against BrowserPage
// (browser.ts), registered with Vitest for Firefox and WebKit (suite.ts) and with Playwright for
// Chromium (tests/e2e/cross-browser.spec.ts). One behaviour to a file, in behaviours/.
import type { BrowserPage, Size } from './browser';

export interface BehaviourContext {
  page: BrowserPage;
  size: Size;
  /** Ends the test as skipped, with the reason printed in the report. */
  skip(reason: string): never;
  /** A note printed in the report (what this browser does differently, not a failure). */
  note(text: string): void;
}

export interface Behaviour {
  name: string;
  /** Open the page with `prefers-reduced-motion: reduce` set in the browser. */
  reducedMotion?: boolean;
  run(context: BehaviourContext): Promise<void>;
}
