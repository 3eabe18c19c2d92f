import type { ReactNode } from 'react';
import { phrases } from 'virtual:languages';

/**
 * The class of an element whose Japanese or Chinese text breaks only between its phrases (src/app/typography.css):
 * its words are kept whole (`word-break: keep-all`, which leaves a line its <wbr>s, spaces and punctuation to break
 * at), and a phrase too long for the line still breaks rather than overflow.
 */
export const PHRASED = 'phrased';

/**
 * Punctuation inside a phrase but an opening mark, with any that follows and the letter after it (キム・ソヨン,
 * 「会議」を), where Chromium and Firefox would still break a line under keep-all (WebKit would not): kept on one line.
 */
const BREAKABLE_INSIDE = /[^\p{L}\p{N}\p{M}\s\p{Ps}\p{Pi}][^\p{L}\p{N}\p{M}\s]*[\p{L}\p{N}\p{M}]/gu;

let breaksByText: ReadonlyMap<string, readonly number[]> | undefined;

/** Where the build found a text may break between phrases (tooling/i18n/phrases.ts); none for a text of another language. */
function breaksOf(text: string): readonly number[] | undefined {
  breaksByText ??= new Map(phrases.map(([cut, ...breaks]) => [cut, breaks]));
  return breaksByText.get(text);
}

/** A phrase, or the part of one, that starts at `at`: its punctuation held to the letter after it. */
function glued(text: string, at: number): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const { 0: held, index } of text.matchAll(BREAKABLE_INSIDE)) {
    if (index > last) nodes.push(text.slice(last, index));
    nodes.push(
      <span key={at + index} className="whitespace-nowrap">
        {held}
      </span>,
    );
    last = index + held.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/**
 * `text`, which starts at `from` in a longer one cut at `breaks`: a <wbr> at each break inside it or at its start,
 * and each phrase's punctuation held to its next letter.
 */
function withBreaks(text: string, from: number, breaks: readonly number[]): ReactNode[] {
  const starts = [0, ...breaks.map((offset) => offset - from).filter((inside) => inside >= 0 && inside < text.length)];
  return [...new Set(starts)].flatMap((start, index, all) => [
    ...(from + start > 0 && breaks.includes(from + start) ? [<wbr key={`wbr-${from + start}`} />] : []),
    ...glued(text.slice(start, all[index + 1]), from + start),
  ]);
}

/**
 * A text as the page sets it: Japanese or Chinese that the build cut into phrases (tooling/i18n/phrases.ts) breaks
 * only between them, at a <wbr>, in every browser (エンジニア is never broken as エンジ|ニア); any other text is
 * left as it is. Neither the <wbr>s nor the spans change what a screen reader reads or a copy gives. `breaks`: the
 * text's own, where it comes with them (a post's title). Called under `__PHRASES__` (`__PHRASES__ ? phrased(title) :
 * title`), so that a site in neither language has no byte of it.
 */
export function phrased(text: string, breaks = breaksOf(text)): ReactNode {
  return breaks ? <span className={PHRASED}>{withBreaks(text, 0, breaks)}</span> : text;
}

/**
 * The pieces of one sentence set in elements of their own (a greeting around a name), each with the <wbr>s of the
 * sentence's phrases that fall in it, for an element of the class PHRASED; undefined when the sentence was not cut.
 * Called under `__PHRASES__`, as phrased() is.
 */
export function phrasedPieces(pieces: readonly string[]): ReactNode[][] | undefined {
  const breaks = breaksOf(pieces.join(''));
  if (!breaks) return undefined;
  let from = 0;
  return pieces.map((piece) => {
    const nodes = withBreaks(piece, from, breaks);
    from += piece.length;
    return nodes;
  });
}
