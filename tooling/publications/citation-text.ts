import type { PublicationLinkKind } from '../../src/shared/content/publication.ts';

// The BibTeX a visitor copies to cite a paper: the owner's entry with its LaTeX as written, less the
// fields that only this site reads (its buttons' links, `selected`) and local file paths that
// reference managers add (`file`), one field a line.

/** Link fields the owner adds to an entry for the site's buttons; each must be an absolute http(s) URL. */
export const LINK_FIELDS = [
  'pdf',
  'code',
  'slides',
  'poster',
  'video',
  'website',
] as const satisfies readonly PublicationLinkKind[];

/** Fields left out of the citation a visitor copies. */
const SITE_ONLY_FIELDS: ReadonlySet<string> = new Set(['selected', ...LINK_FIELDS, 'file']);

const OPEN_HEADER = /^@\s*(\w+)\s*([{(])\s*([^,\s]*)\s*,/;

/**
 * The entry `input` (one entry's source, which the parser accepted) with the fields in `omit`
 * removed, re-indented. Returns the input unchanged where it cannot follow it.
 */
export function citationText(input: string, omit: ReadonlySet<string> = SITE_ONLY_FIELDS): string {
  const header = OPEN_HEADER.exec(input);
  if (!header) return input.trim();
  const [, type, open, key] = header;
  const close = open === '{' ? '}' : ')';
  const fields: string[] = [];
  let at = header[0].length;

  const skipSpace = () => {
    while (at < input.length && /[\s,]/.test(input.charAt(at))) at += 1;
  };
  // one value part: {…} with nested braces, "…" (braces inside may hold a quote), or a bare word
  const readPart = (): boolean => {
    const first = input[at];
    if (first === '{' || first === '"') {
      let depth = 0;
      for (let index = at; index < input.length; index += 1) {
        const char = input[index];
        if (char === '\\') index += 1;
        else if (char === '{') depth += 1;
        else if (char === '}') depth -= 1;
        if ((first === '{' && depth === 0) || (first === '"' && char === '"' && depth === 0 && index > at)) {
          at = index + 1;
          return true;
        }
      }
      return false;
    }
    const bare = /^[^\s,#{}()"]+/.exec(input.slice(at));
    if (!bare) return false;
    at += bare[0].length;
    return true;
  };

  for (skipSpace(); at < input.length && input[at] !== close; skipSpace()) {
    const match = /^([^\s=,{}()"#]+)\s*=\s*/.exec(input.slice(at));
    const name = match?.[1];
    if (!match || !name) return input.trim();
    at += match[0].length;
    const start = at;
    for (;;) {
      if (!readPart()) return input.trim();
      const next = /^\s*#\s*/.exec(input.slice(at));
      if (!next) break;
      at += next[0].length;
    }
    if (!omit.has(name.toLowerCase())) fields.push(`  ${name} = ${input.slice(start, at).trim()}`);
  }
  return `@${type}{${key},\n${fields.join(',\n')}\n}`;
}
