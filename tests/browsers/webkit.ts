import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebDriver, { type Client } from 'webdriver';
import { PageProcessCrashed, type BrowserDriver, type BrowserPage, type Key, type PageOptions } from './browser';
import { pageExpression } from './page-script';
import type { TestServer } from './server';
import { webkitDriverPath } from '../../scripts/browsers.mjs';
import { requireFreePorts } from '../../scripts/free-port.mjs';

const MULTIARCH: Record<string, string> = { x64: 'x86_64-linux-gnu', arm64: 'aarch64-linux-gnu' };
/** Debian's webkit2gtk-driver brings the browser it drives: WebKitGTK's MiniBrowser. */
const MINIBROWSER =
  process.env.WEBKIT_MINIBROWSER ??
  `/usr/lib/${MULTIARCH[process.arch] ?? `${process.arch}-linux-gnu`}/webkit2gtk-4.1/MiniBrowser`;

/**
 * Longer than the session's own page-load and script timeouts (30 s), so those report first; this
 * one fails a command the driver never answers (it happened once in CI) instead of letting it hang
 * the test, and WebdriverIO's error names the command ("when running "execute/sync" with method…").
 */
const COMMAND_TIMEOUT_MS = 60_000;

/** The W3C WebDriver key codes the tests press. */
const KEYS = {
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Control: '\uE009',
  Escape: '\uE00C',
  Space: '\uE00D',
  End: '\uE010',
  ArrowUp: '\uE013',
  ArrowDown: '\uE015',
  Slash: '/',
} as const;

interface DriverProcess {
  port: number;
  child: ChildProcess;
  home: string;
  /** The driver's and its browsers' last lines on stderr. */
  output(): string;
  /** Calls `listener` with each line its browsers print when their page process crashes, from now on; returns what stops it. */
  onCrash(listener: (line: string) => void): () => void;
}

async function waitForStatus(port: number, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > end) throw new Error(`no WebDriver server on port ${port} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * WebKitGTK's WebDriver server under its own X server (`xvfb-run -a`), with a private
 * XDG_CONFIG_HOME whose GTK settings carry the motion preference: WebKitGTK answers
 * `prefers-reduced-motion: reduce` when GTK's `gtk-enable-animations` is off.
 */
async function startDriver(port: number, reducedMotion: boolean): Promise<DriverProcess> {
  // another driver already there would answer /status, and the tests would drive a browser they did not start
  requireFreePorts([port], 'BROWSERS_PORT');
  const home = mkdtempSync(join(tmpdir(), 'browsers-webkit-'));
  mkdirSync(join(home, 'config', 'gtk-3.0'), { recursive: true });
  writeFileSync(
    join(home, 'config', 'gtk-3.0', 'settings.ini'),
    `[Settings]\ngtk-enable-animations=${reducedMotion ? 'false' : 'true'}\n`,
  );
  const env = {
    ...process.env,
    XDG_CONFIG_HOME: join(home, 'config'),
    XDG_CACHE_HOME: join(home, 'cache'),
    XDG_DATA_HOME: join(home, 'data'),
    // no accessibility bus to look for under Xvfb
    NO_AT_BRIDGE: '1',
  };
  // the X screen is larger than any window the tests ask for
  const child = spawn('xvfb-run', ['-a', '-s', '-screen 0 1920x1080x24', webkitDriverPath()!, `--port=${port}`], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  let partial = '';
  const crashListeners = new Set<(line: string) => void>();
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
    // whole lines: a chunk may end in the middle of one
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines.filter((text) => text.includes('WebProcess CRASHED')).map((text) => text.trim()))
      for (const listener of crashListeners) listener(line);
  });
  try {
    await waitForStatus(port, 30_000);
  } catch (error) {
    throw new Error(`WebKitWebDriver did not start:\n${stderr}`, { cause: error });
  }
  const onCrash = (listener: (line: string) => void) => {
    crashListeners.add(listener);
    return () => crashListeners.delete(listener);
  };
  return { port, child, home, output: () => stderr, onCrash };
}

function stopDriver(driver: DriverProcess): void {
  try {
    if (driver.child.pid) process.kill(-driver.child.pid, 'SIGTERM'); // xvfb-run, Xvfb, the driver and its browsers
  } catch {
    // already gone
  }
  rmSync(driver.home, { recursive: true, force: true });
}

/** The W3C actions of one key press: each key of it down, then up in the reverse order. */
const strokeActions = (strokes: readonly string[]) => [
  ...strokes.map((value) => ({ type: 'keyDown', value })),
  ...[...strokes].reverse().map((value) => ({ type: 'keyUp', value })),
];

const keyActions = (key: Key) => {
  const strokes =
    key === 'Shift+Tab' ? [KEYS.Shift, KEYS.Tab] : key === 'Control+K' ? [KEYS.Control, 'k'] : [KEYS[key]];
  return { type: 'key', id: 'keyboard', actions: strokeActions(strokes) };
};

class WebKitPage implements BrowserPage {
  readonly browser = 'webkit' as const;
  // WebKitGTK's driver has no touch input: its touch pointer actions arrive as mouse events
  readonly canTouch = false;
  readonly wheelScrolls = false;
  readonly tabVisibility;
  private width = 0;
  private height = 0;
  /** The line of the first page-process crash since this page opened. */
  private crash: string | undefined;
  /**
   * Rejects with the browser's line when its page process crashes while this page is open. Each command
   * races it: a crashed page answers no command, and a wait on it would otherwise end only at its timeout,
   * which left too little of the test's time to run it again (a WebKit test timed out so, on a loaded machine).
   */
  private readonly crashed: Promise<never>;
  private readonly stopWatchingCrashes: () => void;

  constructor(
    private readonly session: Client,
    private readonly driver: DriverProcess,
    readonly origin: string,
    private readonly onClose: () => void,
  ) {
    let stop = () => {};
    this.crashed = new Promise<never>((_, reject) => {
      stop = driver.onCrash((line) => {
        this.crash ??= line;
        reject(new PageProcessCrashed(line));
      });
    });
    this.stopWatchingCrashes = stop;
    // a crash while no command runs rejects with nobody waiting: the next command gets it
    this.crashed.catch(() => undefined);
    this.tabVisibility = {
      how: 'the window minimised (and restored to its size)',
      // a minimised window's page gets no animation frames
      framesRun: false,
      hide: async () => {
        await this.command(session.minimizeWindow());
      },
      show: async () => {
        await this.command(session.setWindowRect(0, 0, this.width, this.height));
      },
    };
  }

  /** The session's answer to a command, or the page process's crash, whichever comes first. */
  private command<T>(sent: Promise<T>): Promise<T> {
    return Promise.race([sent, this.crashed]);
  }

  async goto(path: string): Promise<void> {
    await this.command(this.session.navigateTo(new URL(path, this.origin).href));
  }

  async reload(): Promise<void> {
    await this.command(this.session.refresh());
  }

  async back(): Promise<void> {
    await this.command(this.session.back());
  }

  async forward(): Promise<void> {
    await this.command(this.session.forward());
  }

  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    // W3C "execute script" awaits a returned promise
    return this.command(this.session.executeScript(`return ${pageExpression(fn, arg)};`, []) as Promise<R>);
  }

  async click(x: number, y: number): Promise<void> {
    await this.command(
      this.session.performActions([
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport', duration: 0 },
            { type: 'pointerDown', button: 0 },
            { type: 'pause', duration: 30 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ]),
    );
    await this.command(this.session.releaseActions());
  }

  tap(x: number, y: number): Promise<void> {
    return this.click(x, y);
  }

  async press(key: Key): Promise<void> {
    await this.command(this.session.performActions([keyActions(key)]));
  }

  async type(text: string): Promise<void> {
    // a character is its own key value
    const actions = [...text].flatMap((character) => strokeActions([character]));
    await this.command(this.session.performActions([{ type: 'key', id: 'keyboard', actions }]));
  }

  async wheel(x: number, y: number, deltaY: number): Promise<void> {
    await this.command(
      this.session.performActions([
        {
          type: 'wheel',
          id: 'wheel',
          actions: [{ type: 'scroll', x: Math.round(x), y: Math.round(y), deltaX: 0, deltaY, origin: 'viewport' }],
        },
      ]),
    );
  }

  async setViewport(width: number, height: number): Promise<void> {
    // MiniBrowser runs full screen (no toolbar), so the window's size is the viewport's
    await this.command(this.session.setWindowRect(0, 0, width, height));
    this.width = width;
    this.height = height;
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.command(this.session.takeScreenshot()), 'base64');
  }

  async driverProblems(): Promise<string[]> {
    // classic WebDriver has no log: the probe and the proxy see for it. What is left to see here is a
    // browser that went away, with what it said on its way out.
    const alive = await this.session.getUrl().then(
      () => true,
      () => false,
    );
    return alive
      ? []
      : [`the WebKit session is gone; WebKitWebDriver's last output:\n${this.driver.output().slice(-1500)}`];
  }

  pageProcessCrash(): string | undefined {
    return this.crash;
  }

  async close(): Promise<void> {
    this.onClose();
    this.stopWatchingCrashes();
    await this.session.deleteSession().catch(() => undefined);
  }
}

export function webkitDriver(server: TestServer, { port }: { port: number }): BrowserDriver {
  const drivers = new Map<boolean, Promise<DriverProcess>>();
  // a driver holds one session at a time; a test that timed out may have left its own open
  const open = new Set<WebKitPage>();
  const driverFor = (reducedMotion: boolean) => {
    let driver = drivers.get(reducedMotion);
    if (!driver) {
      driver = startDriver(port + (reducedMotion ? 1 : 0), reducedMotion);
      drivers.set(reducedMotion, driver);
    }
    return driver;
  };
  return {
    browser: 'webkit',
    async open({ size, reducedMotion = false }: PageOptions): Promise<BrowserPage> {
      for (const leftover of open) await leftover.close();
      const driver = await driverFor(reducedMotion);
      const session = await newSession(driver.port, server).catch((error: unknown) => {
        // a browser that does not start within the command timeout is asked for once more (seen on a
        // machine loaded by other work); a second failure fails the test with the driver's output
        console.warn(`WebKit: a new session failed (${String(error)}), asking once more`);
        return newSession(driver.port, server).catch((again: unknown) => {
          throw new Error(
            `WebKit: no new session: ${String(again)}\nWebKitWebDriver's last output:\n${driver.output().slice(-1500)}`,
            { cause: again },
          );
        });
      });
      await session.setTimeouts(undefined, 30_000, 30_000);
      const page = new WebKitPage(session, driver, server.origin, () => open.delete(page));
      open.add(page);
      await page.setViewport(size.width, size.height);
      return page;
    },
    async stop() {
      for (const driver of drivers.values()) stopDriver(await driver);
      drivers.clear();
    },
  };
}

function newSession(port: number, server: TestServer): Promise<Client> {
  return WebDriver.newSession({
    hostname: '127.0.0.1',
    port,
    connectionRetryTimeout: COMMAND_TIMEOUT_MS,
    // a command is never sent twice (a second click or key press is not a retry)
    connectionRetryCount: 0,
    capabilities: {
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--full-screen'] },
      proxy: {
        proxyType: 'manual',
        httpProxy: `${server.proxy.address}:${server.proxy.port}`,
        sslProxy: `${server.proxy.address}:${server.proxy.port}`,
      },
      pageLoadStrategy: 'normal',
    } as WebdriverIO.Capabilities,
  });
}
