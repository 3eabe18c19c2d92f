// What a reader of a PDF gets from it (pdf.js through unpdf): the text of each page in reading
// order, the font of each piece of it, its link targets, its metadata and its page size.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

// text compared as the owner's check compares a printed page's
export { firstOutOfOrder, squeeze } from '../../packages/check/support/pdf-text.js';

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

/**
 * The text of a PDF set in a bold weight, as runs of a line joined (poppler's pdftohtml, which names
 * each run's font: a bold one says so, "-SemiBold", "-Bold"). A script set by several font files,
 * each its slice of the characters, changes font within a name: its characters are joined back.
 */
export function boldText(bytes: Uint8Array): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-bold-'));
  try {
    writeFileSync(join(dir, 'file.pdf'), bytes);
    const xml = execFileSync('pdftohtml', ['-xml', '-i', '-stdout', '-q', join(dir, 'file.pdf')], { encoding: 'utf8' });
    const bold = new Set(
      [...xml.matchAll(/<fontspec id="(\d+)"[^>]*family="([^"]*)"/g)]
        .filter(([, , family]) => /(Semi|Extra)?Bold|Black/i.test(family ?? ''))
        .map(([, id]) => id),
    );
    const spans: string[] = [];
    let last: { top: string; end: number; bold: boolean } | undefined;
    for (const [, top = '', left = '', width = '', font = '', inner = ''] of xml.matchAll(
      /<text top="(\d+)" left="(\d+)" width="(\d+)" height="\d+" font="(\d+)">(.*?)<\/text>/g,
    )) {
      const text = inner
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"');
      const isBold = bold.has(font);
      // a run beside the last one on its line, in the same weight: the same span
      if (isBold && last?.bold && last.top === top && Math.abs(Number(left) - last.end) <= 2)
        spans[spans.length - 1] += text;
      else if (isBold) spans.push(text);
      last = { top, end: Number(left) + Number(width), bold: isBold };
    }
    return spans.map((span) => span.normalize('NFC'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
