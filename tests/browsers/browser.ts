/**
 * The contract between the shared cross-browser test bodies (behaviours.ts) and the three drivers:
 * Playwright for Chromium (tests/e2e/cross-browser.spec.ts), puppeteer-core over WebDriver BiDi for
 * Firefox (firefox.ts) and WebdriverIO's WebDriver client for WebKitGTK (webkit.ts). Each driver implements
 * only these few page operations; everything the tests build on them (finding an element, clicking
 * it, waiting, comparing screenshots) lives once in actions.ts.
 */

type BrowserName = 'chromium' | 'firefox' | 'webkit';

/** The two window sizes every behaviour runs at (CSS pixels of the page's viewport). */
export interface Size {
  name: string;
  width: number;
  height: number;
  /** A phone: presses are touch taps where the driver can tap. */
  phone: boolean;
}

export const SIZES: readonly Size[] = [
  { name: 'desktop 1280x800', width: 1280, height: 800, phone: false },
  { name: 'phone 390x844', width: 390, height: 844, phone: true },
];

export type Key =
  'Tab' | 'Shift+Tab' | 'Enter' | 'Escape' | 'End' | 'Space' | 'ArrowDown' | 'ArrowUp' | 'Slash' | 'Control+K';

export interface PageOptions {
  size: Size;
  /** Open the page as a visitor with `prefers-reduced-motion: reduce` set in the browser. */
  reducedMotion?: boolean;
}

/** A self-contained function run in the page: it may use only its argument and the page's globals. */
export type PageFunction<A, R> = (arg: A) => R | Promise<R>;

export interface BrowserPage {
  readonly browser: BrowserName;
  /** The site's origin as this browser sees it, e.g. http://127.0.0.1:4301 (no trailing slash). */
  readonly origin: string;
  /** Whether `tap` is a real touch (touchstart/pointerType touch); otherwise it is a mouse click and says so. */
  readonly canTouch: boolean;
  /** Opens a path of the site and resolves when its load event has fired. */
  goto(path: string): Promise<void>;
  /** Reloads the current page and resolves when its load event has fired. */
  reload(): Promise<void>;
  /** The browser's Back and Forward (within the site these are the app's own history entries). */
  back(): Promise<void>;
  forward(): Promise<void>;
  /** Runs `fn(arg)` in the page (awaiting a returned promise) and returns its JSON-serialisable result. */
  evaluate<A, R>(fn: PageFunction<A, R>, arg: A): Promise<R>;
  /** A mouse click (press and release of the primary button) at viewport coordinates. */
  click(x: number, y: number): Promise<void>;
  /** A touch tap at viewport coordinates. */
  tap(x: number, y: number): Promise<void>;
  /** A key press (down and up) sent to the focused element, as the keyboard would ("Slash": "/"). */
  press(key: Key): Promise<void>;
  /** Types `text` (ASCII) into the focused element, a key press per character, as the keyboard would. */
  type(text: string): Promise<void>;
  /**
   * Whether `wheel` scrolls the page as a visitor's wheel does. WebKitGTK's driver sends wheel turns
   * that often scroll nothing (none at all once one went over the card dialog's own scroller).
   */
  readonly wheelScrolls: boolean;
  /** A mouse wheel turn of `deltaY` pixels with the pointer at (x, y). */
  wheel(x: number, y: number, deltaY: number): Promise<void>;
  /** Resizes the page's viewport (CSS pixels). */
  setViewport(width: number, height: number): Promise<void>;
  /** A PNG of the viewport as the browser painted it (WebGL and worker canvases included). */
  screenshot(): Promise<Buffer>;
  /**
   * Hides the tab the way a visitor does (another tab in front, or the window minimised) and shows
   * it again; `how` says how, for the report. `null` when the driver has no way to hide a tab.
   * `framesRun`: whether the page's animation frames (and its workers') still run at the display's
   * rate while it is hidden this way, as they do only where the hiding is simulated.
   */
  readonly tabVisibility: null | { how: string; framesRun: boolean; hide(): Promise<void>; show(): Promise<void> };
  /**
   * What the driver itself saw since the page opened and that fails a test: console errors, page
   * errors, requests to another origin, failed requests. (The in-page probe adds its own findings.)
   */
  driverProblems(): Promise<string[]>;
  /**
   * The line the browser printed if the process that renders its pages crashed since this page
   * opened (a browser that reports such crashes: WebKitGTK's MiniBrowser prints "WebProcess CRASHED").
   */
  pageProcessCrash?(): string | undefined;
  close(): Promise<void>;
}

/**
 * What a page's command or wait throws once the browser said the process rendering the page crashed:
 * the test's attempt ends then, rather than when its waits time out, and runs again in a new browser.
 */
export class PageProcessCrashed extends Error {
  constructor(readonly line: string) {
    super(`the page process crashed: ${line}`);
  }
}

/** Starts pages in one browser (one process, or one per motion preference) and stops it. */
export interface BrowserDriver {
  readonly browser: BrowserName;
  open(options: PageOptions): Promise<BrowserPage>;
  stop(): Promise<void>;
}
