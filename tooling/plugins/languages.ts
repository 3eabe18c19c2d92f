import { sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { LANGUAGES_MODULE } from '../../src/shared/i18n/language-module.ts';
import { contentFolder } from '../content/folder.mjs';
import { loadContent } from '../content/load-content.ts';
import { type LanguagesModules, languagesModules } from '../i18n/languages-module.ts';
import { reloadVirtualModules } from './reload-virtual-modules.ts';

/**
 * `virtual:languages` and each language's `virtual:languages/<tag>` (tooling/i18n/languages-module.ts
 * makes them): the site's languages, each with its texts and the owner's words in it in a chunk of its
 * own. The build says what the translations leave out.
 */
export function languages({ search }: { search: boolean }): Plugin {
  let building = false;
  let ssr = false;
  // made once per build; the dev server makes them afresh when the content changes
  let made: Promise<LanguagesModules> | undefined;
  const served = new Set<string>();
  return {
    name: 'languages',
    configResolved(config) {
      building = config.command === 'build';
      ssr = Boolean(config.build.ssr);
    },
    resolveId(id) {
      return id === LANGUAGES_MODULE || id.startsWith(`${LANGUAGES_MODULE}/`) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${LANGUAGES_MODULE}`)) return undefined;
      made ??= loadContent().then((content) =>
        // the client build tells once what the server build would tell again
        languagesModules(content, { search, tell: (message) => building && !ssr && this.info(message) }),
      );
      const modules = await made;
      served.add(id.slice(1));
      if (id === `\0${LANGUAGES_MODULE}`) return modules.index;
      const module = modules.languages.get(id.slice(`\0${LANGUAGES_MODULE}/`.length));
      if (module === undefined) this.error(`${id.slice(1)}: the site has no such language`);
      return module;
    },
    configureServer(server: ViteDevServer) {
      // a translation added, removed or edited: the merged words are built afresh
      const folder = contentFolder();
      const onChange = (file: string) => {
        if (!file.startsWith(folder + sep) || !file.endsWith('.ts')) return;
        made = undefined;
        reloadVirtualModules(server, [...served]);
      };
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      server.watcher.on('change', onChange);
    },
  };
}
