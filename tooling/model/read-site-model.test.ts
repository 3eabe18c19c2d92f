import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteContext } from '../context/site-context.mjs';
import { readSiteModel } from './read-site-model';

// The site model of a content folder of the test's own (a fixture owner's copy): read once, every
// problem of every file found in one read, and read afresh after a change.

let site = '';
const content = () => join(site, 'content');
const context = () => siteContext({ site, content: 'content' });
const read = () => readSiteModel(context(), { serve: true });
const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(join(content(), file), change(readFileSync(join(content(), file), 'utf8')));

beforeEach(() => {
  site = mkdtempSync(join(tmpdir(), 'site-model-'));
  writeFileSync(join(site, 'package.json'), '{ "name": "a-site", "private": true }\n');
  cpSync('tests/fixtures/content/multilingual-owner', content(), { recursive: true });
});
afterEach(() => rmSync(site, { recursive: true, force: true }));

describe('the site model of a content folder', () => {
  it("holds each language of site.ts, the default first, with the owner's words in it", async () => {
    const { model, problems } = await read();
    expect(problems).toEqual([]);
    const { site: siteFile } = await import('../../tests/fixtures/content/multilingual-owner/site');
    const { profile } = await import('../../tests/fixtures/content/multilingual-owner/profile');
    expect(model?.languages.map((language) => language.tag)).toEqual(siteFile.languages);
    expect(model?.languages[0]?.words.profile.name).toBe(profile.name);
    expect(model?.languages[0]?.prefix).toBe('');
  });

  it('names every problem of every file in one read, each with its file and the nearest valid name', async () => {
    // a syntax error, a misspelt field, a missing picture whose name is one letter off, a misspelt front matter field
    edit('research.ts', (text) => text.replace(/\[/, '[ oops +'));
    edit('experience.ts', (text) => text.replace('company:', 'compnay:'));
    const picture = readFileSync(join(content(), 'experience.ts'), 'utf8').match(/image: '([^']+)'/)?.[1];
    expect(picture, 'the fixture owner has a card with a picture').toBeDefined();
    const misspelt = picture!.replace(/\.(\w+)$/, 'x.$1');
    edit('experience.ts', (text) => text.replace(`image: '${picture}'`, `image: '${misspelt}'`));
    mkdirSync(join(content(), 'posts'), { recursive: true });
    writeFileSync(
      join(content(), 'posts', 'hello.md'),
      '---\ntittle: Hello\ndate: 2025-01-02\nsummary: A first post.\n---\n\nHello.\n',
    );
    const { model, problems } = await read();
    expect(model).toBeUndefined();
    const text = problems.join('\n');
    expect(text).toMatch(/content\/research\.ts, line \d+, column \d+: /);
    expect(text).toContain('field "compnay": unknown field: did you mean "company"?');
    expect(text).toContain(
      `field "image": image "${misspelt}" does not exist in content/images: did you mean "${picture}"?`,
    );
    // the posts are read all the same: one run names every kind of problem
    expect(text).toContain('content/posts/hello.md, field "tittle": unknown field: did you mean "title"?');
  });

  it('takes a post named archive on a blog of one page, and names it once the blog is longer, whose archive is there', async () => {
    writeFileSync(
      join(content(), 'posts', 'archive.md'),
      '---\ntitle: Old notes\ndate: 2020-01-02\nsummary: Notes kept.\n---\n\nNotes.\n',
    );
    expect((await read()).problems).toEqual([]);
    edit('site.ts', (text) => text.replace(/(export const site: Site = \{)/, '$1\n  postsPerPage: 1,'));
    const { model, problems } = await read();
    expect(model).toBeUndefined();
    expect(problems.join('\n')).toContain(
      "content/posts/archive.md: /blog/archive is the blog's archive of every post, since the blog is longer than a page: give the file another name",
    );
  });

  it('is read afresh after a change, and a problem fixed is gone', async () => {
    const original = readFileSync(join(content(), 'experience.ts'), 'utf8');
    edit('experience.ts', (text) => text.replace('company:', 'compnay:'));
    expect((await read()).problems.join('\n')).toContain('"compnay"');
    writeFileSync(join(content(), 'experience.ts'), original);
    const { model, problems } = await read();
    expect(problems).toEqual([]);
    expect(model?.content.experience.every((entry) => entry.company.length > 0)).toBe(true);
  });
});
