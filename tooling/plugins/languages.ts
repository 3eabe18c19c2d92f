import { sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { OwnerWords } from '../../src/shared/content/owner-words.ts';
import { GENERATED_RESUME, resumeFileName } from '../../src/shared/resume-file.ts';
import { contentFolder } from '../content/folder.mjs';
import { loadContent } from '../content/load-content.ts';
import { stopOnProblem } from '../content/stop-on-problem.ts';
import { previewImageOf, resumeFallback } from '../i18n/drawn-files.ts';
import { siteTextsOf } from '../i18n/site-texts-of.ts';
import { fallbacksPerFile, untranslated } from '../i18n/translate-content.ts';
import { translationOf } from '../i18n/translation-of.ts';
import { siteLanguages } from '../i18n/site-languages.ts';
import { type CutText, pagePhrases } from '../i18n/phrases.ts';
import { reloadVirtualModules } from './reload-virtual-modules.ts';

const ID = 'virtual:languages';

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
 * `virtual:languages`: each language of site.ts with its texts (the template's src/shared/i18n/texts/<tag>.ts
 * with the owner's <content>/<tag>/texts.ts over it, text by text, or the owner's alone for a language
 * the template does not ship; checked: a missing or misspelt text stops the build; the search's texts only
 * when `search`, the site having search), the site's languages named in it, the owner's words in it and the
 * files drawn for it. The
 * default language's words are the content as loadContent() reads it; another language's are merged
 * at build time from <content>/<tag>/*.ts, and the build prints how many fields fell back to the
 * default language, per file, and which drawn file (the résumé PDF, the link-preview image) is the
 * default language's because no font of the build draws its script. A site with one language gets the same
 * module as before there were languages: the content, its texts, nothing else.
 */
export function languages({ search }: { search: boolean }): Plugin {
  let building = false;
  let ssr = false;
  return {
    name: 'languages',
    configResolved(config) {
      building = config.command === 'build';
      ssr = Boolean(config.build.ssr);
    },
    resolveId(id) {
      return id === ID ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id !== `\0${ID}`) return undefined;
      const content = await loadContent();
      const places = siteLanguages(content.site);
      // messages name a language as site.ts writes it
      const defaultWritten = places[0]?.written;
      const imports: string[] = [];
      const lines = ['const languages = [];'];
      const phrases: CutText[] = [];
      const tell = (message: string) => building && !ssr && this.info(message);
      for (const [index, place] of places.entries()) {
        // the template's catalogue, then the owner's texts over it, text by text
        const { files, texts } = await siteTextsOf(place.tag, place.written, { search });
        // a catalogue's module whole: an owner's that changes none of the search's texts exports no `search`
        files.forEach(({ specifier }, part) => imports.push(`import * as texts${index}_${part} from '${specifier}';`));
        const textsOf = `{ ${files.map((_, part) => `...texts${index}_${part}.default`).join(', ')} }`;
        // the search's texts only on a site with search: one without ships none of them
        const searchOf = `{ ${files.map((_, part) => `...texts${index}_${part}.search`).join(', ')} }`;
        // the owner's words as the build's one reader of the content read them (tooling/content/load-content.ts)
        const { profile, experience, research, projects, technologies, blog } = content;
        let owned: OwnerWords = { profile, experience, research, projects, technologies, blog };
        let fallbacks: string[] = [];
        let resumePdf = true;
        let previewImage = previewImageOf(place, content, content);
        if (index > 0) {
          const translated = await translationOf(content, place.tag);
          if (translated.errors.length > 0)
            stopOnProblem(
              `Invalid translation (${translated.errors.length}):\n  - ${translated.errors.join('\n  - ')}`,
            );
          owned = translated.words;
          fallbacks = translated.fallbacks;
          // a technology's name left out is no word left untranslated (untranslated(): "Python" is Python in every language)
          const left = untranslated(fallbacks);
          const counts = Object.entries(fallbacksPerFile(left)).map(([file, count]) => `${file} ${count}`);
          const plural = left.length === 1 ? 'field' : 'fields';
          tell(
            `${place.written}: ${left.length} ${plural} not translated, shown in ${defaultWritten}${counts.length ? ` (${counts.join(', ')})` : ''}`,
          );
          // the drawn files: in this language, or the default language's where no font draws its script, and why
          const resume = resumeFallback(place, texts);
          resumePdf = resume === undefined;
          if (resume && content.profile.resume === GENERATED_RESUME)
            tell(`${place.written}: ${resumeFileName(GENERATED_RESUME)} is the ${defaultWritten} one: ${resume}`);
          previewImage = previewImageOf(place, translated.words, content);
          if (previewImage.fallback)
            tell(`${place.written}: the link-preview image is the ${defaultWritten} one: ${previewImage.fallback}`);
        }
        const names = Object.fromEntries(places.map((other) => [other.tag, nameIn(other.tag, place.tag)]));
        const fields = {
          tag: place.tag,
          prefix: place.prefix,
          dir: place.dir,
          names,
          resumePdf,
          previewImage: { file: previewImage.file, alt: previewImage.alt },
        };
        lines.push(
          `languages.push({ ...${JSON.stringify(fields)}, texts: ${textsOf},${search ? ` searchTexts: ${searchOf},` : ''} words: ${JSON.stringify(owned)}, fallbacks: new Set(${JSON.stringify(fallbacks)}) });`,
        );
        // the words its pages set between phrases, cut (Japanese, Chinese: src/ui/phrases.tsx)
        phrases.push(...pagePhrases(owned, texts, place.tag, fallbacks));
      }
      lines.push(`const phrases = ${JSON.stringify(phrases)};`, 'export { languages, phrases };', '');
      return [...imports, ...lines].join('\n');
    },
    configureServer(server: ViteDevServer) {
      // a translation added, removed or edited: the merged words are built afresh
      const folder = contentFolder();
      const onChange = (file: string) => {
        if (file.startsWith(folder + sep) && file.endsWith('.ts')) reloadVirtualModules(server, [ID]);
      };
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      server.watcher.on('change', onChange);
    },
  };
}
