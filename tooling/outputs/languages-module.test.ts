import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { packageRoot, siteContext } from '../context/site-context.mjs';
import { siteLanguages } from '../i18n/site-languages';
import { textsFilesOf } from '../i18n/site-texts-of';
import { translationOf } from '../i18n/translation-of';
import { readSiteModel } from '../model/read-site-model';
import { languagesModules } from './languages-module';

// The modules of a site's languages, on two fixture owners: multilingual-owner (English, Brazilian
// Portuguese and Arabic, partly translated) and spec-owner (English alone).

async function modulesOf(owner: string) {
  const context = siteContext({ site: packageRoot, content: `tests/fixtures/content/${owner}` });
  const { model, problems } = await readSiteModel(context, { serve: false });
  expect(problems).toEqual([]);
  const folder = { dir: context.contentDir, label: context.contentLabel };
  return {
    modules: languagesModules(model!),
    content: model!.content,
    folder,
    places: siteLanguages(model!.content.site),
  };
}

/** The modules a generated module imports: statically ("static"), or on demand ("dynamic"). */
const importsOf = (code: string) => ({
  static: [...code.matchAll(/^import .* from ['"]([^'"]+)['"];$/gm)].map(([, from]) => from),
  dynamic: [...code.matchAll(/import\(['"]([^'"]+)['"]\)/g)].map(([, from]) => from),
});

describe('the modules of a site in several languages', () => {
  it('load each language on demand: the list names every one and imports none', async () => {
    const { modules, places } = await modulesOf('multilingual-owner');
    expect(places.length).toBeGreaterThan(1);
    expect(importsOf(modules.index)).toEqual({
      static: [],
      dynamic: places.map(({ tag }) => `virtual:languages/${tag}`),
    });
    for (const { tag, prefix, dir } of places)
      expect(modules.index).toContain(JSON.stringify({ tag, prefix, dir }).slice(0, -1));
  });

  it('give each language its own texts alone, and its own words', async () => {
    const { modules, places, content, folder } = await modulesOf('multilingual-owner');
    expect([...modules.languages.keys()]).toEqual(places.map(({ tag }) => tag));
    for (const { tag } of places) {
      const code = modules.languages.get(tag)!;
      expect(importsOf(code), tag).toEqual({
        static: textsFilesOf(folder, tag).map(({ path }) => path.replaceAll('\\', '/')),
        dynamic: [],
      });
    }
    // the default language's words are the content itself; another's, its translation over it
    const [first, ...others] = places;
    expect(modules.languages.get(first!.tag)).toContain(JSON.stringify(content.profile));
    for (const { tag } of others) {
      const { words } = await translationOf({ ...folder, version: 0 }, content, tag);
      expect(modules.languages.get(tag), tag).toContain(JSON.stringify(words.profile));
    }
  });

  it('give a language other than the default the titles its cards’ initials come from, as the default language writes them', async () => {
    const { modules, places, content } = await modulesOf('multilingual-owner');
    const titles = JSON.stringify({
      experience: content.experience.map((entry) => entry.role),
      research: content.research.map((entry) => entry.role),
      projects: content.projects.map((project) => project.title),
    });
    expect(modules.languages.get(places[0]!.tag)).not.toContain('"defaultTitles"');
    for (const { tag } of places.slice(1)) expect(modules.languages.get(tag)).toContain(`"defaultTitles":${titles}`);
  });
});

describe("the modules of a site whose owner's catalogue changes some texts alone", () => {
  it('name of each catalogue only what it exports: the bundler warns of a name a module does not export', async () => {
    const { modules, places, folder } = await modulesOf('chinese-owner');
    let ownWithoutSearch = 0;
    for (const { tag } of places) {
      const code = modules.languages.get(tag)!;
      const files = textsFilesOf(folder, tag);
      const exported = await Promise.all(
        files.map(async ({ path }) => Object.keys((await import(path)) as Record<string, unknown>)),
      );
      ownWithoutSearch += files.filter((file, part) => file.own && !exported[part]!.includes('search')).length;
      expect(code, tag).toContain('searchTexts');
      for (const [, part, name] of code.matchAll(/\btexts(\d+)\.(\w+)/g))
        expect(exported[Number(part)], `${tag}: ${files[Number(part)]!.label}`).toContain(name);
    }
    expect(ownWithoutSearch, "an owner's catalogue without the search's texts").toBeGreaterThan(0);
  });
});

describe('the modules of a site in one language', () => {
  it('import its language with the list, so its pages load no chunk for it', async () => {
    const { modules, places } = await modulesOf('spec-owner');
    expect(places).toHaveLength(1);
    expect(importsOf(modules.index)).toEqual({ static: [`virtual:languages/${places[0]!.tag}`], dynamic: [] });
  });
});

let site = '';
afterEach(() => rmSync(site, { recursive: true, force: true }));

/** The `phrases` the list of languages exports for a copy of a fixture owner's content, and the model it was made from. */
async function phrasesOf(owner: string) {
  site = mkdtempSync(join(tmpdir(), 'languages-module-'));
  writeFileSync(join(site, 'package.json'), '{ "name": "a-site", "private": true }\n');
  cpSync(`tests/fixtures/content/${owner}`, join(site, 'content'), { recursive: true });
  const { model, problems } = await readSiteModel(siteContext({ site, content: 'content' }), { serve: false });
  expect(problems).toEqual([]);
  const { index } = languagesModules(model!);
  const exported = /^export const phrases = (.*);$/m.exec(index)?.[1];
  return { model: model!, phrases: JSON.parse(exported ?? 'null') as [string, ...number[]][] };
}

// beside the languages, the Japanese and Chinese texts the pages set between phrases, each with where it
// may break; none for a site in neither language
describe('the phrases of the list of languages', () => {
  it("give the Japanese texts the pages set between phrases, each with its offsets inside it (the tagline's among them)", async () => {
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

  it('give none on a site in neither Japanese nor Chinese', async () => {
    const { model, phrases } = await phrasesOf('multilingual-owner');
    expect(model.languages.some(({ tag }) => /^(ja|zh)\b/.test(tag))).toBe(false);
    expect(phrases).toEqual([]);
  });
});
