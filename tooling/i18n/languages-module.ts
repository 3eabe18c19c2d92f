import { TRANSLATABLE_FIELDS, type TranslatedFile } from '../../src/shared/content/translation.ts';
import { languageModule } from '../../src/shared/i18n/language-module.ts';
import { GENERATED_RESUME, resumeFileName } from '../../src/shared/resume-file.ts';
import type { Content } from '../content/load-content.ts';
import { stopOnProblem } from '../content/stop-on-problem.ts';
import { previewImageOf, resumeFallback } from './drawn-files.ts';
import { siteLanguages } from './site-languages.ts';
import { siteTextsOf } from './site-texts-of.ts';
import { fallbacksPerFile, untranslated } from './translate-content.ts';
import { translationOf } from './translation-of.ts';

const FILES = Object.keys(TRANSLATABLE_FIELDS) as TranslatedFile[];

/** The generated modules of the site's languages (served by tooling/plugins/languages.ts). */
export interface LanguagesModules {
  /** `virtual:languages`: each language's place, direction and own name, and how to load the rest of it. */
  index: string;
  /** Each language's module (`virtual:languages/<tag>`), by tag: its texts, the owner's words in it, its drawn files. */
  languages: ReadonlyMap<string, string>;
}

/**
 * A language's name in another (`in`), as Intl names it: "Englisch" for en in de; the tag itself when Intl has no name.
 */
function nameIn(tag: string, inTag: string): string {
  try {
    return new Intl.DisplayNames([inTag], { type: 'language', fallback: 'code' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/**
 * The modules of the site's languages, from the content as the build's one reader read it. Each language
 * of site.ts has its own module, a chunk the browser loads with that language's pages: its texts (the
 * template's src/shared/i18n/texts/<tag>.ts with the owner's <content>/<tag>/texts.ts over it, text by
 * text, or the owner's alone for a language the template does not ship; checked: a missing or misspelt
 * text stops the build; the search's texts only with `search`, the site having search), the site's
 * languages named in it, the owner's words in it and the files drawn for it. The default language's
 * words are the content itself; another language's are merged from <content>/<tag>/*.ts, and `tell`
 * says how many fields fell back to the default language, per file, and which drawn file (the résumé
 * PDF, the link-preview image) is the default language's because no font of the build draws its
 * script. The index lists every language with what each page needs of every one (its folder, its
 * direction, its own name for the language switcher): a site of one language imports its only one
 * statically, so its pages make no request for it.
 */
export async function languagesModules(
  content: Content,
  { search, tell }: { search: boolean; tell: (message: string) => void },
): Promise<LanguagesModules> {
  const places = siteLanguages(content.site);
  // messages name a language as site.ts writes it
  const defaultWritten = places[0]?.written;
  const modules = new Map<string, string>();
  const index: { tag: string; prefix: string; dir: string; ownName: string }[] = [];
  for (const [place, language] of places.entries()) {
    // the template's catalogue, then the owner's texts over it, text by text
    const { files, texts } = await siteTextsOf(language.tag, language.written, { search });
    // a catalogue's module whole: an owner's that changes none of the search's texts exports no `search`
    const imports = files.map(({ specifier }, part) => `import * as texts${part} from '${specifier}';`);
    const textsOf = `{ ${files.map((_, part) => `...texts${part}.default`).join(', ')} }`;
    // the search's texts only on a site with search: one without ships none of them
    const searchOf = `{ ${files.map((_, part) => `...texts${part}.search`).join(', ')} }`;
    // the owner's words as the build's one reader of the content read them (tooling/content/load-content.ts)
    let words: object = Object.fromEntries(FILES.map((file) => [file, content[file]]));
    let fallbacks: string[] = [];
    let resumePdf = true;
    let previewImage = previewImageOf(language, content, content);
    let defaultTitles: object | undefined;
    if (place > 0) {
      const translated = await translationOf(content, language.tag);
      if (translated.errors.length > 0)
        stopOnProblem(`Invalid translation (${translated.errors.length}):\n  - ${translated.errors.join('\n  - ')}`);
      words = translated.words;
      fallbacks = translated.fallbacks;
      // a technology's name left out is no word left untranslated (untranslated(): "Python" is Python in every language)
      const left = untranslated(fallbacks);
      const counts = Object.entries(fallbacksPerFile(left)).map(([file, count]) => `${file} ${count}`);
      const plural = left.length === 1 ? 'field' : 'fields';
      tell(
        `${language.written}: ${left.length} ${plural} not translated, shown in ${defaultWritten}${counts.length ? ` (${counts.join(', ')})` : ''}`,
      );
      // the drawn files: in this language, or the default language's where no font draws its script, and why
      const resume = resumeFallback(language, texts);
      resumePdf = resume === undefined;
      if (resume && content.profile.resume === GENERATED_RESUME)
        tell(`${language.written}: ${resumeFileName(GENERATED_RESUME)} is the ${defaultWritten} one: ${resume}`);
      previewImage = previewImageOf(language, translated.words, content);
      if (previewImage.fallback)
        tell(`${language.written}: the link-preview image is the ${defaultWritten} one: ${previewImage.fallback}`);
      // a card without a picture shows the initials of its title as the default language writes it, on every page
      defaultTitles = {
        experience: content.experience.map((entry) => entry.role),
        research: content.research.map((entry) => entry.role),
        projects: content.projects.map((project) => project.title),
      };
    }
    const ownName = texts.languageName;
    const fields = {
      tag: language.tag,
      prefix: language.prefix,
      dir: language.dir,
      ownName,
      names: Object.fromEntries(places.map((other) => [other.tag, nameIn(other.tag, language.tag)])),
      resumePdf,
      previewImage: { file: previewImage.file, alt: previewImage.alt },
      words,
      ...(defaultTitles && { defaultTitles }),
    };
    modules.set(
      language.tag,
      [
        ...imports,
        `export default { ...${JSON.stringify(fields)}, texts: ${textsOf},${search ? ` searchTexts: ${searchOf},` : ''} fallbacks: new Set(${JSON.stringify(fallbacks)}) };`,
        '',
      ].join('\n'),
    );
    index.push({ tag: language.tag, prefix: language.prefix, dir: language.dir, ownName });
  }
  const specifier = (tag: string) => JSON.stringify(languageModule(tag));
  const single = index.length === 1 ? index[0] : undefined;
  const loaders = single
    ? [
        `import only from ${specifier(single.tag)};`,
        `export const importLanguage = { ${JSON.stringify(single.tag)}: () => Promise.resolve({ default: only }) };`,
      ]
    : [
        `export const importLanguage = { ${index.map(({ tag }) => `${JSON.stringify(tag)}: () => import(${specifier(tag)})`).join(', ')} };`,
      ];
  return {
    index: [...loaders, `export const languages = ${JSON.stringify(index)};`, ''].join('\n'),
    languages: modules,
  };
}
