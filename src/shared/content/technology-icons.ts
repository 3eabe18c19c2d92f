import type { DeviconName, FontAwesome6IconName, SimpleIconName } from '../icons/icon-set-names.ts';

/** The react-icons sets a technology icon may come from, by the prefix of the icon's name. */
export const iconSets = { Si: 'react-icons/si', Fa: 'react-icons/fa6', Di: 'react-icons/di' } as const;

/** An icon name from those sets, such as "SiPython" (https://react-icons.github.io/react-icons/). */
export type TechnologyIconName = SimpleIconName | FontAwesome6IconName | DeviconName;

/** The module an icon name comes from, or undefined for a name with no known prefix. */
export function iconSetOf(name: string): (typeof iconSets)[keyof typeof iconSets] | undefined {
  const prefix = Object.keys(iconSets).find((key) => name.startsWith(key)) as keyof typeof iconSets | undefined;
  return prefix && iconSets[prefix];
}
