// The module tooling/plugins/search.ts serves.

/** Each language's search index: the URL of its file (MiniSearch's JSON), by the language's tag. */
declare module 'virtual:search-indexes' {
  export const indexUrls: Readonly<Record<string, string>>;
}
