import type { Publication } from '../../src/shared/content/publication.ts';
import { entryText, fieldLines, workFields } from './bibtex-entry.ts';
import { type BibtexStyle, keyParts, newKey } from './bibtex-style.ts';
import type { ImportedWork } from './imported-work.ts';
import { doiKey, titleKey } from './work-identity.ts';

// Imported works merged into the owner's publications.bib: a work the file has already (the same
// DOI, arXiv identifier, or title and year) is never added again, and its entry keeps every field
// the owner wrote; the fields it lacks (a DOI, a volume, pages, a month) are added to it, and where
// the record says otherwise than a field of theirs, the difference is listed, the owner's field
// kept. The others are new entries at the end of the file, keyed in its style. The rest of the file
// is left as it was, character for character.

/** A new entry. */
interface AddedEntry {
  key: string;
  text: string;
  work: ImportedWork;
}

/** An entry of the file the import found again. */
interface MatchedEntry {
  key: string;
  /** What it was found by. */
  by: 'DOI' | 'arXiv identifier' | 'title and year';
  /** The field lines added to it. */
  added: string[];
  /** Where the record says otherwise: "title: kept "…" (doi.org: "…")". */
  differences: string[];
  work: ImportedWork;
}

export interface Merged {
  /** The file's new text. */
  text: string;
  added: AddedEntry[];
  matched: MatchedEntry[];
  /** Works the import read twice (two ORCID groups of one paper, a DOI given twice): the later left out. */
  repeated: ImportedWork[];
}

/** The fields an entry of the file lacks that an import adds to it. */
const COMPLETED = new Set(['doi', 'volume', 'number', 'pages', 'month']);

const arxivKey = (id: string) => id.replace(/v\d+$/, '').toLowerCase();

/** The keys a paper is known by: its DOI, its arXiv identifier, its title and year. */
function identities(paper: { doi?: string | undefined; arxiv?: string | undefined; title: string; year: number }) {
  return [
    ...(paper.doi ? [{ by: 'DOI' as const, id: `doi:${doiKey(paper.doi)}` }] : []),
    ...(paper.arxiv ? [{ by: 'arXiv identifier' as const, id: `arxiv:${arxivKey(paper.arxiv)}` }] : []),
    { by: 'title and year' as const, id: `title:${paper.year}:${titleKey(paper.title)}` },
  ];
}

/** Where an entry is in the file: from its @ to its closing brace (or parenthesis), found by its key. */
function entrySpan(source: string, key: string): { start: number; end: number } | undefined {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const head = new RegExp(`@\\s*\\w+\\s*([{(])\\s*${escaped}\\s*,`).exec(source);
  if (!head) return undefined;
  const close = head[1] === '{' ? '}' : ')';
  let depth = 0;
  for (let at = head.index + head[0].indexOf(head[1] ?? '{'); at < source.length; at += 1) {
    const char = source[at];
    if (char === '\\') at += 1;
    else if (char === '{' || (close === ')' && char === '(')) depth += 1;
    else if (char === '}' || (close === ')' && char === ')')) {
      depth -= 1;
      if (depth === 0) return { start: head.index, end: at };
    }
  }
  return undefined;
}

/** The field names an entry's text has. */
const fieldNames = (entry: string) =>
  new Set([...entry.matchAll(/[,{(]\s*([A-Za-z][\w-]*)\s*=/g)].map(([, name = '']) => name.toLowerCase()));

const dashes = (text: string) => text.replace(/\s*[-–—]+\s*/g, '–');
const surnames = (names: readonly string[]) => names.map((name) => titleKey(name).split(' ').at(-1) ?? '').join(', ');

/** Where the record and the owner's entry differ, one line each (the owner's is kept). */
function differencesOf(publication: Publication, work: ImportedWork): string[] {
  const lines: string[] = [];
  const source = work.from;
  const differ = (
    field: string,
    theirs: string | undefined,
    ours: string | undefined,
    same: (a: string, b: string) => boolean,
  ) => {
    if (theirs !== undefined && ours !== undefined && !same(theirs, ours))
      lines.push(`${field}: kept "${ours}" (${source}: "${theirs}")`);
  };
  const byText = (a: string, b: string) => titleKey(a) === titleKey(b);
  differ('title', work.title, publication.title, byText);
  differ('year', String(work.year), String(publication.year), (a, b) => a === b);
  differ('venue', work.venue?.name, publication.venue, byText);
  differ('volume', work.volume, publication.volume, (a, b) => a === b);
  differ('pages', work.pages, publication.pages, (a, b) => dashes(a) === dashes(b));
  differ('doi', work.doi, publication.doi, (a, b) => doiKey(a) === doiKey(b));
  const ours = publication.authors.map((author) => author.family ?? author.name);
  const theirs = work.authors.map((author) => author.family ?? author.literal ?? '');
  if (theirs.length > 0 && surnames(ours) !== surnames(theirs))
    lines.push(
      `authors: kept ${ours.length}${publication.moreAuthors ? ' and others' : ''} (${source} lists ${theirs.length}: ${theirs.join(', ')})`,
    );
  return lines;
}

/**
 * The works merged into a file (its `source`, with its `publications` as the build reads them),
 * written in its `style` (see the file's comment).
 */
export function mergeWorks(
  source: string,
  publications: readonly Publication[],
  works: readonly ImportedWork[],
  style: BibtexStyle,
): Merged {
  const known = new Map<string, { by: MatchedEntry['by']; publication?: Publication; work?: ImportedWork }>();
  for (const publication of publications)
    for (const { by, id } of identities(publication)) known.set(id, { by, publication });
  const taken = new Set(publications.map((publication) => publication.key));
  const added: AddedEntry[] = [];
  const matched: MatchedEntry[] = [];
  const repeated: ImportedWork[] = [];
  let text = source;

  for (const work of works) {
    const match = identities(work)
      .map(({ by, id }) => ({ by, found: known.get(id) }))
      .find(({ found }) => found !== undefined);
    if (match?.found?.work) {
      repeated.push(work);
      continue;
    }
    const publication = match?.found?.publication;
    if (publication && match) {
      if (matched.some((entry) => entry.key === publication.key)) {
        repeated.push(work);
        continue;
      }
      const span = entrySpan(text, publication.key);
      const entry = span ? text.slice(span.start, span.end) : '';
      const has = fieldNames(entry);
      // (a biblatex `date` holds the month already)
      const missing = workFields(work).filter(
        ([name]) => COMPLETED.has(name) && !has.has(name) && !(name === 'month' && has.has('date')),
      );
      const width = Math.max(
        0,
        ...[...entry.matchAll(/^[ \t]+([A-Za-z][\w-]*)[ \t]*=/gm)].map(([, name = '']) => name.length),
      );
      const lines = span && missing.length > 0 ? fieldLines(missing, style, width) : [];
      if (span && lines.length > 0) {
        // after the last field, which gets the comma a field before another needs
        const body = text.slice(span.start, span.end).replace(/\s*$/, '');
        const joined = `${body.endsWith(',') ? body : `${body},`}\n${lines.join('\n')}\n`;
        text = `${text.slice(0, span.start)}${joined}${text.slice(span.end)}`;
      }
      matched.push({
        key: publication.key,
        by: match.by,
        added: lines.map((line) => line.trim()),
        differences: differencesOf(publication, work),
        work,
      });
      continue;
    }
    const families = work.authors.map((author) => author.family ?? author.literal ?? '');
    const key = newKey(style.key, keyParts(families, work.year, work.title), taken);
    taken.add(key);
    added.push({ key, text: entryText(work, key, style), work });
    for (const { by, id } of identities(work)) known.set(id, { by, work });
  }
  if (added.length > 0) {
    const base = text.replace(/\s*$/, '');
    text = `${base}${base === '' ? '' : '\n\n'}${added.map((entry) => entry.text).join('\n\n')}\n`;
  }
  return { text, added, matched, repeated };
}
