import { type NetworkField, networks, OTHER_LINKS } from './networks.ts';

/** An entry of the header's menu, as site.ts's `menu` names it: a profile's field, "other", "resume" or "blog". */
export type MenuEntry = NetworkField | typeof OTHER_LINKS | 'resume' | 'blog';

/** Every name `menu` may hold. */
export const MENU_ENTRIES = [
  ...networks.map(({ field }) => field),
  OTHER_LINKS,
  'resume',
  'blog',
] as const satisfies readonly MenuEntry[];

/**
 * The menu's order: site.ts's `menu`, or by default the networks listed before the site's own
 * entries (LinkedIn, GitHub), the résumé, the blog, the other networks, then the owner's other links.
 */
export function menuOrder(order: readonly MenuEntry[] | undefined): readonly MenuEntry[] {
  if (order) return order;
  const place = (where: (typeof networks)[number]['menu']) =>
    networks.filter(({ menu }) => menu === where).map(({ field }) => field);
  return [...place('before-site'), 'resume', 'blog', ...place('after-site'), OTHER_LINKS];
}
