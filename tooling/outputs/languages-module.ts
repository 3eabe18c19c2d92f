import { languageModule } from '../../src/shared/i18n/language-module.ts';
import { pageFallbacks, pageWords } from '../i18n/page-words.ts';
import { type CutText, pagePhrases } from '../i18n/phrases.ts';
import type { SiteModel } from '../model/site-model.ts';
import { ENGLISH_TEXTS_FILE } from '../i18n/site-texts-of.ts';

/** How a generated module imports a file: its path in forward slashes, quoted. */
const specifier = (path: string) => JSON.stringify(path.replaceAll('\\', '/'));

/** The generated modules of the site's languages. */
export interface LanguagesModules {
  /** `virtual:languages`: each language's place, direction and own name, and how to load the rest of it. */
  index: string;
  /** Each language's module (`virtual:languages/<tag>`), by tag: its texts, the owner's words in it, its drawn files. */
  languages: ReadonlyMap<string, string>;
}

// made once per model: each of its modules (the index, every language's) is asked for on its own
const made = new WeakMap<SiteModel, LanguagesModules>();

/**
 * The modules of the site's languages. Each language has its own module, a chunk the browser loads
 * with that language's pages: its texts (the catalogues they come from, imported as modules: a text
 * that counts is a function), the site's languages named in it, the owner's words in it, the fields its
 * translation left out and its drawn files. The search's texts only on a site with search: one without
 * ships none of them; the education, talks, teaching and news sections' and the citation counts' only on a site with them. A language other than the
 * default also gets the titles its cards' initials come from, as the default language writes them.
 * The index lists every language with what each page needs of every one (its folder, its direction,
 * its own name for the language switcher): a site of one language imports its only one statically, so
 * its pages make no request for it. The index also holds the Japanese and Chinese texts of the owner's
 * words the pages set between phrases, each with the offsets where it may break (tooling/i18n/phrases.ts):
 * none on a site in neither language.
 */
export function languagesModules(model: SiteModel): LanguagesModules {
  const known = made.get(model);
  if (known) return known;
  const { content } = model;
  const sectionTexts =
    [content.education, content.talks, content.teaching, content.news].some((list) => list.length > 0) ||
    model.citationCounts !== undefined;
  const modules = new Map<string, string>();
  const phrases: CutText[] = [];
  for (const [place, language] of model.languages.entries()) {
    // a catalogue's module whole; of each, the parts it exports (an owner's that changes none of the
    // search's texts has no `search`: naming it would be an import the bundler warns of)
    const imports = language.textsFiles.map(({ path }, part) => `import * as texts${part} from ${specifier(path)};`);
    const spread = (name: string) =>
      `{ ${language.textsFiles
        .flatMap(({ exports }, part) => (exports.includes(name) ? [`...texts${part}.${name}`] : []))
        .join(', ')} }`;
    const texts = spread('default');
    const search = spread('search');
    // a catalogue of the owner's that need not have them yet (their blog is one page: the template's own tests build
    // the pages of a longer one) lends them from the template's English
    const lendsBlogPages = !language.textsFiles.some(({ exports }) => exports.includes('blogPages'));
    const blogPages = lendsBlogPages ? 'templateBlogPages' : spread('blogPages');
    const resumeSections = spread('resumeSections');
    const fields = {
      tag: language.tag,
      prefix: language.prefix,
      dir: language.dir,
      ownName: language.texts.languageName,
      names: language.names,
      resumePdf: language.resumePdf,
      previewImage: { file: language.previewImage.file, alt: language.previewImage.alt },
      words: pageWords(language.words),
      // a card without a picture shows the initials of its title as the default language writes it, on every page
      ...(place > 0 && {
        defaultTitles: {
          experience: content.experience.map((entry) => entry.role),
          research: content.research.map((entry) => entry.role),
          projects: content.projects.map((project) => project.title),
        },
      }),
    };
    // the words its pages set between phrases, cut (Japanese, Chinese: src/ui/phrases.tsx)
    phrases.push(...pagePhrases(language.words, language.texts, language.tag, language.fallbacks));
    modules.set(
      language.tag,
      [
        ...imports,
        ...(model.postPages && lendsBlogPages
          ? [`import { blogPages as templateBlogPages } from ${specifier(ENGLISH_TEXTS_FILE)};`]
          : []),
        `export default { ...${JSON.stringify(fields)}, texts: ${texts},${model.search ? ` searchTexts: ${search},` : ''}${model.postPages ? ` blogPagesTexts: ${blogPages},` : ''}${sectionTexts ? ` resumeSectionTexts: ${resumeSections},` : ''} fallbacks: new Set(${JSON.stringify(pageFallbacks(language.fallbacks))}) };`,
        '',
      ].join('\n'),
    );
  }
  const index = model.languages.map(({ tag, prefix, dir, texts }) => ({
    tag,
    prefix,
    dir,
    ownName: texts.languageName,
  }));
  const moduleOf = (tag: string) => JSON.stringify(languageModule(tag));
  const single = index.length === 1 ? index[0] : undefined;
  const loaders = single
    ? [
        `import only from ${moduleOf(single.tag)};`,
        `export const importLanguage = { ${JSON.stringify(single.tag)}: () => Promise.resolve({ default: only }) };`,
      ]
    : [
        `export const importLanguage = { ${index.map(({ tag }) => `${JSON.stringify(tag)}: () => import(${moduleOf(tag)})`).join(', ')} };`,
      ];
  const result = {
    index: [
      ...loaders,
      `export const languages = ${JSON.stringify(index)};`,
      `export const phrases = ${JSON.stringify(phrases)};`,
      `export const ownerName = ${JSON.stringify(content.profile.name)};`,
      '',
    ].join('\n'),
    languages: modules,
  };
  made.set(model, result);
  return result;
}
