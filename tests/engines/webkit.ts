import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EngineDriver, EnginePage, Key, PageOptions } from './engine';
import { pageExpression } from './page-script';
import type { TestServer } from './server';
import { KEYS, Session, waitForServer, type InputSource } from './webdriver';

const MULTIARCH: Record<string, string> = { x64: 'x86_64-linux-gnu', arm64: 'aarch64-linux-gnu' };
/** Debian's webkit2gtk-driver brings the browser it drives: WebKitGTK's MiniBrowser. */
export const MINIBROWSER =
  process.env.WEBKIT_MINIBROWSER ?? `/usr/lib/${MULTIARCH[process.arch] ?? `${process.arch}-linux-gnu`}/webkit2gtk-4.1/MiniBrowser`;

interface DriverProcess {
  base: string;
  child: ChildProcess;
  home: string;
}

/**
 * WebKitGTK's WebDriver server under its own X server (`xvfb-run -a`), with a private
 * XDG_CONFIG_HOME whose GTK settings carry the motion preference: WebKitGTK answers
 * `prefers-reduced-motion: reduce` when GTK's `gtk-enable-animations` is off.
 */
async function startDriver(port: number, reducedMotion: boolean): Promise<DriverProcess> {
  const home = mkdtempSync(join(tmpdir(), 'engines-webkit-'));
  mkdirSync(join(home, 'config', 'gtk-3.0'), { recursive: true });
  writeFileSync(join(home, 'config', 'gtk-3.0', 'settings.ini'), `[Settings]\ngtk-enable-animations=${reducedMotion ? 'false' : 'true'}\n`);
  const env = {
    ...process.env,
    XDG_CONFIG_HOME: join(home, 'config'),
    XDG_CACHE_HOME: join(home, 'cache'),
    XDG_DATA_HOME: join(home, 'data'),
    // no accessibility bus to look for under Xvfb
    NO_AT_BRIDGE: '1',
  };
  // the X screen is larger than any window the tests ask for
  const child = spawn('xvfb-run', ['-a', '-s', '-screen 0 1920x1080x24', 'WebKitWebDriver', `--port=${port}`], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(base, 30_000);
  } catch (error) {
    throw new Error(`WebKitWebDriver did not start:\n${stderr}`, { cause: error });
  }
  return { base, child, home };
}

function stopDriver(driver: DriverProcess): void {
  try {
    if (driver.child.pid) process.kill(-driver.child.pid, 'SIGTERM'); // xvfb-run, Xvfb, the driver and its browsers
  } catch {
    // already gone
  }
  rmSync(driver.home, { recursive: true, force: true });
}

const keyActions = (key: Key): InputSource => {
  if (key === 'Shift+Tab') {
    return {
      type: 'key',
      id: 'keyboard',
      actions: [
        { type: 'keyDown', value: KEYS.Shift },
        { type: 'keyDown', value: KEYS.Tab },
        { type: 'keyUp', value: KEYS.Tab },
        { type: 'keyUp', value: KEYS.Shift },
      ],
    };
  }
  const value = KEYS[key];
  return { type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value }, { type: 'keyUp', value }] };
};

const pointer = (pointerType: 'mouse' | 'touch', x: number, y: number): InputSource => ({
  type: 'pointer',
  id: pointerType,
  parameters: { pointerType },
  actions: [
    { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport', duration: 0 },
    { type: 'pointerDown', button: 0 },
    { type: 'pause', duration: 30 },
    { type: 'pointerUp', button: 0 },
  ],
});

class WebKitPage implements EnginePage {
  readonly engine = 'webkit' as const;
  // WebKitGTK's driver has no touch input: its touch pointer actions arrive as mouse events
  readonly canTouch = false;
  readonly tabVisibility;

  constructor(
    private readonly session: Session,
    readonly origin: string,
    private readonly onClose: () => void,
  ) {
    this.tabVisibility = {
      how: 'the window minimised (and restored to its size)',
      hide: async () => {
        await session.minimize();
      },
      show: async () => {
        await session.setWindowRect({ x: 0, y: 0, width: this.width, height: this.height });
      },
    };
  }

  private width = 0;
  private height = 0;

  goto(path: string): Promise<void> {
    return this.session.navigate(new URL(path, this.origin).href);
  }

  reload(): Promise<void> {
    return this.session.refresh();
  }

  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return this.session.execute<R>(`return ${pageExpression(fn, arg)};`);
  }

  async click(x: number, y: number): Promise<void> {
    await this.session.perform([pointer('mouse', x, y)]);
    await this.session.release();
  }

  tap(x: number, y: number): Promise<void> {
    return this.click(x, y);
  }

  async press(key: Key): Promise<void> {
    await this.session.perform([keyActions(key)]);
  }

  async wheel(x: number, y: number, deltaY: number): Promise<void> {
    await this.session.perform([
      { type: 'wheel', id: 'wheel', actions: [{ type: 'scroll', x: Math.round(x), y: Math.round(y), deltaX: 0, deltaY, origin: 'viewport' }] },
    ]);
  }

  async setViewport(width: number, height: number): Promise<void> {
    // MiniBrowser runs full screen (no toolbar), so the window's size is the viewport's
    await this.session.setWindowRect({ x: 0, y: 0, width, height });
    this.width = width;
    this.height = height;
  }

  screenshot(): Promise<Buffer> {
    return this.session.screenshot();
  }

  async driverProblems(): Promise<string[]> {
    return []; // classic WebDriver has no log: the probe and the proxy see for it
  }

  async close(): Promise<void> {
    this.onClose();
    await this.session.delete().catch(() => undefined);
  }
}

export function webkitDriver(server: TestServer, { port }: { port: number }): EngineDriver {
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
    engine: 'webkit',
    async open({ size, reducedMotion = false }: PageOptions): Promise<EnginePage> {
      for (const leftover of open) await leftover.close();
      const driver = await driverFor(reducedMotion);
      const session = await Session.create(driver.base, {
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--full-screen'] },
        proxy: { proxyType: 'manual', httpProxy: `${server.proxy.host}:${server.proxy.port}`, sslProxy: `${server.proxy.host}:${server.proxy.port}` },
        pageLoadStrategy: 'normal',
      });
      await session.setTimeouts({ script: 30_000, pageLoad: 30_000 });
      const page = new WebKitPage(session, server.origin, () => open.delete(page));
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
