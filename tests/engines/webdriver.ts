/**
 * A small W3C WebDriver client over fetch: the dozen commands the WebKit driver needs, and nothing
 * else (a full client such as WebdriverIO would bring some hundred packages for them).
 */

export const KEYS = { Tab: '\uE004', Enter: '\uE007', Shift: '\uE008', Escape: '\uE00C', Space: '\uE00D', End: '\uE010' } as const;

export type Action = Record<string, unknown>;
export interface InputSource {
  type: 'key' | 'pointer' | 'wheel' | 'none';
  id: string;
  parameters?: { pointerType: 'mouse' | 'pen' | 'touch' };
  actions: Action[];
}

export class WebDriverError extends Error {}

/**
 * Longer than the session's own page-load and script timeouts (30 s), so those report first; this
 * one catches a command the driver never answers (seen once in CI), naming it instead of hanging.
 */
const COMMAND_TIMEOUT_MS = 60_000;

async function call<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? null : JSON.stringify(body),
    signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
  }).catch((error: unknown) => {
    throw new WebDriverError(`WebDriver ${method} ${path}: no answer`, { cause: error });
  });
  const text = await response.text();
  const value = (text ? (JSON.parse(text) as { value: unknown }) : { value: null }).value;
  if (!response.ok) {
    const error = value as { error?: string; message?: string } | null;
    throw new WebDriverError(`WebDriver ${method} ${path}: ${error?.error ?? response.status}: ${error?.message ?? text}`);
  }
  return value as T;
}

/** Waits until a WebDriver server answers /status. */
export async function waitForServer(base: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      await call(base, 'GET', '/status');
      return;
    } catch (error) {
      if (Date.now() > end) throw new Error(`no WebDriver server at ${base} after ${timeoutMs} ms`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export class Session {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  static async create(base: string, capabilities: Record<string, unknown>): Promise<Session> {
    const created = await call<{ sessionId: string }>(base, 'POST', '/session', { capabilities: { alwaysMatch: capabilities } });
    return new Session(base, created.sessionId);
  }

  private send<T>(method: string, path: string, body?: unknown): Promise<T> {
    return call<T>(this.base, method, `/session/${this.id}${path}`, body);
  }

  navigate(url: string): Promise<void> {
    return this.send('POST', '/url', { url });
  }

  refresh(): Promise<void> {
    return this.send('POST', '/refresh', {});
  }

  /** Runs a function body in the page; a returned promise is awaited (W3C "execute script"). */
  execute<T>(body: string, args: unknown[] = []): Promise<T> {
    return this.send('POST', '/execute/sync', { script: body, args });
  }

  perform(sources: InputSource[]): Promise<void> {
    return this.send('POST', '/actions', { actions: sources });
  }

  release(): Promise<void> {
    return this.send('DELETE', '/actions');
  }

  setWindowRect(rect: { width: number; height: number; x?: number; y?: number }): Promise<unknown> {
    return this.send('POST', '/window/rect', rect);
  }

  minimize(): Promise<unknown> {
    return this.send('POST', '/window/minimize', {});
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.send<string>('GET', '/screenshot'), 'base64');
  }

  setTimeouts(timeouts: { script?: number; pageLoad?: number; implicit?: number }): Promise<void> {
    return this.send('POST', '/timeouts', timeouts);
  }

  async delete(): Promise<void> {
    await this.send('DELETE', '');
  }
}
