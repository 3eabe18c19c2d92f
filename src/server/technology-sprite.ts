import type { IconType } from 'react-icons';
import * as Devicons from 'react-icons/di';
import * as FontAwesome6 from 'react-icons/fa6';
import * as SimpleIcons from 'react-icons/si';
import { iconSetOf, iconSets } from '@/shared/content/technology-icons';
import { iconSymbol } from './icon-symbols';

const iconModules: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  [iconSets.Si]: SimpleIcons,
  [iconSets.Fa]: FontAwesome6,
  [iconSets.Di]: Devicons,
};

/** The technology icons' sprite: one <symbol> per icon name, with the icon's own drawing attributes kept on a <g>. */
export function technologySprite(icons: readonly string[]): string {
  const symbols = icons.map((icon) => {
    const set = iconSetOf(icon);
    const Icon = set && (iconModules[set]?.[icon] as IconType | undefined);
    if (!Icon) throw new Error(`Unknown technology icon "${icon}" (see the content's technologies.ts)`);
    return iconSymbol(icon, Icon);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
