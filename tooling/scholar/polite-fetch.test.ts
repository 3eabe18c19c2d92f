import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type RecordedServer, recordedServer } from '../../tests/support/recorded-server';
import { DEFAULT_POLICY, type FetchPolicy, retryAfterSeconds, Service } from './polite-fetch';

// How the scholarly services are asked, against a local server: a 429 or 503 waited out as its
// Retry-After says, a longer wait or a service that is down ending the run's requests at once, a
// time limit on each request, a few requests at a time, and who is asking in the User-Agent.

const policy = (changes: Partial<FetchPolicy> = {}): FetchPolicy => ({
  ...DEFAULT_POLICY,
  userAgent: 'particle-portfolio/test (mailto:owner@example.org)',
  backoffMs: 10,
  ...changes,
});

let server: RecordedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('a request to a scholarly service', () => {
  it('says who asks (the User-Agent) and that it wants JSON', async () => {
    server = await recordedServer([{ path: '/works/W1', body: { id: 'W1' } }]);
    const answer = await new Service('test', policy()).getJson(`${server.url}/works/W1`);
    expect(answer).toEqual({ kind: 'found', body: { id: 'W1' } });
    expect(server.requests[0]?.headers['user-agent']).toBe('particle-portfolio/test (mailto:owner@example.org)');
    expect(server.requests[0]?.headers.accept).toBe('application/json');
  });

  it('takes a 404 for "no such work", and asks the next', async () => {
    server = await recordedServer([{ path: '/works/W2', body: { id: 'W2' } }]);
    const service = new Service('test', policy());
    expect(await service.getJson(`${server.url}/works/W1`)).toEqual({ kind: 'missing', status: 404 });
    expect(await service.getJson(`${server.url}/works/W2`)).toEqual({ kind: 'found', body: { id: 'W2' } });
    expect(service.down).toBeUndefined();
  });

  it('waits out a 429 for the seconds its Retry-After says, then asks again', async () => {
    let asked = 0;
    const times: number[] = [];
    server = await recordedServer(() => {
      asked += 1;
      times.push(Date.now());
      return asked === 1
        ? { status: 429, headers: { 'Retry-After': '1' }, body: { error: 'Rate limit exceeded' } }
        : { body: { cited_by_count: 3 } };
    });
    const answer = await new Service('test', policy()).getJson(`${server.url}/works/W1`);
    expect(answer).toEqual({ kind: 'found', body: { cited_by_count: 3 } });
    expect(asked).toBe(2);
    // Retry-After is a least: the second request never comes sooner
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(1000);
  });

  it('gives up on a 429 whose Retry-After is longer than it waits, and asks that service nothing more', async () => {
    server = await recordedServer(() => ({
      status: 429,
      headers: { 'Retry-After': '3600' },
      body: { error: 'Rate limit exceeded', message: 'daily limit reached' },
    }));
    const service = new Service('test', policy({ maxWaitSeconds: 30 }));
    const first = await service.getJson(`${server.url}/works/W1`);
    const second = await service.getJson(`${server.url}/works/W2`);
    expect(first).toEqual({
      kind: 'failed',
      reason: 'HTTP 429 Too Many Requests: daily limit reached, and asked to wait 3600 s (more than 30 s)',
    });
    expect(second).toEqual(first);
    expect(service.down).toBe(first.kind === 'failed' ? first.reason : '');
    expect(server.requests).toHaveLength(1);
  });

  it('asks again after a 5xx, pausing longer each time, and takes the service as down after its retries', async () => {
    server = await recordedServer(() => ({ status: 503, body: { error: 'Service Unavailable' } }));
    const service = new Service('test', policy({ retries: 2 }));
    const answer = await service.getJson(`${server.url}/works/W1`);
    expect(answer).toEqual({ kind: 'failed', reason: 'HTTP 503 Service Unavailable: Service Unavailable' });
    expect(server.requests).toHaveLength(3);
    expect(await service.getJson(`${server.url}/works/W2`)).toEqual(answer);
    expect(server.requests).toHaveLength(3);
  });

  it('gives a request that gets no answer up after its time limit, and the service with it', async () => {
    server = await recordedServer(() => ({ hang: true }));
    const service = new Service('test', policy({ timeoutMs: 300 }));
    expect(await service.getJson(`${server.url}/works/W1`)).toEqual({
      kind: 'failed',
      reason: 'no answer within 0.3 s',
    });
    expect(await service.getJson(`${server.url}/works/W2`)).toEqual({
      kind: 'failed',
      reason: 'no answer within 0.3 s',
    });
    expect(server.requests).toHaveLength(1);
  });

  it('takes a service that cannot be reached as down at once', async () => {
    server = await recordedServer([]);
    const closed = server.url;
    await server.close();
    server = undefined;
    const service = new Service('test', policy());
    const answer = await service.getJson(`${closed}/works/W1`);
    expect(answer).toEqual({ kind: 'failed', reason: 'unreachable (ECONNREFUSED)' });
    expect(service.down).toBe('unreachable (ECONNREFUSED)');
  });

  it('leaves the service up after a 400, which is that request’s fault', async () => {
    server = await recordedServer((request) =>
      request.path === '/bad' ? { status: 400, body: { error: 'Invalid filter' } } : { body: { ok: true } },
    );
    const service = new Service('test', policy());
    expect(await service.getJson(`${server.url}/bad`)).toEqual({
      kind: 'failed',
      reason: 'HTTP 400 Bad Request: Invalid filter',
    });
    expect(await service.getJson(`${server.url}/good`)).toEqual({ kind: 'found', body: { ok: true } });
    expect(service.down).toBeUndefined();
  });

  it('has at most its concurrency of requests under way at once', async () => {
    let open = 0;
    let most = 0;
    // each request is held a moment, so that requests sent together overlap
    const held = createServer((_request, response) => {
      open += 1;
      most = Math.max(most, open);
      setTimeout(() => {
        open -= 1;
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      }, 20);
    });
    await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
    const { port } = held.address() as AddressInfo;
    const service = new Service('test', policy({ concurrency: 3 }));
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, index) => service.getJson(`http://127.0.0.1:${port}/works/W${index}`)),
    );
    await new Promise((resolve) => held.close(resolve));
    expect(answers.every((answer) => answer.kind === 'found')).toBe(true);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(3);
  });
});

describe('Retry-After', () => {
  it('reads seconds, or an HTTP date from now', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Sat, 28 Nov 2026 12:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('Sat, 28 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
  });
});
