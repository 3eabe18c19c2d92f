import puppeteer, { type Browser, type BrowserContext, type KeyInput, type Page } from 'puppeteer-core';
import type { BrowserDriver, BrowserPage, Key, PageOptions } from './browser';
import { pageExpression } from './page-script';
import type { TestServer } from './server';

import { firefoxPath } from '../../scripts/browsers.mjs';

/**
 * Firefox ESR driven by puppeteer-core over WebDriver BiDi (no geckodriver), headless. Every
 * request goes through the test proxy (localhost included), and the motion preference is
 * Firefox's own pref, so a reduced-motion page comes from a second browser started with it.
 */
async function launch(server: TestServer, reducedMotion: boolean): Promise<Browser> {
  const { address, port } = server.proxy;
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath()!,
    headless: true,
    // lets the pref below point Firefox's remote settings at nothing (a release build ignores it otherwise)
    env: { ...process.env, MOZ_REMOTE_SETTINGS_DEVTOOLS: '1' },
    extraPrefsFirefox: {
      'ui.prefersReducedMotion': reducedMotion ? 1 : 0,
      'network.proxy.type': 1,
      'network.proxy.http': address,
      'network.proxy.http_port': port,
      'network.proxy.ssl': address,
      'network.proxy.ssl_port': port,
      'network.proxy.no_proxies_on': '',
      'network.proxy.allow_hijacking_localhost': true,
      // no background traffic of Firefox's own (remote settings, captive portal and connectivity checks)
      'services.settings.server': 'data:,#remote-settings-dummy/v1',
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      // a touch tap arrives as touch events, as on a phone (Firefox's desktop default leaves them off)
      'dom.w3c_touch_events.enabled': 1,
    },
  });
}

class FirefoxPage implements BrowserPage {
  readonly browser = 'firefox' as const;
  readonly canTouch = true;
  readonly wheelScrolls = true;
  private readonly problems: string[] = [];
  readonly tabVisibility;

  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    readonly origin: string,
    private readonly onClose: () => void,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) =>
      this.problems.push(`page error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
    );
    page.on('request', (request) => {
      const url = request.url();
      if (/^(data|blob|about):/.test(url)) return;
      if (new URL(url).origin !== origin) this.problems.push(`request to another origin: ${request.method()} ${url}`);
    });
    let other: Page | null = null;
    this.tabVisibility = {
      how: 'another tab brought to the front',
      // a background tab gets about one animation frame a second, its workers none
      framesRun: false,
      hide: async () => {
        other = await context.newPage();
        await other.bringToFront();
      },
      show: async () => {
        await page.bringToFront();
        await other?.close();
        other = null;
      },
    };
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(new URL(path, this.origin).href, { waitUntil: 'load' });
  }

  async reload(): Promise<void> {
    await this.page.reload({ waitUntil: 'load' });
  }

  async back(): Promise<void> {
    await this.page.goBack();
  }

  async forward(): Promise<void> {
    await this.page.goForward();
  }

  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return this.page.evaluate(pageExpression(fn, arg)) as Promise<R>;
  }

  async click(x: number, y: number): Promise<void> {
    await this.page.mouse.click(x, y, { delay: 30 });
  }

  async tap(x: number, y: number): Promise<void> {
    // one sequence of actions, as a finger's tap is: puppeteer's touchscreen.tap sends the touch's start and its end
    // as two commands, and on a busy machine the time between them may pass for a long press, which clicks nothing
    const { browsingContext } = this.page.mainFrame() as unknown as {
      browsingContext: { performActions(actions: readonly object[]): Promise<void> };
    };
    await browsingContext.performActions([
      {
        type: 'pointer',
        id: 'finger',
        parameters: { pointerType: 'touch' },
        actions: [
          { type: 'pointerMove', x: Math.round(x), y: Math.round(y) },
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ],
      },
    ]);
  }

  async press(key: Key): Promise<void> {
    if (key === 'Shift+Tab' || key === 'Control+K') {
      const [modifier, pressed] = key === 'Shift+Tab' ? (['Shift', 'Tab'] as const) : (['Control', 'k'] as const);
      await this.page.keyboard.down(modifier);
      await this.page.keyboard.press(pressed);
      await this.page.keyboard.up(modifier);
      return;
    }
    // puppeteer's WebDriver BiDi keyboard knows the space bar and the slash by their characters
    await this.page.keyboard.press(key === 'Space' ? ' ' : key === 'Slash' ? '/' : (key as KeyInput));
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  async wheel(x: number, y: number, deltaY: number): Promise<void> {
    await this.page.mouse.move(x, y);
    await this.page.mouse.wheel({ deltaY });
  }

  async setViewport(width: number, height: number): Promise<void> {
    const current = this.page.viewport();
    await this.page.setViewport({ width, height, deviceScaleFactor: current?.deviceScaleFactor ?? 1 });
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.page.screenshot({ type: 'png' }));
  }

  async driverProblems(): Promise<string[]> {
    return [...this.problems];
  }

  async close(): Promise<void> {
    this.onClose();
    await this.context.close().catch(() => undefined);
  }
}

export function firefoxDriver(server: TestServer): BrowserDriver {
  const browsers = new Map<boolean, Promise<Browser>>();
  const open = new Set<FirefoxPage>();
  const browserFor = (reducedMotion: boolean) => {
    let browser = browsers.get(reducedMotion);
    if (!browser) {
      browser = launch(server, reducedMotion);
      browsers.set(reducedMotion, browser);
    }
    return browser;
  };
  return {
    browser: 'firefox',
    async open({ size, reducedMotion = false }: PageOptions): Promise<BrowserPage> {
      for (const leftover of open) await leftover.close(); // from a test that timed out
      const browser = await browserFor(reducedMotion);
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      // a phone's screen has two device pixels to the CSS pixel, as in Playwright's phone projects
      await page.setViewport({ width: size.width, height: size.height, deviceScaleFactor: size.phone ? 2 : 1 });
      const opened = new FirefoxPage(context, page, server.origin, () => open.delete(opened));
      open.add(opened);
      return opened;
    },
    async stop() {
      for (const browser of browsers.values()) await (await browser).close().catch(() => undefined);
      browsers.clear();
    },
  };
}
