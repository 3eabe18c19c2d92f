import type * as Devicons from 'react-icons/di';
import type * as FontAwesome6 from 'react-icons/fa6';
import type * as SimpleIcons from 'react-icons/si';

/** The react-icons sets a technology icon may come from, by the prefix of the icon's name. */
export const iconSets = { Si: 'react-icons/si', Fa: 'react-icons/fa6', Di: 'react-icons/di' } as const;

/** An icon name from those sets, such as "SiPython" (https://react-icons.github.io/react-icons/). */
export type TechnologyIconName = keyof typeof SimpleIcons | keyof typeof FontAwesome6 | keyof typeof Devicons;

/** The module an icon name comes from, or undefined for a name with no known prefix. */
export function iconSetOf(name: string): (typeof iconSets)[keyof typeof iconSets] | undefined {
  const prefix = Object.keys(iconSets).find((key) => name.startsWith(key)) as keyof typeof iconSets | undefined;
  return prefix && iconSets[prefix];
}
