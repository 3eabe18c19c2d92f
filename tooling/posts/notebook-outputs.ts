import { createHash } from 'node:crypto';
import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import rehypeSanitize from 'rehype-sanitize';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { ansiToHast, withoutAnsi } from './ansi-classes.ts';
import type { Output } from './notebook-schema.ts';
import { VFile } from 'vfile';
import { renderMath, texErrorMessage, texToMathml, type MathResult } from './render-math.ts';
import { authorMarkdown, SANITIZE_SCHEMA, svgSize, type PostImage } from './render-post.ts';
import { removedNote, sanitizeSvg } from '../svg/sanitize-svg.ts';

// Build-time only (Node): a code cell's outputs as saved in the notebook (it is never run), as the
// site shows them. Jupyter's own preference among the forms an output is saved in is followed
// (nbconvert's: HTML, LaTeX, SVG, PNG, JPEG, Markdown, plain text); a form the site cannot show
// (HTML that only a script would draw, a widget) gives way to the next, and an output with no form
// left is left out with a warning.

/**
 * What an output too long to read is cut to: its first lines and its last (a training log's end is
 * its result), the lines between left out with a note; a line too long to read is cut at its end.
 */
export const OUTPUT_LIMIT = { lines: 60, head: 30, tail: 10, characters: 10_000, html: 200_000 };

export interface OutputContext {
  /** "posts/x.ipynb, cell 4": where messages point. */
  where: string;
  /** The post's slug and the cell's number, which name its images' files. */
  slug: string;
  cell: number;
  /** The cell's description of its figures (its metadata's `alt`). */
  alt?: string;
  /** Images the outputs show, by the `src` their <img> has until the image pipeline takes them. */
  provided: Map<string, PostImage>;
  math: MathResult;
  warnings: string[];
  /** The note in place of the lines an output too long to read leaves out, in the post's language. */
  outputCut: (lines: number) => string;
}

const element = (
  tagName: string,
  className: string[],
  children: ElementContent[],
  properties: Element['properties'] = {},
): Element => ({
  type: 'element',
  tagName,
  properties: className.length > 0 ? { ...properties, className } : properties,
  children,
});

/** An output's text: a string, or nbformat's list of lines. */
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : Array.isArray(value) && value.every((line) => typeof line === 'string')
      ? value.join('')
      : undefined;

/** A text cut to the limit: the lines shown before the note and after it, and how many were left out. */
function cutText(text: string): { head: string; tail: string; cut: number } {
  const lines = text.replace(/\n$/, '').split('\n');
  const long = (line: string) =>
    line.length > OUTPUT_LIMIT.characters ? `${line.slice(0, OUTPUT_LIMIT.characters)}…` : line;
  if (lines.length <= OUTPUT_LIMIT.lines && text.length <= OUTPUT_LIMIT.characters)
    return { head: lines.join('\n'), tail: '', cut: 0 };
  const head = lines.slice(0, Math.min(lines.length, OUTPUT_LIMIT.head));
  const tail =
    lines.length > OUTPUT_LIMIT.head + OUTPUT_LIMIT.tail ? lines.slice(-OUTPUT_LIMIT.tail) : lines.slice(head.length);
  let shown = [...head, ...tail].map(long);
  // many long lines: as many whole lines from the start as the characters allow
  while (shown.length > 1 && shown.join('\n').length > OUTPUT_LIMIT.characters)
    shown = shown.slice(0, Math.ceil(shown.length / 2));
  const headCount = Math.min(head.length, shown.length);
  return {
    head: shown.slice(0, headCount).join('\n'),
    tail: shown.slice(headCount).join('\n'),
    cut: lines.length - shown.length,
  };
}

/** Terminal text (a stream, a traceback, a value's repr) as a <pre>, its colours as classes, cut when too long. */
function terminal(text: string, className: string[], context: OutputContext): ElementContent[] {
  const { head, tail, cut } = cutText(text);
  const note: ElementContent[] =
    cut > 0
      ? [
          { type: 'text', value: '\n' },
          element('span', ['nb-cut-note'], [{ type: 'text', value: context.outputCut(cut) }]),
        ]
      : [];
  const after: ElementContent[] = tail !== '' ? [{ type: 'text', value: '\n' }, ...ansiToHast(tail)] : [];
  return [element('pre', ['nb-output', ...className], [element('code', [], [...ansiToHast(head), ...note, ...after])])];
}

const PNG = [0x89, 0x50, 0x4e, 0x47];
const JPEG = [0xff, 0xd8, 0xff];

function rasterImage(
  data: unknown,
  type: 'png' | 'jpeg',
  context: OutputContext,
  index: number,
): ElementContent[] | string {
  const base64 = textOf(data)?.replace(/\s+/g, '');
  if (!base64) return `its ${type.toUpperCase()} is not base64 text`;
  const bytes = Buffer.from(base64, 'base64');
  const magic = type === 'png' ? PNG : JPEG;
  if (!magic.every((byte, at) => bytes[at] === byte)) return `its image/${type} is not a ${type.toUpperCase()} file`;
  return [picture(bytes, type === 'png' ? 'png' : 'jpg', context, index)];
}

/** An SVG figure, made inert (a library's output may hold a script, or reach for another file). */
function svgImage(data: unknown, context: OutputContext, index: number): ElementContent[] | string {
  const text = textOf(data);
  if (!text) return 'its image/svg+xml is not text';
  const inert = sanitizeSvg(text);
  if ('refused' in inert) return `the site cannot serve its SVG: ${inert.refused}`;
  const size = svgSize(inert.svg);
  if (!size) return 'its SVG declares no size';
  if (inert.removed.length > 0) context.warnings.push(removedNote(`${context.where}, its SVG`, inert.removed));
  return [picture(Buffer.from(inert.svg, 'utf8'), 'svg', context, index, size)];
}

/** A file's name part from its bytes. */
export const contentHash = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex').slice(0, 10);

/** An image saved in the notebook: an <img> the image pipeline takes, as it takes a post's pictures. */
function picture(
  bytes: Buffer,
  extension: string,
  context: OutputContext,
  index: number,
  vector?: { width: number; height: number },
): Element {
  // named by its bytes alone: a figure shown in several cells is written, and transformed, once
  const name = `${context.slug}-${contentHash(bytes)}.${extension}`;
  // each figure its own place in the page, with its own cell's description
  const src = `notebook-output/${context.cell}/${index + 1}/${name}`;
  if (context.alt === undefined)
    context.warnings.push(
      `${context.where}: a figure with no description for screen readers (give the cell an "alt" in its metadata)`,
    );
  context.provided.set(src, { name, alt: context.alt ?? '', data: bytes, ...(vector && { vector }) });
  return element('img', [], [], { src, alt: context.alt ?? '' });
}

/** Visible content: text, a table or a picture (HTML that draws itself with a script has none once sanitized). */
const visible = (tree: Root) => {
  let found = toString(tree).trim() !== '';
  visit(tree, 'element', (node: Element) => {
    if (['img', 'table', 'picture'].includes(node.tagName)) found = true;
  });
  return found;
};

function html(data: unknown): ElementContent[] | string {
  const source = textOf(data);
  if (source === undefined) return 'its text/html is not text';
  if (source.length > OUTPUT_LIMIT.html)
    return `its HTML is too long to show (${source.length.toLocaleString('en-US')} characters)`;
  const tree = unified()
    .use(rehypeSanitize, SANITIZE_SCHEMA)
    .runSync(fromHtml(source, { fragment: true })) as Root;
  if (!visible(tree)) return 'its HTML shows nothing without a script';
  return [element('div', ['nb-output', 'nb-html'], tree.children as ElementContent[])];
}

/** LaTeX as a notebook saves it (SymPy: `$\displaystyle x^{2}$`): its formula, shown as a block. */
function latex(data: unknown, context: OutputContext): ElementContent[] | string {
  const source = textOf(data)?.trim();
  if (!source) return 'its text/latex is not text';
  const tex = source
    .replace(/^\$\$([\s\S]*)\$\$$/, '$1')
    .replace(/^\$([\s\S]*)\$$/, '$1')
    .replace(/^\\\[([\s\S]*)\\\]$/, '$1')
    .replace(/^\\displaystyle\b/, '');
  try {
    const math = texToMathml(tex, true, context.math.styles);
    context.math.count += 1;
    for (const character of toString(math)) context.math.characters.add(character);
    // a wide formula scrolls in its box; keyboard users reach it with Tab to scroll it
    return [element('div', ['nb-output', 'math-display'], [math], { tabIndex: 0 })];
  } catch (error) {
    return `its LaTeX does not convert (${texErrorMessage((error as Error).message)})`;
  }
}

/** Markdown a cell displayed (IPython.display.Markdown): through the posts' own Markdown pipeline. */
function markdown(data: unknown, context: OutputContext): ElementContent[] | string {
  const source = textOf(data);
  if (source === undefined) return 'its text/markdown is not text';
  const processor = authorMarkdown().use(renderMath(context.math, () => context.where));
  const file = new VFile(source);
  const tree = processor.runSync(processor.parse(file), file) as Root;
  return [element('div', ['nb-output', 'nb-markdown'], tree.children as ElementContent[])];
}

/** A value's repr (a number, a list, a model's summary). */
const plainText = (text: string | undefined, context: OutputContext) =>
  text === undefined ? 'its text/plain is not text' : terminal(text, ['nb-text'], context);

type Renderer = (data: unknown, context: OutputContext, index: number) => ElementContent[] | string;

/** The forms an output may be saved in, in the order Jupyter's HTML export prefers them. */
const FORMS: readonly (readonly [mime: string, render: Renderer])[] = [
  ['text/html', html],
  ['text/latex', latex],
  ['image/svg+xml', svgImage],
  ['image/png', (data, context, index) => rasterImage(data, 'png', context, index)],
  ['image/jpeg', (data, context, index) => rasterImage(data, 'jpeg', context, index)],
  ['text/markdown', markdown],
  ['text/plain', (data, context) => plainText(textOf(data), context)],
];

function richOutput(
  data: Record<string, unknown>,
  context: OutputContext,
  index: number,
  number: number,
): ElementContent[] {
  const refused: string[] = [];
  for (const [mime, render] of FORMS) {
    if (!(mime in data)) continue;
    const shown = render(data[mime], context, index);
    if (typeof shown !== 'string') {
      if (refused.length > 0)
        context.warnings.push(`${context.where}, output ${number}: shown as ${mime}: ${refused.join('; ')}`);
      return shown;
    }
    refused.push(`${mime}: ${shown}`);
  }
  const forms = Object.keys(data).join(', ') || 'no data';
  context.warnings.push(
    `${context.where}, output ${number}: left out, the site cannot show it (${refused.length > 0 ? refused.join('; ') : forms})`,
  );
  return [];
}

/**
 * A code cell's outputs as the page shows them: streams (consecutive ones of a kind joined, as
 * Jupyter shows them) and values as preformatted text, tracebacks with their colours as classes,
 * HTML sanitized, images through the image pipeline, LaTeX as MathML.
 */
export function renderOutputs(outputs: readonly Output[], context: OutputContext): ElementContent[] {
  const shown: ElementContent[] = [];
  let images = 0;
  for (let index = 0; index < outputs.length; index += 1) {
    const output = outputs[index];
    if (!output) continue;
    if (output.output_type === 'stream') {
      let text = output.text;
      while (
        outputs[index + 1]?.output_type === 'stream' &&
        (outputs[index + 1] as typeof output).name === output.name
      ) {
        index += 1;
        text += (outputs[index] as typeof output).text;
      }
      if (withoutAnsi(text).trim() !== '')
        shown.push(...terminal(text, ['nb-stream', ...(output.name === 'stderr' ? ['nb-stderr'] : [])], context));
    } else if (output.output_type === 'error') {
      const traceback = output.traceback.length > 0 ? output.traceback.join('\n') : `${output.ename}: ${output.evalue}`;
      shown.push(...terminal(traceback, ['nb-error'], context));
    } else {
      const before = context.provided.size;
      shown.push(...richOutput(output.data, context, images, index + 1));
      images += context.provided.size - before;
    }
  }
  return shown;
}
