// Writes the icon sets the build draws its sprites from, as react-icons (a devDependency) draws them:
// for each set a technology's icon may come from (src/shared/content/technology-icons.ts), each icon's
// viewBox and SVG elements (tooling/icons/sets/<set>.json.br), and the sets' names as the types the
// content's files are checked against (src/shared/icons/icon-set-names.ts). A site installs these two
// megabytes of data, Brotli-compressed (6.8 MB as text), rather than react-icons' 85 MB of components; tooling/icons/icon-sets.test.ts
// checks that the files are what this writes.
//   node scripts/icon-sets.mjs      after updating react-icons
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as Devicons from 'react-icons/di';
import * as FontAwesome6 from 'react-icons/fa6';
import * as SimpleIcons from 'react-icons/si';
import { packageRoot } from '../tooling/content/folder.mjs';

/** The sets, by the module react-icons draws them from, with the type of their names. */
export const ICON_SETS = /** @type {const} */ ([
  { module: 'react-icons/si', type: 'SimpleIconName', icons: SimpleIcons },
  { module: 'react-icons/fa6', type: 'FontAwesome6IconName', icons: FontAwesome6 },
  { module: 'react-icons/di', type: 'DeviconName', icons: Devicons },
]);

/** The data file of a set, from the package's root: tooling/icons/sets/si.json.br for react-icons/si. */
export const setFile = (/** @type {string} */ module) => `tooling/icons/sets/${module.split('/').pop()}.json.br`;
export const NAMES_FILE = 'src/shared/icons/icon-set-names.ts';

/**
 * An icon as react-icons renders it: the `<svg>`'s viewBox, its drawing attributes (fill, stroke),
 * and what is inside it. Its size, class and the rest belong to the `<svg>` that uses it.
 * @param {import('react').ComponentType} Icon
 */
function drawn(Icon) {
  const svg = renderToStaticMarkup(createElement(Icon));
  const [, attributes = '', elements = ''] = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(svg) ?? [];
  const viewBox = /viewBox="([^"]+)"/.exec(attributes)?.[1] ?? '0 0 24 24';
  const drawing = attributes.replace(/\s(viewBox|height|width|xmlns|style|role|class)="[^"]*"/g, '');
  return { viewBox, drawing, elements };
}

/**
 * A set's data file: the drawing attributes its icons share, and each icon, one a line, by name in
 * the set's order.
 * @param {Record<string, unknown>} icons
 */
function setData(icons) {
  const names = Object.keys(icons);
  const each = names.map((name) => drawn(/** @type {import('react').ComponentType} */ (icons[name])));
  const drawings = new Set(each.map(({ drawing }) => drawing));
  if (drawings.size !== 1)
    throw new Error(`icon-sets: the icons of a set draw alike; these draw ${drawings.size} ways`);
  const lines = each.map(
    ({ viewBox, elements }, index) => `    ${JSON.stringify(names[index])}: ${JSON.stringify([viewBox, elements])}`,
  );
  return `{\n  "drawing": ${JSON.stringify([...drawings][0])},\n  "icons": {\n${lines.join(',\n')}\n  }\n}\n`;
}

/** The names' types, one name a line. */
function namesModule() {
  const version = JSON.parse(readFileSync(join(packageRoot, 'node_modules/react-icons/package.json'), 'utf8')).version;
  const types = ICON_SETS.map(
    ({ module, type, icons }) =>
      `/** The icons of ${module}. */\nexport type ${type} =\n${Object.keys(icons)
        .map((name) => `  | '${name}'`)
        .join('\n')};\n`,
  );
  return `// The names of the icons a technology or a UI icon may be drawn from, by set: written by
// scripts/icon-sets.mjs from react-icons ${version}, with the sets' data (tooling/icons/sets/).
\n${types.join('\n')}`;
}

/** Every file this writes, by its path from the package's root, with its text (a set's before it is compressed). */
export function iconSetFiles() {
  return new Map([
    ...ICON_SETS.map(({ module, icons }) => /** @type {const} */ ([setFile(module), setData(icons)])),
    [NAMES_FILE, namesModule()],
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, text] of iconSetFiles()) {
    const bytes = file.endsWith('.br')
      ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
      : text;
    writeFileSync(join(packageRoot, file), bytes);
    console.log(`icon-sets: wrote ${file}`);
  }
}
