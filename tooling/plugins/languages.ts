import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';
import { type TranslatedFile, TRANSLATABLE_FIELDS } from '../../src/shared/content/translation.ts';
import { contentFolder } from '../content-folder.mjs';
import { loadContent } from '../content/load-content.ts';
import { stopOnProblem } from '../content/stop-on-problem.ts';
import { fallbacksPerFile } from '../i18n/translate-content.ts';
import { translationOf } from '../i18n/translation-of.ts';
import { siteLanguages } from '../i18n/site-languages.ts';
import { reloadVirtualModules } from './reload-virtual-modules.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ID = 'virtual:languages';
const TEXTS_DIR = 'src/shared/i18n/texts';
const FILES = Object.keys(TRANSLATABLE_FIELDS) as TranslatedFile[];

/**
 * `virtual:languages`: each language of site.ts with its texts (src/shared/i18n/texts/<tag>.ts) and
 * the owner's words in it. The default language's words are the content modules themselves; another
 * language's are merged at build time from <content>/<tag>/*.ts, and the build prints how many fields
 * fell back to the default language, per file. A site with one language gets the same module as
 * before there were languages: the content, the English texts, nothing else.
 */
export function languages(): Plugin {
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
      // blog.ts is optional: without it the blog shows the site's own words
      const folder = contentFolder(root);
      const imports = FILES.map((file) =>
        file === 'blog' && !existsSync(join(folder, 'blog.ts')) ? 'const blog = {};' : `import { ${file} } from '@/content/${file}';`,
      );
      const lines = ['const languages = [];'];
      for (const [index, place] of places.entries()) {
        const texts = join(root, TEXTS_DIR, `${place.tag}.ts`);
        if (!existsSync(texts)) {
          stopOnProblem(`No texts for the language "${place.tag}" of site.ts: copy ${TEXTS_DIR}/en.ts to ${TEXTS_DIR}/${place.tag}.ts and translate its values`);
        }
        imports.push(`import texts${index} from '@/shared/i18n/texts/${place.tag}';`);
        let words = `{ ${FILES.join(', ')} }`;
        let fallbacks: string[] = [];
        if (index > 0) {
          const translated = await translationOf(content, place.tag);
          if (translated.errors.length > 0) stopOnProblem(`Invalid translation (${translated.errors.length}):\n  - ${translated.errors.join('\n  - ')}`);
          words = JSON.stringify(translated.words);
          fallbacks = translated.fallbacks;
          if (building && !ssr) {
            const counts = Object.entries(fallbacksPerFile(fallbacks)).map(([file, count]) => `${file} ${count}`);
            const plural = fallbacks.length === 1 ? 'field' : 'fields';
            this.info(`${place.tag}: ${fallbacks.length} ${plural} not translated, shown in ${defaultTag}${counts.length ? ` (${counts.join(', ')})` : ''}`);
          }
        }
        const fields = { tag: place.tag, prefix: place.prefix, dir: place.dir };
        lines.push(
          `languages.push({ ...${JSON.stringify(fields)}, texts: texts${index}, words: ${words}, fallbacks: new Set(${JSON.stringify(fallbacks)}) });`,
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
