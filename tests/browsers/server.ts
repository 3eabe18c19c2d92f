import { readFileSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { preview, type PreviewServer } from 'vite';
import { requireFreePorts } from '../../scripts/free-port.mjs';

const PROBE = readFileSync(fileURLToPath(new URL('./probe.js', import.meta.url)), 'utf8');
const PROBE_PATH = '/__browsers/probe.js';
const REPORT_PATH = '/__browsers/csp-report';

export interface TestServer {
  /**
   * The site's origin, http://127.0.0.1:<port>: `vite preview` of the build, with vercel.json's headers and rewrites.
   */
  origin: string;
  /** The recording proxy the browser is told to use for every request. */
  proxy: { address: string; port: number };
  /** What the proxy saw since the last call that fails a test: requests to another origin, HTTP errors, CSP reports. */
  takeProblems(): string[];
  /** Same-origin request paths since the last call (to check, say, that a reload asked the server for a deep link). */
  takeRequests(): string[];
  stop(): Promise<void>;
}

/**
 * The build served as Playwright serves it (`vite preview`, which applies vercel.json's headers and
 * rewrites), behind a recording HTTP proxy that the browser is configured to use for everything:
 *
 * - a request to any other origin is refused and recorded (nothing leaves the machine, and the test
 *   fails), whatever made it: the page, a worker, the browser itself for the page;
 * - the site's own responses pass unchanged but for two test additions, both allowed by the real
 *   CSP: `report-uri /__browsers/csp-report` is appended to the Content-Security-Policy, so a
 *   violation anywhere (a worker's included, or one before any script ran) is reported to the proxy;
 *   and the probe (probe.js) is put first in every HTML page's <head> as an external script, the
 *   earliest a classic WebDriver session can have a listener in the page.
 */
export async function startTestServer({
  port,
  outDir = 'dist',
}: {
  port: number;
  outDir?: string;
}): Promise<TestServer> {
  // the site and its proxy on ports of their own: never a server that was already there
  requireFreePorts([port, port + 1], 'BROWSERS_PORT');
  const site: PreviewServer = await preview({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    preview: { port, strictPort: true, host: '127.0.0.1' },
    build: { outDir },
  });
  const origin = `http://127.0.0.1:${port}`;
  // the site's authority (address:port), as a request's URL and Host header name it
  const authority = `127.0.0.1:${port}`;
  let problems: string[] = [];
  let requests: string[] = [];

  const proxy = http.createServer((req, res) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', req.url?.startsWith('/') ? origin : undefined);
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (url.host !== authority || url.protocol !== 'http:') {
      problems.push(`request to another origin: ${req.method} ${url.href}`);
      res.writeHead(403, { 'content-type': 'text/plain' }).end('blocked by the test proxy');
      return;
    }
    requests.push(`${url.pathname}${url.search}`);
    if (url.pathname === PROBE_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(PROBE);
      return;
    }
    if (url.pathname === REPORT_PATH) {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        problems.push(`CSP report: ${describeReport(body)}`);
        res.writeHead(204).end();
      });
      return;
    }
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: authority };
    delete headers['accept-encoding']; // keep HTML bodies plain, to put the probe in
    delete headers['proxy-connection'];
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: `${url.pathname}${url.search}`, headers },
      (answer) => {
        const status = answer.statusCode ?? 502;
        if (status >= 400) problems.push(`HTTP ${status}: ${url.pathname}${url.search}`);
        const out = { ...answer.headers };
        const csp = out['content-security-policy'];
        if (typeof csp === 'string') out['content-security-policy'] = `${csp}; report-uri ${REPORT_PATH}`;
        if (!String(out['content-type'] ?? '').startsWith('text/html') || req.method === 'HEAD') {
          res.writeHead(status, out);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head(\s[^>]*)?>/i, (tag) => `${tag}<script src="${PROBE_PATH}"></script>`);
          delete out['content-length'];
          delete out['etag'];
          res.writeHead(status, { ...out, 'content-length': Buffer.byteLength(html) });
          res.end(html);
        });
      },
    );
    upstream.on('error', (error) => {
      problems.push(`request failed: ${url.pathname} (${error.message})`);
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  // HTTPS goes through CONNECT: never to anywhere from here
  proxy.on('connect', (req, socket) => {
    problems.push(`request to another origin: CONNECT ${req.url}`);
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  await new Promise<void>((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen(port + 1, '127.0.0.1', () => resolve());
  });

  return {
    origin,
    proxy: { address: '127.0.0.1', port: port + 1 },
    takeProblems: () => {
      const taken = problems;
      problems = [];
      return taken;
    },
    takeRequests: () => {
      const taken = requests;
      requests = [];
      return taken;
    },
    stop: async () => {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await site.close();
    },
  };
}

function describeReport(body: string): string {
  try {
    const report = (JSON.parse(body) as { 'csp-report'?: Record<string, string> })['csp-report'] ?? {};
    return `${report['violated-directive'] ?? report['effective-directive']} blocked ${report['blocked-uri']} on ${report['document-uri']} (${report['source-file'] ?? ''}:${report['line-number'] ?? ''})`;
  } catch {
    return body.slice(0, 300);
  }
}
