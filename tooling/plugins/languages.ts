import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';
import { type TranslatedFile, TRANSLATABLE_FIELDS } from '../../src/shared/content/translation.ts';
import { GENERATED_RESUME, resumeFileName } from '../../src/shared/resume-file.ts';
import { contentFolder } from '../content/folder.mjs';
import { loadContent } from '../content/load-content.ts';
import { stopOnProblem } from '../content/stop-on-problem.ts';
import { previewImageOf, resumeFallback } from '../i18n/drawn-files.ts';
import { siteTextsOf } from '../i18n/site-texts-of.ts';
import { fallbacksPerFile } from '../i18n/translate-content.ts';
import { translationOf } from '../i18n/translation-of.ts';
import { siteLanguages } from '../i18n/site-languages.ts';
import { reloadVirtualModules } from './reload-virtual-modules.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ID = 'virtual:languages';
const FILES = Object.keys(TRANSLATABLE_FIELDS) as TranslatedFile[];

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
 * `virtual:languages`: each language of site.ts with its texts (the owner's <content>/<tag>/texts.ts,
 * else the template's src/shared/i18n/texts/<tag>.ts, checked: a missing or misspelt text stops the
 * build; the search's texts only when `search`, the site having search), the site's languages named in it, the owner's words in it and the files drawn for it. The
 * default language's words are the content as loadContent() reads it; another language's are merged
 * at build time from <content>/<tag>/*.ts, and the build prints how many fields fell back to the
 * default language, per file, and which drawn file (the résumé PDF, the link-preview image) is the
 * default language's because its font cannot draw this one. A site with one language gets the same
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
      const defaultTag = places[0]?.tag;
      const imports: string[] = [];
      const lines = ['const languages = [];'];
      const tell = (message: string) => building && !ssr && this.info(message);
      for (const [index, place] of places.entries()) {
        const { specifier, texts } = await siteTextsOf(place.tag, { search });
        // the search's texts (the catalogue's `search`) only on a site with search: one without ships none of them
        imports.push(
          search
            ? `import texts${index}, { search as search${index} } from '${specifier}';`
            : `import texts${index} from '${specifier}';`,
        );
        // the owner's words as the build's one reader of the content read them (tooling/content/load-content.ts)
        let words = JSON.stringify(Object.fromEntries(FILES.map((file) => [file, content[file]])));
        let fallbacks: string[] = [];
        let resumePdf = true;
        let previewImage = previewImageOf(place, content, content);
        if (index > 0) {
          const translated = await translationOf(content, place.tag);
          if (translated.errors.length > 0)
            stopOnProblem(
              `Invalid translation (${translated.errors.length}):\n  - ${translated.errors.join('\n  - ')}`,
            );
          words = JSON.stringify(translated.words);
          fallbacks = translated.fallbacks;
          const counts = Object.entries(fallbacksPerFile(fallbacks)).map(([file, count]) => `${file} ${count}`);
          const plural = fallbacks.length === 1 ? 'field' : 'fields';
          tell(
            `${place.tag}: ${fallbacks.length} ${plural} not translated, shown in ${defaultTag}${counts.length ? ` (${counts.join(', ')})` : ''}`,
          );
          // the files drawn with the one font: in this language, or the default language's and why
          const resume = resumeFallback(place, texts);
          resumePdf = resume === undefined;
          if (resume && content.profile.resume === GENERATED_RESUME)
            tell(`${place.tag}: ${resumeFileName(GENERATED_RESUME)} is the ${defaultTag} one: ${resume}`);
          previewImage = previewImageOf(place, translated.words, content);
          if (previewImage.fallback)
            tell(`${place.tag}: the link-preview image is the ${defaultTag} one: ${previewImage.fallback}`);
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
          `languages.push({ ...${JSON.stringify(fields)}, texts: texts${index},${search ? ` searchTexts: search${index},` : ''} words: ${words}, fallbacks: new Set(${JSON.stringify(fallbacks)}) });`,
        );
      }
      lines.push('export { languages };', '');
      return [...imports, ...lines].join('\n');
    },
    configureServer(server: ViteDevServer) {
      // a translation added, removed or edited: the merged words are built afresh
      const folder = contentFolder(root);
      const onChange = (file: string) => {
        if (file.startsWith(folder + sep) && file.endsWith('.ts')) reloadVirtualModules(server, [ID]);
      };
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      server.watcher.on('change', onChange);
    },
  };
}
