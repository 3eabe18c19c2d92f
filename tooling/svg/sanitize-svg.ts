import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { sanitize } from 'hast-util-sanitize';
import { toString } from 'hast-util-to-string';
import { toXast } from 'hast-util-to-xast';
import { find, svg as svgSchema } from 'property-information';
import { toXml } from 'xast-util-to-xml';
import { SVG_SCHEMA } from './svg-allowlist.ts';
import { checkStyleAttribute, checkStylesheet } from './svg-stylesheet.ts';

// Build-time only (Node): an SVG file made inert. An SVG is a document: opened on its own (a link to
// it, a host that serves it without the site's Content-Security-Policy, as GitHub Pages does) it runs
// its scripts on the site's origin. Each SVG the site serves is therefore written anew from what it
// draws (svg-allowlist.ts, svg-stylesheet.ts): parsed as a browser parses SVG inside HTML
// (hast-util-from-html), cleaned by hast-util-sanitize, and written as XML (xast-util-to-xml), so what
// is served is exactly what was checked.

const XLINK = 'http://www.w3.org/1999/xlink';
/** What a picture's editor keeps in it for itself (RDF, Inkscape's and Illustrator's settings): left out, unmentioned. */
const isEditorsNote = (name: string) => name === 'metadata' || name.includes(':');

/** What is said of a file the sanitizer changed: the owner may want to know their picture held a script. */
export const removedNote = (where: string, removed: readonly string[]) =>
  `${where}: left out what would run or fetch a file if the picture were opened on its own: ${removed.join(', ')}`;

export type SanitizedSvg =
  | {
      svg: string;
      /** What was left out that would run, embed or fetch something (empty for a file with nothing of it). */
      removed: string[];
    }
  | { refused: string };

const allowedTags = new Set(SVG_SCHEMA.tagNames);
const attributeRules = SVG_SCHEMA.attributes ?? {};

/** Whether the sanitizer keeps an attribute of an element, as its schema says (a name alone, or a name and the values it may take). */
function keeps(tagName: string, key: string, value: unknown): boolean | 'unknown' {
  const rules = [...(attributeRules[tagName] ?? []), ...(attributeRules['*'] ?? [])];
  const rule = rules.find((candidate) => (typeof candidate === 'string' ? candidate : candidate[0]) === key);
  if (!rule) return 'unknown';
  if (typeof rule === 'string' || rule.length === 1) return true;
  const values = Array.isArray(value) ? value : [value];
  return values.every((one) =>
    rule.slice(1).some((allowed) => (allowed instanceof RegExp ? allowed.test(String(one)) : allowed === one)),
  );
}

/** An attribute as the file wrote it: its name and its value, cut short. */
function written(key: string, value: unknown): string {
  const text = String(Array.isArray(value) ? value.join(' ') : value);
  return `${find(svgSchema, key).attribute}="${text.length > 60 ? `${text.slice(0, 57)}…` : text}"`;
}

/** A list of what was left out, each kind once with its count. */
class Removals {
  private counts = new Map<string, number>();
  add(what: string) {
    this.counts.set(what, (this.counts.get(what) ?? 0) + 1);
  }
  list(): string[] {
    return [...this.counts].map(([what, count]) => (count > 1 ? `${what} (${count} times)` : what));
  }
}

/**
 * The CSS of `element` and its descendants, each stylesheet and style attribute as the CSS parser writes it back,
 * without what would fetch a file, which is said.
 */
function cleanStyles(element: Element, removed: Removals): void {
  const style = element.properties.style;
  if (style !== undefined) {
    const { css, fetches } = checkStyleAttribute(String(style));
    if (css !== '') element.properties.style = css;
    else delete element.properties.style;
    if (fetches.length > 0) removed.add(`CSS that fetches (${fetches.join(', ')})`);
  }
  for (const child of element.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'style') {
      const { css, fetches } = checkStylesheet(toString(child));
      child.children = [{ type: 'text', value: css }];
      if (fetches.length > 0) removed.add(`CSS that fetches (${fetches.join(', ')})`);
    } else cleanStyles(child, removed);
  }
}

/** What the sanitizer will leave out of `element` that would run, embed or fetch: the owner is told. */
function findRemovals(element: Element, removed: Removals): void {
  if (!allowedTags.has(element.tagName)) {
    if (!isEditorsNote(element.tagName)) removed.add(`<${element.tagName}>`);
    return;
  }
  for (const [key, value] of Object.entries(element.properties)) {
    if (value === undefined || value === null) continue;
    const kept = keeps(element.tagName, key, value);
    if (kept === true) continue;
    const name = find(svgSchema, key).attribute;
    if (/^on/i.test(name)) removed.add(`${name} (an event handler)`);
    else if (kept === false) removed.add(written(key, value));
  }
  for (const child of element.children) if (child.type === 'element') findRemovals(child, removed);
}

const hasXlink = (element: Element): boolean =>
  Object.keys(element.properties).some((key) => key.startsWith('xLink')) ||
  element.children.some((child) => child.type === 'element' && hasXlink(child));

/**
 * An SVG file's text, made inert: the same picture without what would run, embed another document
 * or fetch a file; `refused` when it is not one <svg> element (HTML in it that would end it early, or
 * no SVG at all).
 */
export function sanitizeSvg(text: string): SanitizedSvg {
  const tree = fromHtml(text, { fragment: true });
  const elements = tree.children.filter((node): node is Element => node.type === 'element');
  const [root] = elements;
  if (!root || root.tagName !== 'svg' || elements.length > 1) {
    const found = elements.map((element) => `<${element.tagName}>`).join(', ');
    return {
      refused:
        root?.tagName === 'svg'
          ? `it is not one <svg> element (its top level holds ${found}: HTML inside an SVG ends it early)`
          : `it holds no <svg> element${found ? ` (its top level holds ${found})` : ''}`,
    };
  }
  const removed = new Removals();
  cleanStyles(root, removed);
  findRemovals(root, removed);
  const clean = sanitize(root, SVG_SCHEMA) as Element | Root;
  if (clean.type !== 'element') return { refused: 'nothing of it is left once cleaned' };
  if (hasXlink(clean)) clean.properties.xmlnsXLink = XLINK;
  return { svg: toXml(toXast(clean, { space: 'svg' }), { closeEmptyElements: true }), removed: removed.list() };
}
