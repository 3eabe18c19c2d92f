import { describe, expect, it } from 'vitest';
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

describe('the modules of a site in one language', () => {
  it('import its language with the list, so its pages load no chunk for it', async () => {
    const { modules, places } = await modulesOf('spec-owner');
    expect(places).toHaveLength(1);
    expect(importsOf(modules.index)).toEqual({ static: [`virtual:languages/${places[0]!.tag}`], dynamic: [] });
  });
});
