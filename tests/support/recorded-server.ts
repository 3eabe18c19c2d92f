// A local HTTP server that answers as a service did (OpenAlex, ORCID, doi.org), so that the tests
// of the scholarly commands never touch the network. It answers from a recording
// (tests/fixtures/scholar/*.json: each answer's path, the query parameters that pick it, its status,
// headers and body) or from a function, and keeps every request it was sent, with its headers, and
// those it had no answer for.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of the recordings (a path from a string: under jsdom, the tests' global URL is not Node's). */
const RECORDINGS = join(dirname(dirname(fileURLToPath(import.meta.url))), 'fixtures/scholar');

/** One answer: JSON (an object) or text (a string) with a status and headers; `hang` never answers. */
interface Answer {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  hang?: boolean;
}

/** An answer of a recording: the path it answers (decoded) and the query parameters it needs. */
interface RecordedAnswer extends Answer {
  path: string;
  query?: Record<string, string>;
}

export interface Recording {
  about: string;
  answers: RecordedAnswer[];
}

/** A recording of tests/fixtures/scholar/, by its file name. */
export const recording = (name: string): Recording =>
  JSON.parse(readFileSync(join(RECORDINGS, name), 'utf8')) as Recording;

interface SentRequest {
  /** The path, decoded, and the query. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface RecordedServer {
  /** The server's address, http://127.0.0.1:<port>, with no slash at the end. */
  url: string;
  requests: SentRequest[];
  /** The requests no answer matched (each answered 404). */
  unanswered: string[];
  close(): Promise<void>;
}

/** The answer to a request: a function's, or the first of the recordings' answers whose path and query match. */
type Answers = Recording | RecordedAnswer[] | ((request: SentRequest) => Answer | undefined);

function pick(answers: Answers, request: SentRequest): Answer | undefined {
  if (typeof answers === 'function') return answers(request);
  const list = Array.isArray(answers) ? answers : answers.answers;
  return list.find(
    (answer) =>
      answer.path === request.path &&
      Object.entries(answer.query ?? {}).every(([name, value]) => request.query.get(name) === value),
  );
}

function send(response: ServerResponse, { status = 200, headers = {}, body }: Answer) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8';
  response.writeHead(status, { 'Content-Type': type, ...headers });
  response.end(text);
}

/** Starts a server on a port the system picks, answering with `answers`. */
export async function recordedServer(answers: Answers): Promise<RecordedServer> {
  const requests: SentRequest[] = [];
  const unanswered: string[] = [];
  const server = createServer((incoming, response) => {
    const address = new URL(incoming.url ?? '/', 'http://recorded');
    const request = {
      path: decodeURIComponent(address.pathname),
      query: address.searchParams,
      headers: incoming.headers,
    };
    requests.push(request);
    const answer = pick(answers, request);
    if (answer?.hang) return;
    if (answer) return send(response, answer);
    unanswered.push(`${request.path}${address.search}`);
    send(response, { status: 404, body: { error: 'Not Found', message: 'no recorded answer' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    unanswered,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
