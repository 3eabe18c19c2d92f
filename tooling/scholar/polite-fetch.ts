// Requests to the open scholarly services (OpenAlex, ORCID, doi.org) as they ask to be called: a
// User-Agent that says who is asking, a few requests at a time, a time limit on each, a 429 or 503
// waited out as its Retry-After says (when that is not too long), a 5xx tried again after a pause.
// A service that fails once it has been given its retries (unreachable, timing out, refusing,
// rate-limited for longer than we wait) is taken as down for the rest of the run: what is left
// is not asked, so a command ends quickly with what it has, never hanging on a service that is out.

/** How a run asks a service. */
export interface FetchPolicy {
  /** Sent as the User-Agent header: the program, its version and how to reach whoever runs it. */
  userAgent: string;
  /** The time a request may take before it is given up. */
  timeoutMs: number;
  /** How many times a 429, a 503 or another 5xx is asked again. */
  retries: number;
  /** The longest Retry-After waited out; a longer one ends the run's requests to the service. */
  maxWaitSeconds: number;
  /** The pause before asking again after a 5xx without Retry-After, doubled each time. */
  backoffMs: number;
  /** How many requests are under way at once. */
  concurrency: number;
}

export const DEFAULT_POLICY: Omit<FetchPolicy, 'userAgent'> = {
  timeoutMs: 20_000,
  retries: 2,
  maxWaitSeconds: 30,
  backoffMs: 1_000,
  concurrency: 3,
};

/** A JSON answer, a definite "no such thing" (404 or 410), or the request's failure. */
export type Fetched =
  { kind: 'found'; body: unknown } | { kind: 'missing'; status: number } | { kind: 'failed'; reason: string };

/** Seconds to wait from a Retry-After header (seconds, or an HTTP date); undefined without one. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a failed request says: its status and the service's own words when it gives any. */
async function failure(response: Response): Promise<string> {
  let detail = '';
  try {
    const text = (await response.text()).trim();
    // the service's own words: OpenAlex's `message` says more than its `error`
    const message = (/"message"\s*:\s*"([^"]{1,160})"/.exec(text) ?? /"error"\s*:\s*"([^"]{1,160})"/.exec(text))?.[1];
    // or its words in plain text, never a page of HTML or JSON without them
    detail = message ?? (text.length > 0 && text.length <= 160 && !/^[<{[]/.test(text) ? text : '');
  } catch {
    // the status says enough
  }
  return `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}${detail ? `: ${detail}` : ''}`;
}

/**
 * One service as a run asks it: requests go out `concurrency` at a time, and once one has failed for
 * good (see the file's comment) every later request fails at once with the same reason.
 */
export class Service {
  readonly name: string;
  readonly #policy: FetchPolicy;
  #down: string | undefined;
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(name: string, policy: FetchPolicy) {
    this.name = name;
    this.#policy = policy;
  }

  /** Why the service is taken as down for the rest of the run; undefined while it answers. */
  get down(): string | undefined {
    return this.#down;
  }

  async #turn<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.#policy.concurrency) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#running += 1;
    try {
      return await task();
    } finally {
      this.#running -= 1;
      this.#waiting.shift()?.();
    }
  }

  #fail(reason: string): Fetched {
    this.#down ??= reason;
    return { kind: 'failed', reason };
  }

  /** GETs `url` as JSON with the headers given (and the policy's User-Agent). */
  getJson(url: string, headers: Record<string, string> = {}): Promise<Fetched> {
    return this.#turn(() => this.#get(url, headers));
  }

  async #get(url: string, headers: Record<string, string>): Promise<Fetched> {
    const { userAgent, timeoutMs, retries, maxWaitSeconds, backoffMs } = this.#policy;
    for (let attempt = 0; ; attempt += 1) {
      if (this.#down !== undefined) return { kind: 'failed', reason: this.#down };
      let response: Response;
      try {
        // the time limit covers the body too: the signal ends its stream
        response = await fetch(url, {
          headers: { 'User-Agent': userAgent, Accept: 'application/json', ...headers },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.ok) return { kind: 'found', body: await response.json() };
      } catch (error) {
        const { name, message } = error as Error;
        if (name === 'TimeoutError') return this.#fail(`no answer within ${timeoutMs / 1000} s`);
        if (error instanceof SyntaxError) return { kind: 'failed', reason: `an answer that is not JSON (${message})` };
        const code = (error as { cause?: { code?: string } }).cause?.code;
        return this.#fail(`unreachable (${code ?? message})`);
      }
      if (response.status === 404 || response.status === 410) {
        await response.body?.cancel();
        return { kind: 'missing', status: response.status };
      }
      const reason = await failure(response);
      // a request the service cannot answer (400: this one's fault) leaves the others to be asked;
      // refused (401, 403: a key or a limit) or failing (429, 5xx), it is asked nothing more
      if (response.status < 500 && ![401, 403, 429].includes(response.status)) return { kind: 'failed', reason };
      if (response.status === 401 || response.status === 403 || attempt >= retries) return this.#fail(reason);
      const wait = retryAfterSeconds(response.headers.get('retry-after'));
      if (wait !== undefined && wait > maxWaitSeconds)
        return this.#fail(`${reason}, and asked to wait ${wait} s (more than ${maxWaitSeconds} s)`);
      await pause(wait !== undefined ? wait * 1000 : backoffMs * 2 ** attempt);
    }
  }
}
