import { createHash } from 'node:crypto';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import temml from 'temml';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

// Build-time only (Node): TeX in a post becomes MathML, which Chromium, Firefox and WebKit lay out
// themselves, so a page with math needs no script. Temml writes MathML Core (the MathML that all
// three engines implement), but lays some of it out with `style` attributes (the padding of a
// matrix's columns, a negative space), which the site's CSP refuses: each distinct style becomes a
// class here, and its rule goes into the post's math stylesheet (post-math-stylesheet.ts).

/** Where a formula is, for a message: "posts/x.md, line 12" or "posts/x.ipynb, cell 3". */
export type MathPlace = (node: Element) => string;

export interface MathResult {
  /** Each class that stands for a style Temml wrote, and that style's declarations. */
  styles: Map<string, string>;
  /** Formulas rendered (a post without any links no math stylesheet). */
  count: number;
  /** The characters the formulas draw, for the math font (math-font.ts). */
  characters: Set<string>;
  errors: string[];
}

/** Properties a formula's layout may set; anything else Temml wrote is left out (it is not layout, or it is a bug). */
const PROPERTIES = new Set([
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'margin-left',
  'margin-right',
  'width',
  'height',
  'border',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'color',
  'background-color',
  'font-weight',
  'font-style',
  'font-family',
  'math-depth',
  'transform',
  'position',
  'left',
  'right',
  'top',
  'bottom',
  'justify-content',
  'white-space',
]);
/** A value made of lengths, colours, keywords and font names: nothing that could end a rule or fetch a URL. */
const SAFE_VALUE = /^[-\w.%#,'" ()]+$/;

/**
 * A style attribute as declarations the math stylesheet can hold ("padding-left:0em;padding-right:5.9776pt"), or "" for
 * none.
 */
export function mathDeclarations(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon === -1) return '';
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      if (!PROPERTIES.has(property) || !SAFE_VALUE.test(value) || /url\s*\(|expression|undefined/i.test(value))
        return '';
      return `${property}:${value}`;
    })
    .filter(Boolean)
    .join(';');
}

/** The class that stands for a set of declarations: the same declarations, the same class, in every post. */
export const mathClass = (declarations: string) =>
  `tml-s-${createHash('sha256').update(declarations).digest('hex').slice(0, 8)}`;

/** A formula as MathML elements, with classes instead of style attributes (added to `styles`). */
export function texToMathml(tex: string, displayMode: boolean, styles: Map<string, string>): Element {
  // annotate: false, the TeX source is not repeated inside the formula (where a reader that does not
  // draw MathML would show it beside the formula's own text)
  const html = temml.renderToString(tex, { displayMode, throwOnError: true, annotate: false, trust: false });
  const root = fromHtml(html, { fragment: true });
  const math = root.children.find((child): child is Element => child.type === 'element' && child.tagName === 'math');
  if (!math) throw new Error('no <math> element in the converter output');
  visit(math, 'element', (node: Element) => {
    const style = node.properties.style;
    if (style === undefined) return;
    delete node.properties.style;
    // `display: block math` is what `display="block"` already gives in every engine's own stylesheet
    const declarations = mathDeclarations(String(style).replace(/display\s*:\s*block math;?/, ''));
    if (declarations === '') return;
    const name = mathClass(declarations);
    styles.set(name, declarations);
    const classes = Array.isArray(node.properties.className) ? node.properties.className : [];
    node.properties.className = [...classes, name];
  });
  return math;
}

const isMathCode = (node: Element) =>
  node.tagName === 'code' &&
  Array.isArray(node.properties.className) &&
  node.properties.className.includes('language-math');

const texOf = (node: Element) =>
  node.children
    .map((child) => (child.type === 'text' ? child.value : ''))
    .join('')
    .trim();

/** The first line of a converter's message (Temml repeats the formula underlined on the next ones). */
export const texErrorMessage = (message: string) =>
  (message.split('\n')[0] ?? '')
    .replace(/^ParseError: /, '')
    .replace(/:\s*$/, '')
    .trim();

/**
 * A rehype plugin: every `$…$`, `$$…$$` and ```` ```math ```` block (remark-math's
 * `code.language-math`, inside a `pre` for a block) becomes MathML. A formula written `$$…$$`
 * inside a paragraph is shown as a block, as Jupyter shows it. A TeX error is added to `result.errors`
 * with the place `where` names and the converter's message; the formula's source stays in its place.
 */
export function renderMath(result: MathResult, where: MathPlace) {
  return () => (tree: Root, file: VFile) => {
    const source = String(file.value ?? '');
    visit(tree, 'element', (node: Element, index, parent) => {
      if (!parent || index === undefined) return;
      const code =
        node.tagName === 'pre'
          ? node.children.find((child): child is Element => child.type === 'element' && isMathCode(child))
          : undefined;
      if (!code && !isMathCode(node)) return;
      const offset = node.position?.start.offset;
      const display = code !== undefined || (offset !== undefined && source.startsWith('$$', offset));
      const tex = texOf(code ?? node);
      let math: Element;
      try {
        math = texToMathml(tex, display, result.styles);
      } catch (error) {
        result.errors.push(
          `${where(node)}: TeX error in "${tex.length > 60 ? `${tex.slice(0, 57)}…` : tex}": ${texErrorMessage((error as Error).message)}`,
        );
        return SKIP;
      }
      result.count += 1;
      for (const character of toString(math)) result.characters.add(character);
      const replacement: ElementContent = display
        ? // a wide formula scrolls in its own box, not the page, on a phone (keyboard users reach it with
          // Tab to scroll it too, as a code block); a span inside a paragraph
          {
            type: 'element',
            tagName: code ? 'div' : 'span',
            properties: { className: ['math-display'], tabIndex: 0 },
            children: [math],
          }
        : math;
      (parent.children as RootContent[])[index] = replacement;
      return SKIP;
    });
  };
}
