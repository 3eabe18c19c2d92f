import type { IconName } from './icon-names.ts';

// Apart from icon-names.ts, so that the page's code, which needs only this, does not hold the icon set.

/** The id of an icon's `<symbol>` in the page. */
export const iconId = (name: IconName): string => `icon-${name}`;
