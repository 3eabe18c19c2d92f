import * as FontAwesome6 from 'react-icons/fa6';
import { iconId, iconNames, publicationIconNames, type IconName, uiIcons } from '../../src/shared/icons/icon-names.ts';
import { iconSymbol } from './icon-symbols.ts';

/** The react-icons component each UI icon is drawn from: a name Font Awesome 6 lacks is a type error. */
const components: Readonly<Record<IconName, keyof typeof FontAwesome6>> = uiIcons;

/** The class styles.css gives the sprite: out of the flow, taking no room. */
const SPRITE_CLASS = 'icon-sprite';

/** The icons a site shows: all of them, but the publications' without publications. */
export function siteIconNames(hasPublications: boolean): readonly IconName[] {
  return hasPublications ? iconNames : iconNames.filter((name) => !publicationIconNames.includes(name));
}

/**
 * The UI icons' sprite, inlined in every page: one `<symbol id="icon-…">` per name given. It has no
 * `style` attribute (the CSP allows no inline styles): its size is 0 and styles.css takes it out of
 * the flow.
 */
export function uiIconSprite(names: readonly IconName[]): string {
  const symbols = names.map((name) => iconSymbol(iconId(name), FontAwesome6[components[name]]));
  return `<svg aria-hidden="true" width="0" height="0" class="${SPRITE_CLASS}">${symbols.join('')}</svg>`;
}
