// What a reader of a PDF gets from it (pdf.js through unpdf): the text of each page, and ways to compare
// text that a line may break anywhere in.
import { extractText, getDocumentProxy } from 'unpdf';

/**
 * Each page's text, line by line.
 * @param {Uint8Array} bytes
 */
export async function pdfPages(bytes) {
  // pdf.js takes the buffer over: give it a copy
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false });
  return text;
}

/**
 * Text as compared: no whitespace (a line may wrap anywhere) and composed characters.
 * @param {string} text
 */
export const squeeze = (text) => text.normalize('NFC').replace(/\s+/g, '');

/**
 * The first of `expected` that `text` does not hold in that order (each after the one before),
 * or undefined when it holds them all; whitespace aside.
 * @param {string} text
 * @param {readonly string[]} expected
 */
export function firstOutOfOrder(text, expected) {
  const haystack = squeeze(text);
  let from = 0;
  for (const want of expected) {
    const at = haystack.indexOf(squeeze(want), from);
    if (at < 0) return want;
    from = at + squeeze(want).length;
  }
  return undefined;
}
