import type { BibtexStyle } from './bibtex-style.ts';
import type { ImportedName, ImportedWork } from './imported-work.ts';

// An imported work written as a BibTeX entry in the owner's file's style: its text in Unicode as the
// record has it (accents kept: "Inés", "Müller", "李"), TeX's special characters escaped, each
// author as BibTeX's "Family, Given" ("van der Berg, Jan", "Smith, Jr., John"; a name taken whole in
// braces), the month as BibTeX's macro.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const SPECIAL: Readonly<Record<string, string>> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
};

/** Plain text as a BibTeX value's: TeX's special characters escaped. */
const texText = (text: string) => text.replace(/[\\{}~^&%$#_]/g, (char) => SPECIAL[char] ?? char);

/** A name part that BibTeX would split or misread (a comma, an "and") kept whole in braces. */
const part = (text: string) => (/,|\band\b/i.test(text) ? `{${texText(text)}}` : texText(text));

/** An author as BibTeX writes a name: "von Last, Jr., First", or a whole name in braces. */
export function bibtexAuthor(name: ImportedName): string {
  if (!name.family) return `{${texText(name.literal ?? '')}}`;
  const family = [name.particle, name.family]
    .filter((text): text is string => Boolean(text))
    .map(part)
    .join(' ');
  return [family, name.suffix && part(name.suffix), name.given && part(name.given)].filter(Boolean).join(', ');
}

/** The fields of a work in the order an entry lists them, as BibTeX text. */
export function workFields(work: ImportedWork): [string, string][] {
  const fields: [string, string][] = [['title', `{${texText(work.title)}}`]];
  if (work.authors.length > 0) fields.push(['author', `{${work.authors.map(bibtexAuthor).join(' and ')}}`]);
  if (work.venue) fields.push([work.venue.field, `{${texText(work.venue.name)}}`]);
  if (work.publisher) fields.push(['publisher', `{${texText(work.publisher)}}`]);
  if (work.volume) fields.push(['volume', `{${texText(work.volume)}}`]);
  if (work.number) fields.push(['number', `{${texText(work.number)}}`]);
  // a page range's hyphen is BibTeX's en dash, --
  if (work.pages) fields.push(['pages', `{${texText(work.pages.replace(/\s*[-–]+\s*/g, '--'))}}`]);
  fields.push(['year', `{${work.year}}`]);
  const month = work.month === undefined ? undefined : MONTHS[work.month - 1];
  if (month) fields.push(['month', month]);
  if (work.doi) fields.push(['doi', `{${work.doi}}`]);
  if (work.arxiv) fields.push(['eprint', `{${work.arxiv}}`], ['archivePrefix', '{arXiv}']);
  if (work.url) fields.push(['url', `{${work.url}}`]);
  if (work.abstract) fields.push(['abstract', `{${texText(work.abstract)}}`]);
  return fields;
}

/** Field lines in the file's style: its indent, and each `=` lined up with the longest name's when the file lines them up. */
export function fieldLines(fields: readonly [string, string][], style: BibtexStyle, width = 0): string[] {
  const column = style.aligned ? Math.max(width, ...fields.map(([name]) => name.length)) : 0;
  return fields.map(([name, value]) => `${style.indent}${name.padEnd(column)} = ${value},`);
}

const typeInCase = (type: string, typeCase: BibtexStyle['typeCase']) =>
  typeCase === 'upper'
    ? type.toUpperCase()
    : typeCase === 'capital'
      ? `${type.charAt(0).toUpperCase()}${type.slice(1)}`
      : type;

/** The entry of a work under `key`, in the file's style. */
export function entryText(work: ImportedWork, key: string, style: BibtexStyle): string {
  return `@${typeInCase(work.type, style.typeCase)}{${key},\n${fieldLines(workFields(work), style).join('\n')}\n}`;
}
