import type { Element, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';

// Build-time only (Node): a rendered post (tooling/posts/render-post.ts) cut into the sections its
// headings start, for the search index: a result leads to the heading where its words are.

/** A part of a post: before its first heading (no id), or from one heading to the next. */
export interface PostSection {
  /** The heading's id, the anchor a result leads to (`/blog/<slug>#<id>`); none before the first heading. */
  id?: string;
  /** The heading's text. */
  heading?: string;
  /** What a reader reads there: paragraphs, lists, code, a notebook's outputs. */
  text: string;
}

/**
 * The site's own words in a post's markup, not the author's: a heading's link, "(opens in a new tab)", a notebook's
 * cut output.
 */
const SITE_MARKUP = ['heading-anchor', 'sr-only', 'nb-cut-note'];
/** Elements after which a reader's eye moves on: their text is not run into the next one's. */
const BLOCKS = /^(p|div|li|ul|ol|pre|blockquote|table|tr|td|th|dt|dd|figure|figcaption|details|summary|h[1-6]|br|hr)$/;
const HEADING = /^h[2-6]$/;

const classesOf = (node: Element): string[] => {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
};

function isSiteMarkup(node: Element, parent: Element | Root): boolean {
  // a formula's TeX source, kept by the MathML for assistive technology: the formula's characters are read instead
  if (node.tagName === 'annotation') return true;
  // the summary that unfolds a notebook's hidden code says "Show code", in the site's words
  if (node.tagName === 'summary' && parent.type === 'element' && classesOf(parent).includes('nb-hidden-input'))
    return true;
  return classesOf(node).some((name) => SITE_MARKUP.includes(name));
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The sections of a post's HTML, in order: its text before the first heading (when there is some),
 * then one per heading that has an id (h2 to h6, a subsection its own), each with the text up to
 * the next heading. Images, the site's markup and a formula's TeX source are left out.
 */
export function postSections(html: string): PostSection[] {
  const sections: { id?: string; heading?: string; parts: string[] }[] = [];
  let current: string[] = [];
  sections.push({ parts: current });
  // the text goes to the section being read, or (`into`) to the heading being read
  const walk = (node: RootContent, parent: Element | Root, into?: string[]): void => {
    const target = () => into ?? current;
    if (node.type === 'text') target().push(node.value);
    if (node.type !== 'element' || isSiteMarkup(node, parent)) return;
    const { id } = node.properties;
    if (!into && HEADING.test(node.tagName) && typeof id === 'string') {
      const heading: string[] = [];
      for (const child of node.children) walk(child, node, heading);
      current = [];
      sections.push({ id, heading: squeeze(heading.join('')), parts: current });
      return;
    }
    const block = BLOCKS.test(node.tagName);
    if (block) target().push('\n');
    for (const child of node.children) walk(child, node, into);
    if (block) target().push('\n');
  };
  const tree = fromHtml(html, { fragment: true });
  for (const node of tree.children) walk(node, tree);
  return sections
    .map(({ id, heading, parts }) => ({
      ...(id !== undefined && { id }),
      ...(heading !== undefined && { heading }),
      text: parts.join('').split('\n').map(squeeze).filter(Boolean).join('\n'),
    }))
    .filter((section, index) => index > 0 || section.text !== '');
}
