// What a reader of a PDF gets from it (pdf.js through unpdf): the text of each page in reading
// order, the font of each piece of it, its link targets, its metadata and its page size.
import { inflateSync } from 'node:zlib';
import { extractText, extractTextItems, getDocumentProxy, getMeta } from 'unpdf';

export interface ReadPdf {
  /** Each page's text, line by line. */
  pages: string[];
  /**
   * Every piece of text (pdf.js joins what is set in one font on one line), with the font it is set in (pdf.js's name
   * for it).
   */
  pieces: { text: string; font: string }[];
  /** The URI of every link annotation, page by page. */
  links: string[];
  info: Record<string, unknown>;
  /** Width and height of the first page, in points. */
  pageSize: [number, number];
  /** The lowest and highest baseline of any text on any page, in points from the bottom edge. */
  baselines: [number, number];
  /** The leftmost start and the rightmost end of any text on any page, in points from the left edge. */
  edges: [number, number];
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  // pdf.js takes the buffer over: give it a copy
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  const links: string[] = [];
  const pieces: ReadPdf['pieces'] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const annotations = (await page.getAnnotations()) as { subtype: string; url?: string }[];
    for (const annotation of annotations)
      if (annotation.subtype === 'Link' && annotation.url) links.push(annotation.url);
    for (const item of (await page.getTextContent()).items)
      if ('str' in item && item.str.trim()) pieces.push({ text: item.str, font: item.fontName });
  }
  const { info } = await getMeta(pdf);
  const [, , width, height] = (await pdf.getPage(1)).view;
  const items = (await extractTextItems(pdf)).items.flat().filter(({ str }) => str.trim() !== '');
  const ys = items.map(({ y }) => y);
  return {
    pages: text,
    pieces,
    links,
    info,
    pageSize: [Math.round(width!), Math.round(height!)],
    baselines: [Math.min(...ys), Math.max(...ys)],
    edges: [Math.min(...items.map(({ x }) => x)), Math.max(...items.map(({ x, width: itemWidth }) => x + itemWidth))],
  };
}

/** Text as compared: no whitespace (a line may wrap anywhere) and composed characters. */
export const squeeze = (text: string): string => text.normalize('NFC').replace(/\s+/g, '');

/**
 * The first of `expected` that `text` does not hold in that order (each after the one before),
 * or undefined when it holds them all; whitespace aside.
 */
export function firstOutOfOrder(text: string, expected: readonly string[]): string | undefined {
  const haystack = squeeze(text);
  let from = 0;
  for (const want of expected) {
    const at = haystack.indexOf(squeeze(want), from);
    if (at < 0) return want;
    from = at + squeeze(want).length;
  }
  return undefined;
}

/**
 * The RGB colours the PDF's content streams paint with ("#1d4e89"), read from their operators
 * (`r g b rg`, or `r g b scn` in an RGB colour space) after inflating each stream.
 */
export function paintColours(bytes: Uint8Array): Set<string> {
  const pdf = Buffer.from(bytes);
  const colours = new Set<string>();
  const hex = (value: string) =>
    Math.round(Number(value) * 255)
      .toString(16)
      .padStart(2, '0');
  for (let at = pdf.indexOf('stream'); at >= 0; at = pdf.indexOf('stream', at + 6)) {
    const start = at + (pdf[at + 6] === 0x0d ? 8 : 7);
    const end = pdf.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const [, r, g, b] of content.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) (?:scn|SCN|rg|RG)\b/g))
      colours.add(`#${hex(r!)}${hex(g!)}${hex(b!)}`);
    at = end;
  }
  return colours;
}
