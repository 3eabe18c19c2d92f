import { printColours, siteThemeColours } from '../../src/shared/theme-colours.ts';
import type { Site } from '../../src/shared/content/schema.ts';

const declarations = (colours: Readonly<Record<string, string>>) =>
  Object.entries(colours)
    .map(([name, value]) => `--${name}: ${value};`)
    .join(' ');

/**
 * `virtual:theme-colours.css`: the theme colours (src/shared/theme-colours.ts) as CSS variables on
 * <html>, per data-theme, with the owner's accents of site.ts; on paper, the print colours in either
 * theme; and the overlay behind a modal dialog. That one is written out: a ::backdrop inherits
 * nothing in Safari before 17.4, so it cannot read the variables.
 */
export function themeColoursCss(theme: Site['theme']): string {
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
