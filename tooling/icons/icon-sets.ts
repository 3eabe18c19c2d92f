import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { iconSetOf, type iconSets } from '../../src/shared/content/technology-icons.ts';
import { packageRoot } from '../content/folder.mjs';

// The icons the sprites are drawn from: Simple Icons, Font Awesome 6 and Devicons as react-icons draws
// them, kept as data (sets/<set>.json.br: JSON, Brotli-compressed to a third, written by
// scripts/icon-sets.mjs) and read when first asked for.

type IconSetModule = (typeof iconSets)[keyof typeof iconSets];

/** A set's data: the drawing attributes (fill, stroke) its icons share, and each icon's viewBox and elements. */
interface IconSet {
  drawing: string;
  icons: Record<string, [viewBox: string, elements: string]>;
}

const read = new Map<IconSetModule, IconSet>();

function iconSet(module: IconSetModule): IconSet {
  let set = read.get(module);
  if (!set) {
    const file = join(packageRoot, 'tooling/icons/sets', `${module.split('/').pop()}.json.br`);
    set = JSON.parse(brotliDecompressSync(readFileSync(file)).toString('utf8')) as IconSet;
    read.set(module, set);
  }
  return set;
}

/** The names of a set's icons ("SiPython", …), in the set's order. */
export const iconNamesOf = (module: IconSetModule): string[] => Object.keys(iconSet(module).icons);

/** Whether `name` is an icon of the set its prefix names. */
export function hasIcon(name: string): boolean {
  const module = iconSetOf(name);
  return module !== undefined && Object.hasOwn(iconSet(module).icons, name);
}

/**
 * The icon `name` as one `<symbol>`: its viewBox on the symbol, its drawing attributes on a `<g>`
 * around its elements, its size and class left to the `<svg>` that uses it.
 */
export function iconSymbol(id: string, name: string): string {
  const module = iconSetOf(name);
  const set = module && iconSet(module);
  const icon = set?.icons[name];
  if (!set || !icon || !Object.hasOwn(set.icons, name)) throw new Error(`No icon "${name}" in ${module ?? 'any set'}`);
  const [viewBox, elements] = icon;
  return `<symbol id="${id}" viewBox="${viewBox}"><g${set.drawing}>${elements}</g></symbol>`;
}
