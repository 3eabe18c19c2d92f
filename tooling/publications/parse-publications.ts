import type * as BibtexParser from '@retorquere/bibtex-parser';
import type { Creator, Entry, Library } from '@retorquere/bibtex-parser';
import { importOptional } from '../packages/optional-packages.ts';
import { citationText, LINK_FIELDS } from './citation-text.ts';
import { composedName, isFamilyFirstScript } from '../../src/shared/content/author-name.ts';
import { bibtexName, isListed, likelyOwner, ownerMatcher, type OwnerNames } from './owner-names.ts';
import {
  PUBLICATION_LINK_KINDS,
  type Publication,
  type PublicationAuthor,
  publicationSlug,
  type PublicationLink,
  type PublicationLinkKind,
} from '../../src/shared/content/publication.ts';

// Build-time only (Node): BibTeX text to the publications the site shows, newest first, and every
// problem in it, each naming the file, the line and the entry key. The parser
// (@retorquere/bibtex-parser, Better BibTeX's) turns LaTeX into Unicode; it is imported only when
// there is BibTeX to read, as loading it takes about a second, and a site installs it when it has
// publications (tooling/packages/).

export interface ParsedPublications {
  publications: Publication[];
  /** Empty when every entry is valid. */
  errors: string[];
  /**
   * Each valid entry whose authors name nobody matching the owner (so none is highlighted), with the fix; the build
   * warns.
   */
  unmatched?: string[];
}

const ARXIV_ID = /^(?:\d{4}\.\d{4,5}|[a-z-]+(?:\.[A-Z]{2})?\/\d{7})(?:v\d+)?$/i;
const DOI = /^10\.\d{4,9}\/\S+$/;
const YEAR = /^\d{4}$/;
/** Google Scholar's way of exporting a preprint: journal = {arXiv preprint arXiv:2301.01234}. */
const SCHOLAR_PREPRINT = /^arXiv preprint arXiv:(\S+)$/i;

/** Where each entry starts in the file: its offset, line (from 1) and key. */
interface EntryStart {
  offset: number;
  line: number;
  key: string;
}

function entryStarts(source: string): EntryStart[] {
  const starts: EntryStart[] = [];
  for (const match of source.matchAll(/@\s*(\w+)\s*[{(]\s*([^,\s})]*)/g)) {
    const [, type = '', key = ''] = match;
    if (/^(comment|string|preamble)$/i.test(type)) continue;
    starts.push({ offset: match.index, line: lineAt(source, match.index), key });
  }
  return starts;
}

const lineAt = (source: string, offset: number) => source.slice(0, offset).split('\n').length;

/** The entry a position of the file belongs to: the last one starting at or before it. */
const entryAt = (starts: readonly EntryStart[], offset: number) => starts.findLast((start) => start.offset <= offset);

/**
 * The parser reads text as TeX set in its oldest font encoding (OT1), in which `<` and `>` print ¡ and ¿
 * (and `<<`, `>>` guillemets); an owner who writes "a < b" in a title means a < b, as every font of
 * today prints it. Each is read through a noncharacter of Unicode, which no text holds and the parser
 * passes through as it is, and given back (`literal`) once the parser's own markup is gone.
 */
const ANGLES = { '<': '\uFDD0', '>': '\uFDD1' } as const;
const hidden = (source: string) => source.replace(/[<>]/g, (angle) => ANGLES[angle as keyof typeof ANGLES]);
const literal = (text: string) => text.replace(/\uFDD0/g, '<').replace(/\uFDD1/g, '>');

/**
 * Text with the parser's HTML markup (<i>, <b>, small caps) removed, as the page shows plain text, and the owner's own
 * `<` and `>` as written;
 * a dotless i or j under an accent ({\'\i}) composed into the accented letter.
 */
const plain = (text: string) =>
  literal(
    text
      .replace(/<\/?[a-z][^>]*>/gi, '')
      .replace(/\s+/g, ' ')
      .replace(/ı(?=\p{M})/gu, 'i')
      .replace(/ȷ(?=\p{M})/gu, 'j')
      .normalize('NFC')
      .trim(),
  );

function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

const doiHref = (doi: string) => `https://doi.org/${doi.split('/').map(encodeURIComponent).join('/')}`;
const arxivHref = (id: string) => `https://arxiv.org/abs/${id}`;

/** Whether `url` is the DOI's or the preprint's own address (exports often repeat it in `url`). */
function repeats(url: string, doi: string | undefined, arxiv: string | undefined): boolean {
  const doiInUrl = /^https?:\/\/(?:dx\.)?doi\.org\/(.+)$/i.exec(url)?.[1];
  if (doi && doiInUrl && decodeURIComponent(doiInUrl).toLowerCase() === doi.toLowerCase()) return true;
  const arxivInUrl = /^https?:\/\/(?:www\.)?arxiv\.org\/(?:abs|pdf)\/(.+?)(?:\.pdf)?\/?$/i.exec(url)?.[1];
  return (
    arxiv !== undefined && arxivInUrl !== undefined && arxivInUrl.replace(/v\d+$/, '') === arxiv.replace(/v\d+$/, '')
  );
}

/**
 * An author's name as the page shows it: "First von Last, Jr."; a name in Han characters, kana or
 * Hangul as written: one word as it is ("李明轩"), "Family, Given" family name first with no space
 * ("李, 明轩" as 李明轩; BibTeX gives the same parts for "明轩 李", so the entry's text tells which
 * form it used).
 */
function displayName(author: Creator, entryText: string): string {
  const { lastName, firstName } = author;
  if (lastName === undefined) return author.name ?? '';
  if (firstName && isFamilyFirstScript(`${firstName}${lastName}`)) {
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const familyFirst = new RegExp(`${escape(lastName)}\\s*,\\s*${escape(firstName)}`).test(entryText);
    return familyFirst ? composedName({ given: firstName, family: lastName }) : `${firstName} ${lastName}`;
  }
  return [firstName, author.prefix, lastName, author.suffix].filter(Boolean).join(' ');
}

/** The given and family names of an author, when the entry gives both and they make the name it shows. */
function nameParts(author: Creator, shown: string): Pick<PublicationAuthor, 'given' | 'family'> {
  if (!author.firstName || author.lastName === undefined) return {};
  const parts = {
    given: plain(author.firstName),
    family: plain([author.prefix, author.lastName].filter(Boolean).join(' ')),
  };
  return composedName(parts) === shown ? parts : {};
}

/** "and others" at the end of a list: the parser gives it as an author named "others". */
const isOthers = (author: Creator) => author.lastName === 'others' && !author.firstName && !author.prefix;

/** A problem and the line it is on, so the messages can be given in the file's order. */
interface Problem {
  line: number;
  message: string;
}

interface EntryContext {
  /** Reports a problem of this entry. */
  report: (message: string) => void;
  isOwner: (author: Creator) => boolean;
  /** The owner's name as profile.name writes it, for an author who is the owner under one of their own names. */
  ownName: (author: Creator) => string | undefined;
}

function publicationOf(entry: Entry, { report, isOwner, ownName }: EntryContext): Publication | undefined {
  const fields = entry.fields;
  // a field as the parser gives it, its `<` and `>` hidden: for text that goes through plain()
  const marked = (name: string) => {
    const value = fields[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const text = (name: string) => {
    const value = marked(name);
    return value === undefined ? undefined : literal(value);
  };
  let valid = true;
  const fail = (message: string) => {
    report(message);
    valid = false;
    return undefined;
  };

  const rawTitle = marked('title');
  const title = rawTitle && plain(rawTitle);
  if (!title) fail('missing title (title = {…})');

  // biblatex exports give `date = {2024-03}` where BibTeX gives year and month
  const date = /^(\d{4})(?:-(\d{2}))?/.exec(text('date') ?? '');
  const yearText = text('year') ?? date?.[1];
  if (!yearText) fail('missing year (year = {2024})');
  else if (!YEAR.test(yearText)) fail(`year "${yearText}" must be a four-digit year`);
  const monthText = text('month') ?? date?.[2];
  const month = monthText === undefined ? undefined : Number(monthText);
  if (month !== undefined && !(Number.isInteger(month) && month >= 1 && month <= 12))
    fail(`month "${monthText}" must be a month (jan to dec, or 1 to 12)`);

  const selectedText = text('selected')?.toLowerCase();
  if (selectedText !== undefined && !['true', 'false', 'yes', 'no', '1', '0'].includes(selectedText)) {
    fail(`selected "${text('selected')}" must be true or false`);
  }

  let doi = text('doi')?.replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, '');
  if (doi !== undefined && !DOI.test(doi)) doi = fail(`doi "${text('doi')}" is not a DOI (10.<number>/<suffix>)`);

  const archive = (text('archiveprefix') ?? text('eprinttype'))?.toLowerCase();
  const eprint = text('eprint')?.replace(/^arxiv:\s*/i, '');
  const scholarPreprint = SCHOLAR_PREPRINT.exec(text('journal') ?? '')?.[1];
  let arxiv =
    text('arxiv')?.replace(/^arxiv:\s*/i, '') ??
    (archive === 'arxiv' || (!archive && eprint && ARXIV_ID.test(eprint)) ? eprint : scholarPreprint);
  if (arxiv !== undefined && !ARXIV_ID.test(arxiv))
    arxiv = fail(`"${arxiv}" is not an arXiv identifier (such as 2301.01234)`);

  const links = new Map<PublicationLinkKind, string>();
  for (const name of [...LINK_FIELDS, 'url'] as const) {
    const value = text(name);
    if (value === undefined) continue;
    if (!isHttpUrl(value)) {
      fail(`${name} "${value}" must be an absolute http(s) URL, such as "https://…"`);
      continue;
    }
    if (name !== 'url') links.set(name, value);
    else if (!repeats(value, doi, arxiv))
      links.set(/\.pdf$/i.test(new URL(value).pathname) && !text('pdf') ? 'pdf' : 'paper', value);
  }
  if (arxiv) links.set('arxiv', arxivHref(arxiv));
  if (doi) links.set('doi', doiHref(doi));

  if (!valid || !title || !yearText) return undefined;

  const creators = fields.author ?? [];
  const last = creators.at(-1);
  const moreAuthors = last !== undefined && isOthers(last);
  const authors: PublicationAuthor[] = (moreAuthors ? creators.slice(0, -1) : creators).map((author) => {
    const written = plain(displayName(author, entry.input));
    const own = ownName(author);
    return {
      name: own ?? written,
      owner: isOwner(author),
      ...(own !== undefined && { ownName: true }),
      ...nameParts(author, written),
    };
  });
  const listed = (name: 'institution' | 'publisher') => fields[name]?.join(', ');
  const venue = [
    marked('journal'),
    marked('booktitle'),
    marked('school'),
    listed('institution'),
    marked('howpublished'),
    listed('publisher'),
  ].find(Boolean);

  const publication: Publication = {
    key: entry.key,
    type: entry.type.toLowerCase(),
    title,
    authors,
    moreAuthors,
    year: Number(yearText),
    selected: ['true', 'yes', '1'].includes(selectedText ?? ''),
    links: PUBLICATION_LINK_KINDS.flatMap((kind): PublicationLink[] => {
      const href = links.get(kind);
      return href ? [{ kind, href }] : [];
    }),
    bibtex: citationText(literal(entry.input)),
  };
  if (month !== undefined) publication.month = month;
  if (venue) publication.venue = plain(venue);
  const volume = marked('volume');
  if (volume) publication.volume = plain(volume);
  const pages = marked('pages');
  if (pages) publication.pages = plain(pages);
  if (doi) publication.doi = doi;
  if (arxiv) publication.arxiv = arxiv;
  // one paragraph: the file's line breaks are the editor's
  const abstract = marked('abstract');
  if (abstract) publication.abstract = plain(abstract).replace(/\s+/g, ' ');
  return publication;
}

/**
 * What to do about an entry none of whose authors is the owner: the spelling to add to
 * alsoPublishedAs, the likely one ("Nguyen, Chau" for Nguyễn Thị Minh Châu) when an author shares a
 * name with the owner.
 */
function unmatchedAdvice(entry: Entry, owner: OwnerNames): string {
  // never a spelling profile.ts gives already
  const authors = (entry.fields.author ?? []).filter(
    (author) => !isOthers(author) && !isListed(owner, bibtexName(author)),
  );
  const likely = likelyOwner(owner, authors);
  const quoted = (name: string) => `'${name.replace(/'/g, "\\'")}'`;
  if (likely) {
    const spelling = bibtexName(likely);
    return `no author matches your name (${owner.name}), so none is highlighted. If "${spelling}" is you, add it to profile.ts: alsoPublishedAs: [${quoted(spelling)}]`;
  }
  const names = authors.map(bibtexName);
  const listed = names.length > 4 ? `${names.slice(0, 3).join('; ')}; …` : names.join('; ');
  return `no author (${listed}) matches your name (${owner.name}), so none is highlighted. If one is you, add that spelling to alsoPublishedAs in profile.ts, such as alsoPublishedAs: [${quoted(names[0] ?? '')}]`;
}

/**
 * The order of the page: newest first by year, then by month (an entry without one after those with), then as in the
 * file.
 */
const newestFirst = (a: Publication, b: Publication) => b.year - a.year || (b.month ?? 0) - (a.month ?? 0);

/** Whether a BibTeX text has an entry to read (an entry starts with "@"). */
export const hasEntries = (source: string): boolean => source.includes('@');

/**
 * The publications of a BibTeX text (the content of `file`, the name messages give it), newest first,
 * with the owner's name marked in each author list. Entries with a problem are left out and the
 * problem is reported: a syntax error, an unknown LaTeX command, a missing title or year, a link that
 * is not an absolute http(s) URL, a malformed DOI or arXiv identifier, a key used twice.
 */
export async function parsePublications(source: string, file: string, owner: OwnerNames): Promise<ParsedPublications> {
  if (!hasEntries(source)) return { publications: [], errors: [] };
  const { parse, FieldMode } = await importOptional<typeof BibtexParser>('@retorquere/bibtex-parser', file);
  const starts = entryStarts(source);
  const problems: Problem[] = [];
  const report = (start: EntryStart | undefined, message: string, line = start?.line) =>
    problems.push({
      line: line ?? 0,
      message: `${file}${line ? `, line ${line}` : ''}${start ? `, entry "${start.key}"` : ''}: ${literal(message)}`,
    });
  const failed = new Set<string>();

  const unknownCommands: { key: string; tex: string }[] = [];
  let library: Library;
  try {
    library = parse(hidden(source), {
      // titles keep the case the owner wrote (the parser would otherwise sentence-case English ones)
      sentenceCase: false,
      english: false,
      // the link fields hold URLs: `_`, `%` and `~` are characters there, not LaTeX
      verbatimFields: [...FieldMode.verbatim, ...LINK_FIELDS, 'arxiv'],
      unsupported: (_node, tex, entry) => {
        unknownCommands.push({ key: entry.key, tex: literal(tex) });
        return tex;
      },
    });
  } catch (error) {
    return { publications: [], errors: [`${file}: ${(error as Error).message}`] };
  }

  for (const { key, tex } of unknownCommands) {
    const start = starts.find((candidate) => candidate.key === key);
    const at = start ? source.indexOf(tex, start.offset) : -1;
    report(
      start,
      `unknown LaTeX command ${tex}: write the text without it, or in Unicode`,
      at < 0 ? start?.line : lineAt(source, at),
    );
    failed.add(key);
  }

  for (const error of library.errors) {
    const position = / at line (\d+), column (\d+)(?: in "[^"]*")?/.exec(error.error);
    // some messages start with the entry's key ("@key: "); the others are placed by their text or their position
    const named = /^@([^:]*): /.exec(error.error)?.[1];
    const message = error.error.replace(position?.[0] ?? '', '').replace(/^@[^:]*: /, '');
    const unresolved = /^Unresolved @string reference "(.+)"$/.exec(message)?.[1];
    let offset: number | undefined;
    if (named !== undefined) offset = starts.find((candidate) => candidate.key === named)?.offset;
    else if (error.input && source.includes(literal(error.input))) offset = source.indexOf(literal(error.input));
    else if (position)
      offset = source
        .split('\n')
        .slice(0, Number(position[1]) - 1)
        .join('\n').length;
    else if (unresolved)
      offset = new RegExp(`[=#]\\s*${unresolved.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*(?=[,#})\\s])`, 'i').exec(
        source,
      )?.index;
    const start = offset === undefined ? undefined : entryAt(starts, offset);
    if (start) failed.add(start.key);
    if (unresolved)
      report(
        start,
        `"${unresolved}" is not defined (write the value in braces, {${unresolved}}, or define it with @string)`,
      );
    else if (position)
      report(start, `syntax error: ${message.split('\n')[0]} (at line ${position[1]}, column ${position[2]})`);
    else report(start, message.split('\n')[0] ?? message);
  }

  const isOwner = ownerMatcher(owner);
  // the owner's own name is shown as they write it, whatever its order or initials in the entry (each
  // language's citations write it as that language's profile.name does)
  const isOwnName = ownerMatcher({ name: owner.name, inOtherLanguages: owner.inOtherLanguages ?? [] });
  const ownName = (author: Creator) => (isOwnName(author) ? owner.name.trim() : undefined);
  const publications: Publication[] = [];
  const unmatched: Problem[] = [];
  const taken = new Set<EntryStart>();
  const firstLines = new Map<string, number>();
  const slugs = new Map<string, { key: string; line: number }>();
  for (const entry of library.entries) {
    // the parser lists entries in the file's order: each takes the next start with its key
    const start = starts.find((candidate) => candidate.key === entry.key && !taken.has(candidate));
    if (start) taken.add(start);
    if (failed.has(entry.key) || entry.input === '') continue;
    const firstLine = firstLines.get(entry.key);
    if (firstLine !== undefined) {
      report(start, `the key "${entry.key}" is already used by the entry at line ${firstLine}`);
      continue;
    }
    firstLines.set(entry.key, start?.line ?? 0);
    const slug = publicationSlug(entry.key);
    const same = slugs.get(slug);
    if (same) {
      report(
        start,
        `its page would be /publications/${slug}/, the page of the entry "${same.key}" at line ${same.line} (a key's characters other than letters, digits, "_", "." and "-" are written "-"): rename one of the keys`,
      );
      continue;
    }
    slugs.set(slug, { key: entry.key, line: start?.line ?? 0 });
    const publication = publicationOf(entry, { report: (message) => report(start, message), isOwner, ownName });
    if (!publication) continue;
    publications.push(publication);
    if (publication.authors.length > 0 && !publication.authors.some((author) => author.owner)) {
      unmatched.push({
        line: start?.line ?? 0,
        message: `${file}${start ? `, line ${start.line}, entry "${start.key}"` : ''}: ${literal(unmatchedAdvice(entry, owner))}`,
      });
    }
  }
  return {
    publications: publications.sort(newestFirst),
    errors: problems.sort((a, b) => a.line - b.line).map((problem) => problem.message),
    unmatched: unmatched.sort((a, b) => a.line - b.line).map((problem) => problem.message),
  };
}
