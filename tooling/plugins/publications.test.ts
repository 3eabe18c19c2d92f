import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Citation } from '../../src/shared/content/citation';
import { publications } from './publications';

// The plugin's hooks called as Vite calls them, for the content folder CONTENT_DIR names.

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const warnings: string[] = [];
const contextFor = (consumer: 'client' | 'server') => ({
  error: (message: string) => {
    throw new Error(message);
  },
  warn: (message: string) => warnings.push(message),
  environment: { config: { consumer } },
});

function pluginFor(contentDir: string) {
  process.env.CONTENT_DIR = contentDir;
  const plugin = publications({
    stop: (message) => {
      throw new Error(message);
    },
  });
  return {
    buildStart: () => (plugin.buildStart as Hook).call(contextFor('client')) as Promise<void>,
    load: (id: string, consumer: 'client' | 'server' = 'client') =>
      (plugin.load as Hook).call(contextFor(consumer), id) as Promise<string>,
    api: plugin.api,
  };
}

/** What `virtual:publications-data` exports: the publications, and their citations by language. */
function dataOf(module: string): { publications: unknown[]; citations: Record<string, unknown[]> } {
  const [publications, citations] = ['publications', 'citations'].map((name) =>
    JSON.parse(new RegExp(`^export const ${name} = (.*);$`, 'm').exec(module)?.[1] ?? 'null'),
  );
  return { publications, citations };
}

const previous = process.env.CONTENT_DIR;
afterEach(() => {
  vi.unstubAllEnvs();
  if (previous === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = previous;
});

describe('the publications plugin', () => {
  it('serves the constant false and no section for a content folder without publications.bib (the spec-shaped fixture owner’s)', async () => {
    const { buildStart, load } = pluginFor('tests/fixtures/content/spec-owner');
    await expect(buildStart()).resolves.toBeUndefined();
    expect(await load('\0virtual:publications')).toBe(
      'export const hasPublications = false;\nexport const PublicationsNow = undefined;\nexport const loadPublications = undefined;\nexport const publicationsJsonLd = undefined;\n',
    );
  });

  it('gives the prerender the section at once and the browser a chunk to import', async () => {
    const { buildStart, load } = pluginFor('tests/fixtures/content/scholar-owner');
    await expect(buildStart()).resolves.toBeUndefined();
    // the unit tests get the prerender's module: outside them, a browser build gets the chunk
    const inTests = await load('\0virtual:publications', 'client');
    vi.stubEnv('VITEST', '');
    const server = await load('\0virtual:publications', 'server');
    expect(server).toContain('export const hasPublications = true;');
    expect(server).toMatch(
      /export \{ default as PublicationsNow \} from ".*\/src\/features\/home\/publications-chunk\.tsx";/,
    );
    expect(inTests).toBe(server);
    const client = await load('\0virtual:publications', 'client');
    expect(client).toMatch(
      /export const loadPublications = \(\) => import\(".*\/src\/features\/home\/publications-chunk\.tsx"\);/,
    );
    expect(client).toContain('export const PublicationsNow = undefined;');
    // their JSON-LD for the home page's head: the prerender's, never the browser's
    expect(server).toMatch(
      /export \{ publicationsJsonLd \} from ".*\/src\/server\/head\/owner-publications-json-ld\.ts";/,
    );
    expect(client).toContain('export const publicationsJsonLd = undefined;');
  });

  it('serves the publications, newest first, with the owner named in the profile marked', async () => {
    const { load } = pluginFor('tests/fixtures/content/scholar-owner');
    const list = dataOf(await load('\0virtual:publications-data')).publications as {
      key: string;
      authors: { owner: boolean }[];
    }[];
    expect(list.map((publication) => publication.key)[0]).toBe('marchetti2024sparse');
    expect(list.every((publication) => publication.authors.some((author) => author.owner))).toBe(true);
  });

  it('gives the other plugins (the résumé) the publications it serves, read once', async () => {
    const { buildStart, load, api } = pluginFor('tests/fixtures/content/scholar-owner');
    await buildStart();
    const served = dataOf(await load('\0virtual:publications-data'));
    const given = await api.publications();
    expect(given).toEqual(served.publications);
    expect(await api.publications()).toBe(given);
    // and the citations, each language's the same
    const english = await api.citations('en');
    expect(served.citations.en).toEqual(given.map((publication) => english.citation(publication)));
    expect(await api.citations('en')).toBe(english);
  });

  it('serves the citations in each language of the site, the owner named as its profile.ts writes her, and warns of nothing when her Chinese byline is one word of alsoPublishedAs', async () => {
    const { buildStart, load } = pluginFor('tests/fixtures/content/chinese-owner');
    warnings.length = 0;
    await buildStart();
    expect(warnings).toEqual([]);
    const { publications: list, citations } = dataOf(await load('\0virtual:publications-data'));
    expect(Object.keys(citations)).toEqual(['en', 'zh-Hans']);
    const owners = (tag: string) =>
      (citations[tag] as Citation[]).map((citation) =>
        citation.authors.names.filter(({ author }) => author.owner).map(({ author }) => author.name),
      );
    expect(owners('en')).toEqual(list.map(() => ['Mingxuan Li']));
    expect(owners('zh-Hans')).toEqual(list.map(() => ['李明轩']));
  });

  it('fails the build on a problem in the file, naming the file, the line and the entry', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    cpSync('tests/fixtures/content/spec-owner', dir, { recursive: true });
    writeFileSync(
      join(dir, 'publications.bib'),
      '@misc{k,\n  title = {T},\n  year = {2020},\n  code = {github.com/x},\n}\n',
    );
    const { buildStart } = pluginFor(dir);
    await expect(buildStart()).rejects.toThrow(
      /^Invalid publications \(1 problem\):\n {2}- .*publications\.bib, line 1, entry "k": code "github\.com\/x" must be an absolute http\(s\) URL/,
    );
    rmSync(dir, { recursive: true });
  });

  it('warns when no entry names the owner, and says how to list another spelling', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    cpSync('tests/fixtures/content/spec-owner', dir, { recursive: true });
    writeFileSync(
      join(dir, 'publications.bib'),
      '@misc{k,\n  title = {T},\n  author = {Someone Else},\n  year = {2020},\n}\n',
    );
    warnings.length = 0;
    await pluginFor(dir).buildStart();
    expect(warnings).toEqual([
      expect.stringMatching(/publications\.bib: your name \(.+\) is in none of its 1 author lists.*alsoPublishedAs/),
    ]);
    rmSync(dir, { recursive: true });
  });

  it('warns of each paper that names nobody matching the owner, by its line, with the spelling to add to alsoPublishedAs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    cpSync('tests/fixtures/content/spec-owner', dir, { recursive: true });
    const { profile } = await import('../../tests/fixtures/content/spec-owner/profile');
    const [given = '', ...rest] = profile.name.split(' ');
    const family = rest.at(-1) ?? '';
    // the owner, then the owner under an initial and a family name alone ("Nguyen, Chau" for Nguyễn Thị Minh Châu),
    // then nobody they are
    const bib = [
      `@misc{mine,\n  title = {Mine},\n  author = {${family}, ${given}},\n  year = {2022},\n}`,
      `@misc{byline,\n  title = {Byline},\n  author = {Doe, Jane and ${family}, Q.},\n  year = {2021},\n}`,
      `@misc{other,\n  title = {Other},\n  author = {Roe, Richard},\n  year = {2020},\n}`,
    ].join('\n');
    writeFileSync(join(dir, 'publications.bib'), bib);
    warnings.length = 0;
    await pluginFor(dir).buildStart();
    expect(warnings).toEqual([
      `${relative(process.cwd(), dir)}/publications.bib, line 6, entry "byline": no author matches your name (${profile.name}), so none is highlighted. If "${family}, Q." is you, add it to profile.ts: alsoPublishedAs: ['${family}, Q.']`,
      `${relative(process.cwd(), dir)}/publications.bib, line 11, entry "other": no author (Roe, Richard) matches your name (${profile.name}), so none is highlighted. If one is you, add that spelling to alsoPublishedAs in profile.ts, such as alsoPublishedAs: ['Roe, Richard']`,
    ]);
    rmSync(dir, { recursive: true });
  });
});
