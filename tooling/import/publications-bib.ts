import { SITE_FIELDS } from '../resume/json-resume-types.ts';
import type { JsonResumeInput } from './json-resume-input.ts';

type JsonResumePublication = NonNullable<JsonResumeInput['publications']>[number];

/** BibTeX's braces and specials escaped in a plain-text value. */
const tex = (text: string) => text.replace(/[\\{}]/g, (char) => `\\${char}`).replace(/[&%$#_]/g, (char) => `\\${char}`);

/** The entry this site's build wrote: the owner's BibTeX, with the link fields and `selected` it reads put back. */
function ownEntry({ bibtex, links, selected }: NonNullable<JsonResumePublication[typeof SITE_FIELDS]>): string {
  const added = links
    .filter(({ kind, href }) => kind !== 'arxiv' && kind !== 'doi' && kind !== 'paper' && !bibtex.includes(href))
    .map(({ kind, href }) => `  ${kind} = {${href}},`);
  if (selected) added.push('  selected = {true},');
  if (added.length === 0) return bibtex;
  const close = bibtex.lastIndexOf('}') >= bibtex.lastIndexOf(')') ? bibtex.lastIndexOf('}') : bibtex.lastIndexOf(')');
  const body = bibtex.slice(0, close).replace(/,?\s*$/, ',');
  return `${body}\n${added.join('\n')}\n${bibtex.slice(close)}`;
}

/** A key such as "chau2023sparse": the owner's last name, the year, the title's first long word. */
function keyOf(owner: string, year: string, title: string, taken: Set<string>): string {
  const word = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[^\w\s]/g, '')
      .toLowerCase();
  const base = `${word(owner).split(/\s+/).at(-1) ?? 'paper'}${year}${
    word(title)
      .split(/\s+/)
      .find((part) => part.length > 3) ?? ''
  }`;
  let key = base;
  for (let index = 2; taken.has(key); index += 1) key = `${base}${index}`;
  taken.add(key);
  return key;
}

/** An entry from JSON Resume's fields alone: the title, the publisher, the date and the address. */
function plainEntry(publication: JsonResumePublication, owner: string, keys: Set<string>): string {
  const [year = '', month] = (publication.releaseDate ?? '').split('-');
  const fields = [
    ['title', `{${tex(publication.name ?? '')}}`],
    ['author', `{${tex(owner)}}`],
    ...(publication.publisher ? [['howpublished', `{${tex(publication.publisher)}}`]] : []),
    ['year', `{${year}}`],
    ...(month ? [['month', `{${Number(month)}}`]] : []),
    ...(publication.url ? [['url', `{${publication.url}}`]] : []),
  ];
  const width = Math.max(...fields.map(([name = '']) => name.length));
  return `@misc{${keyOf(owner, year, publication.name ?? '', keys)},\n${fields.map(([name = '', value]) => `  ${name.padEnd(width)} = ${value},`).join('\n')}\n}`;
}

/**
 * publications.bib from a résumé's publications: the entries this site's build wrote as they were;
 * any other as a @misc entry with the owner as its author (JSON Resume has no field for the authors).
 */
export function publicationsBib(
  publications: readonly JsonResumePublication[],
  owner: string,
): { text: string; authorless: number } {
  const keys = new Set<string>();
  const entries = publications.map((publication) => {
    const own = publication[SITE_FIELDS];
    return own ? ownEntry(own) : plainEntry(publication, owner, keys);
  });
  const authorless = publications.filter((publication) => !publication[SITE_FIELDS]).length;
  return { text: `${entries.join('\n\n')}\n`, authorless };
}
