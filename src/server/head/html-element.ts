import { escapeHtml } from '@/shared/escape-html';

// One HTML element as text, escaped by construction: every attribute value and text goes through
// `escapeHtml`, so the owner's words cannot leave the attribute or the element they are put in.

type Attributes = Readonly<Record<string, string | number | undefined>>;

const attributes = (list: Attributes) =>
  Object.entries(list)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join('');

/** A void element such as <meta> or <link>. */
export const voidElement = (name: 'meta' | 'link', list: Attributes): string => `<${name}${attributes(list)} />`;

/** An element with text content, escaped. */
export const textElement = (name: 'title', list: Attributes, text: string): string =>
  `<${name}${attributes(list)}>${escapeHtml(text)}</${name}>`;

/** A JSON-LD script: JSON with `<` escaped, so no string inside can close the element. */
export const jsonLdElement = (value: unknown): string =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
