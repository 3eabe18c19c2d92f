import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteContext } from '../context/site-context.mjs';
import { languagesModules } from '../outputs/languages-module';
import { readSiteModel } from './read-site-model';

// The citation counts in the site model, read once from the owner's citations.json (a copy of
// researcher-owner's, who turns them on in site.ts): what the file says, for the page and the résumé;
// a file that is missing or does not read is a note of the read, never a problem that stops the build.

const OWNER = 'tests/fixtures/content/researcher-owner';
let site = '';
const content = () => join(site, 'content');
const read = () => readSiteModel(siteContext({ site, content: 'content' }), { serve: false });
const snapshot = JSON.parse(readFileSync(join(OWNER, 'citations.json'), 'utf8')) as {
  counts: Record<string, { count: number; read: string; source: string; work: string }>;
};

beforeEach(() => {
  site = mkdtempSync(join(tmpdir(), 'site-model-citations-'));
  writeFileSync(join(site, 'package.json'), '{ "name": "a-site", "private": true }\n');
  cpSync(OWNER, content(), { recursive: true });
});
afterEach(() => rmSync(site, { recursive: true, force: true }));

describe('the citation counts of the site model', () => {
  it('are citations.json’s, with the day the oldest was read in a note, and ship the text that shows them', async () => {
    const { model, problems, notes } = await read();
    expect(problems).toEqual([]);
    const shown = model?.citationCounts?.counts ?? {};
    expect(Object.keys(shown).sort()).toEqual(Object.keys(snapshot.counts).sort());
    for (const [key, { count, read: day, source, work }] of Object.entries(snapshot.counts))
      expect(shown[key], key).toEqual({ count, read: day, source, work });
    const oldest = Object.values(snapshot.counts)
      .map((record) => record.read)
      .sort()[0];
    expect(notes.some((note) => note.startsWith('content/citations.json: ') && note.includes(`read ${oldest} (`))).toBe(
      true,
    );
    // the page's language carries the "Cited by" text of the catalogues for a site with counts
    expect(model && languagesModules(model).languages.get(model.languages[0]!.tag)).toContain('resumeSectionTexts:');
    expect(model?.languages[0]?.resumeSectionTexts.citedBy?.(41)).toContain('41');
  });

  it('are none, with a note saying how to read them, without citations.json', async () => {
    rmSync(join(content(), 'citations.json'));
    const { model, problems, notes } = await read();
    expect(problems).toEqual([]);
    expect(model?.citationCounts?.counts).toEqual({});
    expect(notes).toContain(
      'citations are on in site.ts, but there is no content/citations.json yet: npm run citations reads the counts',
    );
  });

  it('are none, with a note naming the file, when citations.json is not JSON: the site still builds', async () => {
    writeFileSync(join(content(), 'citations.json'), '{ "counts": ');
    const { model, problems, notes } = await read();
    expect(problems).toEqual([]);
    expect(model?.citationCounts?.counts).toEqual({});
    expect(notes.some((note) => note.startsWith('content/citations.json is not JSON'))).toBe(true);
  });

  it('are not read where site.ts does not turn them on', async () => {
    const file = join(content(), 'site.ts');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^\s*citations: .*\n/m, ''));
    const { model, problems, notes } = await read();
    expect(problems).toEqual([]);
    expect(model?.citationCounts).toBeUndefined();
    expect(notes.some((note) => note.includes('citations.json'))).toBe(false);
  });
});
