import { hasIcon, iconSymbol } from './icon-sets.ts';

/** The technology icons' sprite: one <symbol> per icon name, with the icon's own drawing attributes kept on a <g>. */
export function technologySprite(icons: readonly string[]): string {
  const symbols = icons.map((icon) => {
    if (!hasIcon(icon)) throw new Error(`Unknown technology icon "${icon}" (see the content's technologies.ts)`);
    return iconSymbol(icon, icon);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
