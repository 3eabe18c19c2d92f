// The modules tooling/plugins/search.ts serves.

/** Imported for its stylesheet: the header's of a site with search, nothing on a site without. */
declare module 'virtual:search-entry' {}

/** Each language's search index: the URL of its file (MiniSearch's JSON), by the language's tag. */
declare module 'virtual:search-indexes' {
  export const indexUrls: Readonly<Record<string, string>>;
}
