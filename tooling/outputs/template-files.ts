import { fileURLToPath } from 'node:url';

/**
 * The template's stylesheets that a generated module brings into the page. A stylesheet reaches the
 * page only by being imported, and these belong to the page only when the site has what they style
 * (a post or a story, a notebook, a search): the module that says whether it has them imports them.
 * Nothing else of the template is named by a generated module: its code imports what it needs.
 */
export const TEMPLATE_STYLESHEETS = {
  /** A post's or a story's body. */
  postContent: fileURLToPath(new URL('../../src/shared/posts/post-content.css', import.meta.url)),
  /** A notebook's cells and outputs. */
  notebook: fileURLToPath(new URL('../../src/shared/posts/post-notebook.css', import.meta.url)),
  /** The header's search button, on the narrowest phones. */
  searchHeader: fileURLToPath(new URL('../../src/features/nav/search-header.css', import.meta.url)),
} as const;

/** How a generated module names a file: its path in forward slashes, quoted. */
export const specifier = (path: string): string => JSON.stringify(path.replaceAll('\\', '/'));
