import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// Build-time only (Node): the stylesheet a post with math links, and nothing else does. It is written
// beside the build's other generated files and goes through the bundler like any stylesheet (the
// font becomes a hashed asset, the rules are minified).

const require = createRequire(import.meta.url);
const siteRules = fileURLToPath(new URL('../../src/shared/posts/post-math.css', import.meta.url));
/** Temml's stylesheet for Noto Sans Math: the engines' differences in laying MathML out, corrected by class. */
const temmlRules = require.resolve('temml/dist/Temml-NotoSans.css');

/**
 * Temml's sheet without what it cannot have here: its @font-face (a .ttf it does not ship; the font
 * is declared below, under the name its rules use) and \cancelto's arrow (a data: image, which the
 * site's CSP refuses).
 */
const temmlSheet = () =>
  readFileSync(temmlRules, 'utf8')
    .replace(/@font-face\s*\{[^}]*\}/g, '')
    .replace(/\.tml-cancelto\s*\{[^}]*\}/g, '');

/**
 * The math stylesheet of a post, written into `dir`: the math font (`font`, a file: math-font.ts;
 * a sans-serif, as the site's text; downloaded only when a formula is drawn, and not at all where
 * the system has Noto Sans Math), Temml's rules, the site's (post-math.css), and one rule per class
 * that stands for a style the converter wrote (render-math.ts). Those rules are `!important`
 * because they stand for style attributes, which no stylesheet rule overrides.
 */
export function mathStylesheet(styles: ReadonlyMap<string, string>, dir: string, fontFile: string): string {
  const font = relative(dir, fontFile).replaceAll('\\', '/');
  const rules = [...styles]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([name, declarations]) =>
        `.post-content .${name} { ${declarations
          .split(';')
          .map((declaration) => `${declaration} !important`)
          .join('; ')}; }`,
    );
  return [
    "@font-face { font-family: 'NotoSans Math'; font-style: normal; font-weight: 400; font-display: swap;",
    `  src: local('Noto Sans Math'), local('NotoSansMath-Regular'), url('${font}') format('woff2'); }`,
    temmlSheet(),
    readFileSync(siteRules, 'utf8'),
    ...rules,
    '',
  ].join('\n');
}

/** The stylesheet's file name: the same rules, the same file, for every post that has them. */
export const mathStylesheetName = (css: string) =>
  `post-math-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
