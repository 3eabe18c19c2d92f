import type { Element, ElementContent } from 'hast';
import { texErrorMessage, texToMathml } from './render-math.ts';

// Build-time only (Node): a formula in a post's title or summary, as characters. Those fields are
// text wherever they go (the page's <title>, the feed's items, a link preview, structured data), so
// `$\nabla_\theta \mathcal{L}$` is written there once, as "∇_θℒ", not as its TeX source and not
// twice (a feed reader that draws no MathML shows a formula's text beside its source).

const SUPERSCRIPTS: Record<string, string> = Object.fromEntries(
  [...'0123456789+-=()abcdefghijklmnoprstuvwxyz']
    .map((char, index) => [char, [...'⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻ'][index] ?? char])
    .concat([
      ['−', '⁻'],
      ['T', 'ᵀ'],
      ['⊤', 'ᵀ'],
    ]),
);
const SUBSCRIPTS: Record<string, string> = Object.fromEntries(
  [...'0123456789+-=()aeoxhklmnpstijruv']
    .map((char, index) => [char, [...'₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₒₓₕₖₗₘₙₚₛₜᵢⱼᵣᵤᵥ'][index] ?? char])
    .concat([
      ['−', '₋'],
      ['β', 'ᵦ'],
      ['γ', 'ᵧ'],
      ['ρ', 'ᵨ'],
      ['φ', 'ᵩ'],
      ['χ', 'ᵪ'],
    ]),
);
/** Combining marks for the accents a formula puts over a letter (\hat y, \tilde x, \bar x, \dot x, \vec v). */
const ACCENTS: Record<string, string> = {
  '^': '\u0302',
  ˆ: '\u0302',
  '~': '\u0303',
  '˜': '\u0303',
  '¯': '\u0304',
  '‾': '\u0305',
  '˙': '\u0307',
  '→': '\u20D7',
};
/** Operators written with a space on each side. */
const SPACED = new Set([...'=<>≤≥≈≠≡∼∝∈∉⊂⊆→←↦⇒⇔+−×·÷±∣'].concat(['≔']));

const elements = (node: Element) => node.children.filter((child): child is Element => child.type === 'element');
/** A group of several tokens (an <mrow> of more than one), which a fraction or a root brackets: 1/(n+1), √(x+y). */
const isGroup = (nodes: readonly Element[]): boolean =>
  nodes.length > 1 || (nodes[0]?.tagName === 'mrow' && isGroup(elements(nodes[0])));
const bracket = (text: string, nodes: readonly Element[]) => (isGroup(nodes) ? `(${text})` : text);

function script(node: Element | undefined, table: Record<string, string>, mark: string): string {
  // a script is set tight: no space around its operators
  const text = node ? linear(node).replace(/\s+/g, '') : '';
  const chars = [...text];
  if (chars.every((char) => table[char])) return chars.map((char) => table[char]).join('');
  return `${mark}${node && isGroup([node]) ? `(${text})` : text}`;
}

function linear(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  const parts = (node as Element).children
    .filter((child) => child.type === 'element' || child.value.trim() !== '')
    .map(linear);
  const [first = '', second = ''] = parts;
  const children = elements(node);
  switch (node.tagName) {
    case 'mo':
      return SPACED.has(parts.join('').trim()) ? ` ${parts.join('').trim()} ` : parts.join('');
    case 'mspace':
      return ' ';
    case 'msup':
      return first + script(children[1], SUPERSCRIPTS, '^');
    case 'msub':
      return first + script(children[1], SUBSCRIPTS, '_');
    case 'msubsup':
      return first + script(children[1], SUBSCRIPTS, '_') + script(children[2], SUPERSCRIPTS, '^');
    case 'mfrac':
      return `${bracket(first.trim(), children.slice(0, 1))}/${bracket(second.trim(), children.slice(1, 2))}`;
    case 'msqrt':
      return `√${bracket(parts.join('').trim(), children)}`;
    case 'mroot':
      return `${script(children[1], SUPERSCRIPTS, '^')}√${bracket(first.trim(), children.slice(0, 1))}`;
    case 'mover':
    case 'munder': {
      const accent = ACCENTS[second.trim()];
      return accent && [...first].length === 1 ? first + accent : first;
    }
    case 'munderover':
      return first;
    case 'mtable':
      return parts.map((row) => row.trim()).join('; ');
    case 'mtr':
      return parts.map((cell) => cell.trim()).join(', ');
    default:
      return parts.join('');
  }
}

/** A formula as one line of characters: `\frac{1}{n}\sum_i x_i^2` is "1/n∑ᵢxᵢ²". */
export const texToText = (tex: string): string => mathmlText(texToMathml(tex, false, new Map()));

/** A formula rendered to MathML (its <math> element) as one line of characters, as texToText writes it. */
export function mathmlText(math: Element): string {
  return (
    linear(math)
      // the invisible function application and separators MathML puts after "log" or between indices
      .replace(/[\u2061-\u2064]/g, '')
      .replace(/\s+/g, ' ')
      .replace(/\(\s+/g, '(')
      .replace(/\s+\)/g, ')')
      .trim()
      // a letter and its accent as one character where Unicode has one (ŷ)
      .normalize('NFC')
  );
}

/**
 * `$…$` as Pandoc delimits it in a line of text: the opening `$` not followed by a space, the
 * closing one not preceded by a space nor followed by a digit, so "$5 and $10" holds no formula.
 */
const INLINE_MATH = /(?<!\\)\$(?!\s)((?:[^$\\]|\\.)+?)(?<!\s)\$(?!\d)/g;

/** A title's or a summary's formulas as characters; a TeX error is added to `errors`, naming `where`. */
export function plainTextMath(text: string, where: string, errors: string[]): string {
  return text
    .replace(INLINE_MATH, (whole, tex: string) => {
      try {
        return texToText(tex);
      } catch (error) {
        errors.push(`${where}: TeX error in "${tex}": ${texErrorMessage((error as Error).message)}`);
        return whole;
      }
    })
    .replace(/\\\$/g, '$');
}
