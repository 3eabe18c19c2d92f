// Where an owner's citation counts come from (site.ts's `citations.source`), and each source's name
// as the page and the messages write it beside a count ("cited by 41 · OpenAlex, 2026-11-28").

export const CITATION_SOURCES = { openalex: 'OpenAlex' } as const;

export type CitationSource = keyof typeof CITATION_SOURCES;

/** A publication's citation count as the page shows it: "Cited by 41 · OpenAlex, 2026-11-28". */
export interface CitationCount {
  count: number;
  source: CitationSource;
  /** The day it was read, YYYY-MM-DD. */
  read: string;
}
