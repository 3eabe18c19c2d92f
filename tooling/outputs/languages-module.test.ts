import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { siteContext } from '../context/site-context.mjs';
import { readSiteModel } from '../model/read-site-model';
import { languagesModule } from './languages-module';

// virtual:languages as the model makes it: beside the languages, the Japanese and Chinese texts the
// pages set between phrases, each with where it may break; none for a site in neither language.

let site = '';
afterEach(() => rmSync(site, { recursive: true, force: true }));

/** The `phrases` the module exports for a copy of a fixture owner's content, and the model it was made from. */
async function phrasesOf(owner: string) {
  site = mkdtempSync(join(tmpdir(), 'languages-module-'));
  writeFileSync(join(site, 'package.json'), '{ "name": "a-site", "private": true }\n');
  cpSync(`tests/fixtures/content/${owner}`, join(site, 'content'), { recursive: true });
  const { model, problems } = await readSiteModel(siteContext({ site, content: 'content' }), { serve: false });
  expect(problems).toEqual([]);
  const module = languagesModule(model!);
  const exported = /^const phrases = (.*);$/m.exec(module)?.[1];
  expect(module).toContain('export { languages, phrases };');
  return { model: model!, phrases: JSON.parse(exported ?? 'null') as [string, ...number[]][] };
}

describe('virtual:languages', () => {
  it("gives the Japanese texts the pages set between phrases, each with its offsets inside it (the tagline's among them)", async () => {
    const { model, phrases } = await phrasesOf('korean-owner');
    const japanese = model.languages.find((language) => language.tag === 'ja');
    expect(japanese, 'the fixture owner has Japanese').toBeDefined();
    const { tagline } = japanese!.words.profile;
    const cut = phrases.find(([text]) => text === tagline);
    expect(cut, 'the Japanese tagline is cut').toBeDefined();
    for (const [text, ...breaks] of phrases) {
      // a text of one phrase has none: it is set whole
      expect(breaks, text).toEqual([...breaks].sort((a, b) => a - b));
      expect(
        breaks.every((at) => at > 0 && at < text.length),
        text,
      ).toBe(true);
      // a text with no Han character or kana (the Korean and English words) is never cut
      expect(text).toMatch(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u);
    }
    // the tagline breaks before エンジニア, never inside it
    const engineer = tagline.indexOf('エンジニア');
    expect(cut!.slice(1)).toContain(engineer);
    expect(cut!.slice(1).some((at) => (at as number) > engineer && (at as number) < engineer + 5)).toBe(false);
  });

  it('gives none on a site in neither Japanese nor Chinese', async () => {
    const { model, phrases } = await phrasesOf('multilingual-owner');
    expect(model.languages.some(({ tag }) => /^(ja|zh)\b/.test(tag))).toBe(false);
    expect(phrases).toEqual([]);
  });
});
