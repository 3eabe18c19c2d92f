import type { AsPlainObject } from 'minisearch';

// A language's search index (MiniSearch's plain object) cut into files of a bounded size when the
// site is built (tooling/search/search-index-files.ts), and put together again in the browser
// (src/features/nav/search-index.ts): each file is fetched and parsed on its own, in parallel, and
// none is so large that reading it stops the page for long.

/** A part of an index: some of its documents and some of its words; the first part has its counts too. */
export type IndexPart = Partial<AsPlainObject>;

type Counts = Omit<AsPlainObject, 'documentIds' | 'fieldLength' | 'storedFields' | 'index'>;

/**
 * `index` in parts of about `bytes` of JSON each, at least one: each document (its id, its fields'
 * lengths, what a result shows of it) whole in one part, and each word with all it points to. An
 * index no larger than `bytes` is one part, the index itself.
 */
export function splitIndex(index: AsPlainObject, bytes: number): IndexPart[] {
  const { documentIds, fieldLength, storedFields, index: words, ...counts } = index;
  const parts: IndexPart[] = [];
  let part: IndexPart = { ...counts };
  let size = JSON.stringify(part).length;
  const room = (added: number) => {
    if (size + added > bytes && size > 0) {
      parts.push(part);
      part = {};
      size = 0;
    }
    size += added;
  };
  for (const id of Object.keys(documentIds)) {
    const document = [documentIds[id], fieldLength[id], storedFields[id]];
    room(JSON.stringify(document).length + 3 * (id.length + 4));
    (part.documentIds ??= {})[id] = documentIds[id];
    (part.fieldLength ??= {})[id] = fieldLength[id] ?? [];
    if (id in storedFields) (part.storedFields ??= {})[id] = storedFields[id];
  }
  for (const entry of words) {
    room(JSON.stringify(entry).length + 1);
    (part.index ??= []).push(entry);
  }
  parts.push(part);
  return parts;
}

/**
 * The index whose parts `parts` are, as MiniSearch.loadJS reads it. Given in the order `splitIndex`
 * made them, it is the index that was split, word for word: results that score alike come in the
 * same order too.
 */
export function joinIndexParts(parts: readonly IndexPart[]): AsPlainObject {
  const counts = parts.find((part) => part.documentCount !== undefined) as Counts | undefined;
  if (!counts) throw new Error('the index has no part with its counts');
  const joined: AsPlainObject = {
    ...counts,
    documentIds: {},
    fieldLength: {},
    storedFields: {},
    index: [],
  };
  for (const part of parts) {
    Object.assign(joined.documentIds, part.documentIds);
    Object.assign(joined.fieldLength, part.fieldLength);
    Object.assign(joined.storedFields, part.storedFields);
    if (part.index) for (const entry of part.index) joined.index.push(entry);
  }
  return joined;
}
