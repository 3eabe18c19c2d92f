// The modules tooling/plugins/publications.ts serves.

/**
 * Whether the owner has publications (publications.bib), and the section that shows them: rendered
 * at once by the prerender (`PublicationsNow`), a chunk of its own in the browser (`loadPublications`).
 */
declare module 'virtual:publications' {
  import type { ComponentType } from 'react';
  /** A constant: false drops the Publications section (and its code) from the bundle. */
  export const hasPublications: boolean;
  /** The section, in the server build only. */
  export const PublicationsNow: ComponentType | undefined;
  /** Imports the section's chunk, in the browser only. */
  export const loadPublications: (() => Promise<{ default: ComponentType }>) | undefined;
  /**
   * The publications as JSON-LD for the home page's head in a language (its tag), in the server build only (the
   * browser's code never holds them).
   */
  export const publicationsJsonLd: ((homeUrl: string, tag: string) => Record<string, unknown> | undefined) | undefined;
}

/** The publications, newest first, and their citations in each language of the site. */
declare module 'virtual:publications-data' {
  import type { Citation } from '@/shared/content/citation';
  import type { ListedPublication, Publication } from '@/shared/content/publication';
  /** Whole, for the head's JSON-LD (the prerender's). */
  export const publications: readonly Publication[];
  /** What the section lists of each, in the same order. */
  export const listed: readonly ListedPublication[];
  /** By the language's tag (as site.ts writes it), in the order of `publications`. */
  export const citations: Readonly<Record<string, readonly Citation[]>>;
}
