import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';

// Build-time only (Node): what a project's page says, as text, for what indexes the site (its search):
// the page's address, its title and its story's headings and words.

/** A project's page in one language, as words. */
export interface ProjectPageText {
  /** The project's place in projects.ts. */
  index: number;
  /** The page's language, a tag of site.ts. */
  language: string;
  /** The page's path inside the site, without the base path: "/projects/tram-stop-counter", "/de/projects/…". */
  path: string;
  /** The project's title in the page's language. */
  title: string;
  /** Its description's lines, in the page's language (the card's and the dialog's bullets). */
  description: readonly string[];
  technologies: readonly string[];
  /** The language the story is written in: the page's, or the default language's where it has no translation. */
  storyLanguage: string;
  /** The story's headings, each with its id (the page's anchor: `${path}#${id}`). */
  headings: readonly { id: string; text: string }[];
  /** The story's words: its text, code and formulas, without the site's own labels. */
  text: string;
}

/** The site's own words in a rendered body: a heading's link, "(opens in a new tab)", a formula's TeX source. */
const isLabel = (node: Element) => {
  const classes = node.properties.className;
  const names = Array.isArray(classes) ? classes.map(String) : [];
  return names.includes('heading-anchor') || names.includes('sr-only') || node.tagName === 'annotation';
};

const BLOCKS = new Set([
  ...['p', 'div', 'pre', 'li', 'dt', 'dd', 'blockquote', 'figure', 'figcaption', 'table', 'tr', 'td', 'th'],
  ...['h2', 'h3', 'h4', 'h5', 'h6', 'details', 'summary', 'hr', 'br'],
]);

/** The headings and words of a body rendered by the posts' pipeline (tooling/posts/render-post.ts). */
export function renderedText(html: string): Pick<ProjectPageText, 'headings' | 'text'> {
  const tree: Root = fromHtml(html, { fragment: true });
  visit(tree, 'element', (node: Element, index, parent) => {
    if (!isLabel(node) || !parent || index === undefined) return;
    parent.children.splice(index, 1);
    return [SKIP, index];
  });
  // a block's words end where it does ("1.33" and the heading after it are two words)
  visit(tree, 'element', (node: Element) => {
    if (BLOCKS.has(node.tagName)) node.children.push({ type: 'text', value: ' ' });
  });
  const headings: { id: string; text: string }[] = [];
  visit(tree, 'element', (node: Element) => {
    if (/^h[2-6]$/.test(node.tagName) && typeof node.properties.id === 'string')
      headings.push({ id: node.properties.id, text: toString(node).replace(/\s+/g, ' ').trim() });
  });
  return { headings, text: toString(tree).replace(/\s+/g, ' ').trim() };
}
