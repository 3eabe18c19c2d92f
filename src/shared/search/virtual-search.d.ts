// The modules tooling/plugins/search.ts serves.

/** Imported for its stylesheet: the header's of a site with search, nothing on a site without. */
declare module 'virtual:search-entry' {}

/**
 * Each language's search index, by the language's tag: the addresses of its files
 * (tooling/search/search-index-files.ts). `parts` hold the whole index (MiniSearch's JSON in parts:
 * src/shared/search/index-parts.ts), one file on most sites; a long blog's has a `first` shard too,
 * its pages' titles, short lines and headings, to answer from while the parts load.
 */
declare module 'virtual:search-indexes' {
  export const searchIndexes: Readonly<Record<string, { readonly first?: string; readonly parts: readonly string[] }>>;
}
