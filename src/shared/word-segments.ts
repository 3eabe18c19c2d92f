// A text's words as Intl.Segmenter finds them, read a piece at a time: the search's words
// (src/shared/search/search-terms.ts) and a post's reading time (tooling/posts/read-posts.ts).
//
// V8's segmenter takes time in proportion to the whole text for each segment it gives (Node 20:
// 64 KiB of prose took 2.4 s, 128 KiB 47 s), so one long text is segmented in pieces of a bounded
// length, each ending where a word surely does (a space, a mark ending a clause) or, in a script
// written with neither between its words, a little before its end, whose last words the next piece
// reads again: the time grows with the text's length, no faster, and the words are the same.

/** A segment of the text: its characters, where it starts in the whole text, and whether it is a word. */
export interface WordSegment {
  segment: string;
  index: number;
  isWordLike: boolean;
}

/** The longest piece handed to the segmenter at once, in UTF-16 code units. */
export const PIECE_LENGTH = 1024;

/**
 * How far before a piece's end a word of a script written without spaces or marks between its words
 * (Thai, Lao, Khmer, Burmese) must end to be taken from it: the dictionary sees this much of what
 * follows it, more than it looks ahead.
 */
const LOOKAHEAD = 128;

const SPACE = /\s/;
/**
 * A mark that ends a clause or a quotation in the scripts written without spaces (Chinese, Japanese;
 * the danda of Devanagari): no word goes on across it.
 */
const CLAUSE_END = /[、。！？」』）】〕〉》…\u0964\u0965\uFF01\uFF1F\uFF09]/u;

/**
 * Where the piece of `text` from `start` to `limit` may end for certain: before its last white space
 * (the segmenter's rules never join a word across one), else after its last mark that ends a clause
 * (Chinese and Japanese are written without spaces, not without punctuation); undefined without either.
 */
function pieceEnd(text: string, start: number, limit: number): number | undefined {
  for (let at = limit; at > start; at -= 1) if (SPACE.test(text.charAt(at))) return at;
  for (let at = limit - 1; at > start; at -= 1) if (CLAUSE_END.test(text.charAt(at))) return at + 1;
  return undefined;
}

/** The segments of `text`, in order, as `segmenter` (of granularity "word") cuts it, a piece at a time. */
export function* wordSegments(text: string, segmenter: Intl.Segmenter): Generator<WordSegment, void, undefined> {
  let start = 0;
  let length = PIECE_LENGTH;
  while (start < text.length) {
    const limit = Math.min(text.length, start + length);
    const end = limit === text.length ? limit : pieceEnd(text, start, limit);
    if (end !== undefined) {
      for (const { segment, index, isWordLike } of segmenter.segment(text.slice(start, end)))
        yield { segment, index: start + index, isWordLike: isWordLike === true };
      start = end;
      length = PIECE_LENGTH;
      continue;
    }
    // no certain end in reach: the piece's words but its last ones, which the next piece reads again
    const reach = limit - start - LOOKAHEAD;
    const segments = segmenter.segment(text.slice(start, limit));
    const first = segments.containing(0);
    if (first && first.segment.length > reach) {
      // one word nearly as long as the piece (a long run of letters): a longer piece, as many times as it takes
      length *= 2;
      continue;
    }
    let read = 0;
    for (const { segment, index, isWordLike } of segments) {
      if (index + segment.length > reach) break;
      yield { segment, index: start + index, isWordLike: isWordLike === true };
      read = index + segment.length;
    }
    start += read;
    length = PIECE_LENGTH;
  }
}
