import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import chinese from '../../src/shared/i18n/texts/zh-Hans';
import { siteTextsOf, textsFilesOf } from './site-texts-of';

// A language's texts on a content folder of the test's own: the template's catalogue with the
// owner's <tag>/texts.ts over it, text by text, or the owner's alone for a language the template
// does not ship, which must then give every text.

let dir = '';
// each test's folder a read of its own: a catalogue written there is imported afresh
let reads = 0;
const folder = () => ({ dir, label: dir, version: ++reads });
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync('tests/fixtures/content/spec-owner', dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (folder: string, text: string) => {
  mkdirSync(join(dir, folder), { recursive: true });
  writeFileSync(join(dir, folder, 'texts.ts'), text);
};
const catalogue = (type: string, body: string) =>
  `import { plural, type SiteTexts } from 'particle-portfolio/content';\n\nexport default {\n${body}\n} satisfies ${type};\n`;

describe('the texts of a language the template ships', () => {
  it('are the template’s alone while the owner writes none', async () => {
    const { files, texts, problem } = await siteTextsOf(folder(), 'zh-Hans');
    expect(problem).toBeUndefined();
    expect(files.map((file) => file.label)).toEqual(['src/shared/i18n/texts/zh-Hans.ts']);
    // (loaded as the build loads it: the same texts, other functions)
    expect(Object.keys(texts).sort()).toEqual(Object.keys(chinese).sort());
    expect([texts.blogTitle, texts.readingTime(3)]).toEqual([chinese.blogTitle, chinese.readingTime(3)]);
  });

  it('take the owner’s texts over the template’s, text by text, from their folder named in any case', async () => {
    write(
      'zh-hans',
      catalogue(
        'Partial<SiteTexts>',
        "  blogTitle: '技术随笔',\n  readingTime: plural('zh-Hans', { other: (minutes) => `约 ${minutes} 分钟读完` }),",
      ),
    );
    const { files, texts, problem } = await siteTextsOf(folder(), 'zh-Hans');
    expect(problem).toBeUndefined();
    expect(files.map((file) => [file.label.replace(dir, '<content>'), file.own])).toEqual([
      ['src/shared/i18n/texts/zh-Hans.ts', false],
      ['<content>/zh-hans/texts.ts', true],
    ]);
    expect(texts.blogTitle).toBe('技术随笔');
    expect(texts.readingTime(3)).toBe('约 3 分钟读完');
    // every other text is the template's
    expect(texts.backToPosts).toBe(chinese.backToPosts);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(chinese).sort());
  });

  it('are a problem with a text of the owner’s misspelt or counting by another language’s rules, saying the rest is the template’s', async () => {
    write(
      'zh-Hans',
      catalogue(
        'Partial<SiteTexts>',
        "  blogTitel: '技术随笔',\n  readingTime: plural('en', { other: (minutes) => `${minutes} min` }),",
      ),
    );
    const { problem } = await siteTextsOf(folder(), 'zh-Hans');
    const label = `${dir}/zh-Hans/texts.ts`;
    expect(problem).toEqual(
      [
        `Invalid texts (2 problems; ${label} gives the texts it changes, the others are the template's):`,
        `  - ${label}, text "readingTime": counts by the rules of "en" (plural('en', …)), not of this language: write plural('zh-Hans', …)`,
        `  - ${label}: unknown text "blogTitel": did you mean "blogTitle"?`,
      ].join('\n'),
    );
  });
});

describe('the texts of a language the template does not ship', () => {
  it('must all be the owner’s, and the build says so of a text left out', async () => {
    write('KO', catalogue('Partial<SiteTexts>', "  languageName: '한국어',"));
    expect(textsFilesOf(folder(), 'ko').map((file) => file.label)).toEqual([`${dir}/KO/texts.ts`]);
    const { problem: message } = await siteTextsOf(folder(), 'ko');
    expect(message).toMatch(
      new RegExp(
        `^Invalid texts \\(\\d+ problems; the template ships no texts for "ko", so ${dir}/KO/texts\\.ts gives every one\\):\n`,
      ),
    );
    expect(message).toContain(
      `${dir}/KO/texts.ts: missing text "skipToContent" (a text; in English: "Skip to content")`,
    );
  });

  it('are a problem without a catalogue, naming the language as site.ts writes it', async () => {
    const { problem } = await siteTextsOf(folder(), 'ko', 'KO');
    expect(problem).toMatch(/^No texts for the language "KO" of site\.ts: the template ships ar, de, en, /);
    expect(problem).toContain(`copy src/shared/i18n/texts/en.ts to ${dir}/KO/texts.ts`);
  });

  it('need none of the résumé sections’ texts until the content has such a section, then name each', async () => {
    // a catalogue written before those sections existed, every text of its day given
    mkdirSync(join(dir, 'ko'), { recursive: true });
    cpSync('tests/fixtures/content/korean-owner/ko/texts.ts', join(dir, 'ko', 'texts.ts'));
    const { resumeSectionTexts, problem } = await siteTextsOf(folder(), 'ko');
    expect(resumeSectionTexts).toEqual({});
    expect(problem).toBeUndefined();
    const needing = await siteTextsOf(folder(), 'ko', 'ko', { resumeSections: ['education', 'courses'] });
    expect(needing.problem).toContain(
      `${dir}/ko/texts.ts: must export the résumé sections' texts as resumeSections: export const resumeSections = { … } satisfies ResumeSectionTexts`,
    );
  });
});
