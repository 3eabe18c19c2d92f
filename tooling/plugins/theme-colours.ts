import { sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { printColours, siteThemeColours } from '../../src/shared/theme-colours.ts';
import type { Site } from '../../src/shared/content/schema.ts';
import { contentFolder } from '../content/folder.mjs';
import { loadContent } from '../content/load-content.ts';
import { reloadVirtualModules } from './reload-virtual-modules.ts';

const ID = 'virtual:theme-colours.css';

const declarations = (colours: Readonly<Record<string, string>>) =>
  Object.entries(colours)
    .map(([name, value]) => `--${name}: ${value};`)
    .join(' ');

/**
 * The theme colours as CSS variables on <html>, per data-theme, with the owner's accents; on paper,
 * the print colours in either theme; and the overlay behind a modal dialog. That one is written out:
 * a ::backdrop inherits nothing in Safari before 17.4, so it cannot read the variables.
 */
function themeColoursCss(theme: Site['theme']): string {
  const { dark, light } = siteThemeColours(theme);
  return [
    `:root { ${declarations(dark)} color-scheme: dark; }`,
    `:root[data-theme='light'] { ${declarations(light)} color-scheme: light; }`,
    `@media print { :root, :root[data-theme='light'] { ${declarations(printColours)} color-scheme: light; } }`,
    `dialog::backdrop { background-color: ${dark.overlay}; }`,
    `:root[data-theme='light'] dialog::backdrop { background-color: ${light.overlay}; }`,
    '',
  ].join('\n');
}

/** `import 'virtual:theme-colours.css'` (src/main.tsx): the site's colours, read from the owner's site.ts. */
export function themeColours(): Plugin {
  return {
    name: 'theme-colours',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    async load(id) {
      if (id !== `\0${ID}`) return undefined;
      return themeColoursCss((await loadContent()).site.theme);
    },
    configureServer(server: ViteDevServer) {
      // the owner's theme edited: the colours are written afresh
      const site = `${contentFolder()}${sep}site.ts`;
      server.watcher.on('change', (file) => {
        if (file === site) reloadVirtualModules(server, [ID]);
      });
    },
  };
}
