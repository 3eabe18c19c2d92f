// The words of a text as the site's search cuts them: at build time into the index
// (tooling/search/), in the browser out of a query (src/features/nav/search-panel.tsx). One module for both, so a
// query's words are cut where the index's were.

import { wordSegments } from '../word-segments.ts';

/** Marks inside one segment that join words a reader may look for alone: "np.array", "l'apprentissage", "snake_case". */
const JOINERS = /[.'’:_]/;
const JOINERS_EVERYWHERE = /[.'’:_]+/;

const segmenters = new Map<string, Intl.Segmenter>();

/**
 * The language's word segmenter: Unicode's word boundaries, and for scripts written without spaces
 * (Chinese, Japanese, Thai…) the dictionary of the browser's or Node's ICU. Undefined where the
 * engine has no Intl.Segmenter (Firefox before 125): words are then runs of letters and digits.
 */
function segmenterOf(locale: string): Intl.Segmenter | undefined {
  if (typeof Intl.Segmenter !== 'function') return undefined;
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(Intl.Segmenter.supportedLocalesOf([locale]).length > 0 ? locale : [], {
      granularity: 'word',
    });
    segmenters.set(locale, segmenter);
  }
  return segmenter;
}

/** Each word of `text` as the segmenter of `locale` finds it, in order, read lazily. */
function* wordsOf(text: string, locale: string): Generator<string, void, undefined> {
  const segmenter = segmenterOf(locale);
  if (!segmenter) {
    yield* text.match(/[\p{L}\p{M}\p{N}]+(?:[.'’:_][\p{L}\p{M}\p{N}]+)*/gu) ?? [];
    return;
  }
  for (const { segment, isWordLike } of wordSegments(text, segmenter)) if (isWordLike) yield segment;
}

/** The first words of a text, as far as a limit on their number let the search read. */
export interface FirstWords {
  /** The words read, each with the parts of one joined by a dot, an apostrophe, a colon or an underscore. */
  words: string[];
  /** How many of the segmenter's words they are (a joined word and its parts are one). */
  count: number;
  /** Whether the text goes on past the limit: a word was left unread. */
  cut: boolean;
}

/**
 * The words of `text` in the language `locale`, up to `limit` of them: the text is read no further
 * than that, so a limit bounds the time of a text of any length.
 */
export function firstSearchWords(text: string, locale: string, limit: number): FirstWords {
  const words: string[] = [];
  let count = 0;
  for (const word of wordsOf(text, locale)) {
    if (count === limit) return { words, count, cut: true };
    count += 1;
    words.push(word);
    if (JOINERS.test(word)) for (const part of word.split(JOINERS_EVERYWHERE)) if (part) words.push(part);
  }
  return { words, count, cut: false };
}

/**
 * The words of `text` in the language `locale` (a BCP 47 tag, the page's): each word the segmenter
 * finds, and the parts of one joined by a dot, an apostrophe, a colon or an underscore after it
 * ("np.array", "np", "array"), so a reader finds either.
 */
export const searchWords = (text: string, locale: string): string[] => firstSearchWords(text, locale, Infinity).words;

/**
 * A word as the index holds it and a query looks for it: compatibility forms unified (full-width
 * Latin, half-width kana, ligatures), in lower case, without the accents of Latin, Greek and
 * Cyrillic letters (so "resume" finds "résumé" and "Nguyen" finds "Nguyễn"); the marks other
 * scripts spell with (a kana's voicing mark, Devanagari's vowel signs) are kept.
 */
export function searchTerm(word: string): string | null {
  const term = word
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
  return term === '' ? null : term;
}
