// The modules tooling/plugins/project-pages.ts serves.

/**
 * The projects that have a story, each with its place in projects.ts and its page's name, and, when
 * there are any, how to load their stories (a chunk of its own).
 */
declare module 'virtual:project-pages-entry' {
  import type * as ProjectPages from 'virtual:project-pages';
  /** A constant: false drops the project pages (their route, their code) from the bundle. */
  export const hasProjectPages: boolean;
  export const projectPages: readonly { index: number; slug: string }[];
  export const importProjectPages: (() => Promise<typeof ProjectPages>) | undefined;
}

/**
 * Each story as a module of its own, keyed "<language>/<page name>" ("en/tram-stop-counter",
 * "de/tram-stop-counter" for its translation): its HTML, and the URLs of the stylesheets only it
 * needs (math, a notebook).
 */
declare module 'virtual:project-pages' {
  export const stories: Readonly<Record<string, () => Promise<{ default: string; stylesheets?: readonly string[] }>>>;
}
