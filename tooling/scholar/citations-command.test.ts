import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type RecordedServer, recordedServer, recording } from '../../tests/support/recorded-server';

// `npm run citations` as an owner runs it (scripts/citations.mjs, in a process of its own), on a copy
// of the researcher-owner fixture, against recorded OpenAlex answers: it writes the snapshot the
// fixture commits (the fixture's citations.json is made by this command from the recording), and
// with OpenAlex out of reach it writes nothing, says so, and does not fail.

const projectRoot = process.cwd();
const OWNER = join(projectRoot, 'tests/fixtures/content/researcher-owner');

let server: RecordedServer | undefined;
let folder: string | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

/** The owner's folder copied, without its snapshot unless `keep`. */
function copyOfOwner(keep: boolean): string {
  folder = mkdtempSync(join(tmpdir(), 'citations-command-'));
  cpSync(OWNER, folder, { recursive: true, filter: (path) => keep || !path.endsWith('citations.json') });
  return folder;
}

/** Runs the command on `content` with OpenAlex at `openalex`; its exit code and what it printed. */
function citations(content: string, openalex: string, args: string[] = []): Promise<{ code: number; out: string }> {
  const child = spawn(process.execPath, ['scripts/citations.mjs', ...args], {
    cwd: projectRoot,
    env: { ...process.env, CONTENT_DIR: content, OPENALEX_URL: openalex, OPENALEX_API_KEY: '' },
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((done) => child.on('close', (code) => done({ code: code ?? 1, out })));
}

/** A snapshot's counts with the day they were read left out (the command reads today's). */
const countsOf = (path: string) => {
  const { counts } = JSON.parse(readFileSync(path, 'utf8')) as { counts: Record<string, { read: string }> };
  return Object.fromEntries(Object.entries(counts).map(([key, record]) => [key, { ...record, read: 'today' }]));
};

// each test starts Node and the build's code: minutes mean it is hung, not that the machine is busy
describe('npm run citations', { timeout: 180_000 }, () => {
  it('writes the counts of the recorded answers: the fixture’s citations.json', async () => {
    server = await recordedServer(recording('openalex-researcher-owner.json'));
    const content = copyOfOwner(false);
    const { code, out } = await citations(content, server.url);
    expect(code, out).toBe(0);
    expect(countsOf(join(content, 'citations.json'))).toEqual(countsOf(join(OWNER, 'citations.json')));
    expect(out).toContain('ferreira2024streaming: 41 (new)');
    expect(out).toContain('ferreira2019noise: 18 (new, found by its title)');
    expect(out).toContain('OpenAlex: 11 of 12 publications counted; 355 citations in all');
    expect(out).toMatch(/wrote .*citations\.json: commit it/);
    expect(server.unanswered).toEqual([]);
    // who asks, as OpenAlex asks: the site.ts address in the query and the User-Agent
    expect(server.requests.every((request) => request.query.get('mailto') === 'ines.ferreira@example.org')).toBe(true);
    expect(server.requests[0]?.headers['user-agent']).toMatch(
      /^particle-portfolio\/\S+ \(.*mailto:ines\.ferreira@example\.org\)$/,
    );
  });

  it('with --dry-run says what would change and writes nothing', async () => {
    server = await recordedServer(recording('openalex-researcher-owner.json'));
    const content = copyOfOwner(false);
    const { code, out } = await citations(content, server.url, ['--dry-run']);
    expect(code, out).toBe(0);
    expect(out).toContain('ferreira2024streaming: 41 (new)');
    expect(out).toMatch(/--dry-run: .*citations\.json not written/);
    expect(() => statSync(join(content, 'citations.json'))).toThrow();
  });

  it('keeps citations.json as it is when OpenAlex cannot be reached, says how old it is, and does not fail', async () => {
    server = await recordedServer([]);
    const closed = server.url;
    await server.close();
    server = undefined;
    const content = copyOfOwner(true);
    const before = readFileSync(join(content, 'citations.json'), 'utf8');
    const { code, out } = await citations(content, closed);
    expect(code, out).toBe(0);
    expect(readFileSync(join(content, 'citations.json'), 'utf8')).toBe(before);
    const oldest = Object.values(JSON.parse(before).counts as Record<string, { read: string }>)
      .map((record) => record.read)
      .sort()[0];
    expect(out).toContain(
      `OpenAlex stopped answering (unreachable (ECONNREFUSED)): 12 of 12 publications not counted this time, 11 kept as last read (the oldest ${oldest}, `,
    );
    expect(out).toContain('citations.json is up to date: nothing to write');
  });
});
