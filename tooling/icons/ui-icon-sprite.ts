import { OTHER_LINK_ICON, type OwnerLinks, ownerProfiles } from '../../src/shared/content/networks.ts';
import { iconId } from '../../src/shared/icons/icon-id.ts';
import {
  iconNames,
  networkIconNames,
  publicationIconNames,
  searchIconNames,
  type IconName,
  uiIcons,
} from '../../src/shared/icons/icon-names.ts';
import type { FontAwesome6IconName, SimpleIconName } from '../../src/shared/icons/icon-set-names.ts';
import { iconSymbol } from './icon-sets.ts';

/** The icon each UI icon is drawn from: a name its set lacks is a type error. */
const drawnFrom: Readonly<Record<IconName, FontAwesome6IconName | SimpleIconName>> = uiIcons;

/** The class styles.css gives the sprite: out of the flow, taking no room. */
const SPRITE_CLASS = 'icon-sprite';

/**
 * The icons a site shows: all of them but the publications' without entries whose links are small buttons with
 * icons (publications, talks, courses) and the search's without search, and of the networks' only those of the owner's profiles (an `other` link takes the
 * chain-link icon).
 */
export function siteIconNames({
  hasEntryLinks,
  hasSearch,
  links,
}: {
  hasEntryLinks: boolean;
  hasSearch: boolean;
  links: OwnerLinks | undefined;
}): readonly IconName[] {
  const profiles: readonly string[] = ownerProfiles(links).map(({ icon }) => icon);
  return iconNames.filter((name) => {
    if (searchIconNames.includes(name)) return hasSearch;
    if (networkIconNames.includes(name)) return profiles.includes(name);
    if (publicationIconNames.includes(name))
      return hasEntryLinks || (name === OTHER_LINK_ICON && profiles.includes(name));
    return true;
  });
}

/**
 * The UI icons' sprite, inlined in every page: one `<symbol id="icon-…">` per name given. It has no
 * `style` attribute (the CSP allows no inline styles): its size is 0 and styles.css takes it out of
 * the flow.
 */
export function uiIconSprite(names: readonly IconName[]): string {
  const symbols = names.map((name) => iconSymbol(iconId(name), drawnFrom[name]));
  return `<svg aria-hidden="true" width="0" height="0" class="${SPRITE_CLASS}">${symbols.join('')}</svg>`;
}
