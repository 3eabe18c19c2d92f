import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ContentFolder } from '../content/content-folder.ts';
import { ownContentDir, sitePath, type SiteContext } from '../context/site-context.mjs';
import {
  type AuthorParts,
  bibtexName,
  likelyOwner,
  ownerMatcher,
  type OwnerNames,
} from '../publications/owner-names.ts';
import { parsePublications } from '../publications/parse-publications.ts';
import { PUBLICATIONS_FILE } from '../publications/read-publications.ts';
import { bibtexAuthor } from './bibtex-entry.ts';
import { bibtexStyle } from './bibtex-style.ts';
import { type CslItem, workOfCsl } from './csl-work.ts';
import type { ImportedWork } from './imported-work.ts';
import { type Merged, mergeWorks } from './merge-works.ts';
import { ownerOfFolder } from './owner-of-folder.ts';
import { nameOfCredit, orcidId, readOrcidDetails, readOrcidWorks } from './orcid-works.ts';
import { DEFAULT_POLICY, type FetchPolicy, Service } from './polite-fetch.ts';
import { bareDoi } from './work-identity.ts';

// `npm run import -- --orcid <iD>` and `npm run import -- --doi <doi>…` (`--dry-run` to see what
// would change and write nothing): papers from the owner's ORCID record (each completed from its
// DOI's metadata, which names its authors) or from DOIs, merged into the content folder's
// publications.bib (merge-works.ts). The file the build would read after it is read as the build
// reads it before anything is written: a file the build rejects is never written.

const USAGE = 'usage: npm run import -- --orcid <iD> | --doi <doi> [<doi>…] [--dry-run]';

/** What the command line gives: the site, where the services are, the program's version. */
export interface ImportWorksContext {
  /** The site, whose own content folder the papers go into. */
  site: SiteContext;
  /** ORCID's public API (https://pub.orcid.org) and DOI's resolver (https://doi.org), or recordings'. */
  orcid: string;
  doi: string;
  version: string;
  /** How the services are asked (the tests' are quicker to give up). */
  policy?: Partial<Omit<FetchPolicy, 'userAgent'>>;
}

interface Request {
  orcid?: string;
  dois: string[];
  dryRun: boolean;
}

/** The request the arguments make; a line saying what is wrong with them. */
function requestOf(args: readonly string[]): Request | string {
  const request: Request = { dois: [], dryRun: false };
  for (let at = 0; at < args.length; at += 1) {
    const arg = args[at];
    if (arg === '--dry-run') request.dryRun = true;
    else if (arg === '--orcid') {
      const id = orcidId(args[at + 1] ?? '');
      if (id === undefined) return `"${args[at + 1] ?? ''}" is not an ORCID iD (such as 0000-0002-1825-0097)`;
      request.orcid = id;
      at += 1;
    } else if (arg === '--doi') {
      for (; at + 1 < args.length && !args[at + 1]?.startsWith('--'); at += 1) {
        const doi = bareDoi(args[at + 1]);
        if (doi === undefined) return `"${args[at + 1]}" is not a DOI (such as 10.1145/3580305.3599871)`;
        request.dois.push(doi);
      }
    } else return USAGE;
  }
  return request.orcid === undefined && request.dois.length === 0 ? USAGE : request;
}

/** The metadata of a DOI, by content negotiation: its CSL JSON, read into a work. */
async function workOfDoi(service: Service, base: string, doi: string): Promise<ImportedWork | string> {
  const address = `${base.replace(/\/+$/, '')}/${doi.split('/').map(encodeURIComponent).join('/')}`;
  const answer = await service.getJson(address, { Accept: 'application/vnd.citationstyles.csl+json' });
  if (answer.kind === 'missing') return `${doi}: doi.org knows no such DOI`;
  if (answer.kind === 'failed') return `${doi}: doi.org did not give its metadata (${answer.reason})`;
  return workOfCsl(answer.body as CslItem, 'doi.org') ?? `${doi}: its metadata have no title or no year`;
}

/** The owner's names and email, from the content folder's profile.ts; undefined before there is one. */
async function ownerOf(folder: ContentFolder): Promise<{ names: OwnerNames; email: string | undefined } | undefined> {
  if (!existsSync(join(folder.dir, 'profile.ts'))) return undefined;
  const owner = await ownerOfFolder(folder);
  return 'problem' in owner ? undefined : owner;
}

/** The works of an ORCID record, each from its DOI's metadata where it has one, else ORCID's own. */
async function worksOfOrcid(
  services: { orcid: Service; doi: Service },
  bases: { orcid: string; doi: string },
  id: string,
  owner: OwnerNames | undefined,
  log: (line: string) => void,
): Promise<ImportedWork[] | undefined> {
  const record = await readOrcidWorks(services.orcid, bases.orcid, id);
  if ('failed' in record) {
    log(record.failed);
    return undefined;
  }
  log(
    `ORCID ${id}: ${record.works.length} work${record.works.length === 1 ? '' : 's'}${record.talks.length > 0 ? ` (and ${record.talks.length} talk${record.talks.length === 1 ? '' : 's'} left out: ${record.talks.map((title) => `"${title}"`).join(', ')})` : ''}`,
  );
  const read = await Promise.all(
    record.works.map(async (entry) => ({
      entry,
      fromDoi: entry.doi ? await workOfDoi(services.doi, bases.doi, entry.doi) : undefined,
    })),
  );
  const works: ImportedWork[] = [];
  const withoutAuthors: { putCode: number; work: ImportedWork }[] = [];
  for (const { entry, fromDoi } of read) {
    if (typeof fromDoi === 'object') {
      works.push(fromDoi);
      continue;
    }
    if (typeof fromDoi === 'string') log(`${fromDoi}: ORCID's record of it is taken instead`);
    if (!entry.work) {
      log(`ORCID put-code ${entry.putCode}: no title or no year, left out`);
      continue;
    }
    works.push(entry.work);
    withoutAuthors.push({ putCode: entry.putCode, work: entry.work });
  }
  const details = await readOrcidDetails(
    services.orcid,
    bases.orcid,
    id,
    withoutAuthors.map(({ putCode }) => putCode),
  );
  for (const { putCode, work } of withoutAuthors) {
    const detail = details.get(putCode);
    // the record is the owner's: a work of it that names no author is theirs at least
    work.authors = detail?.authors.length ? detail.authors : owner ? [nameOfCredit(owner.name, undefined)] : [];
    if (detail?.abstract) work.abstract = detail.abstract;
    if (!detail?.authors.length)
      log(
        `${work.title}: ORCID names no author: ${owner ? 'you alone are written' : 'none is written'}, add the others`,
      );
  }
  return works;
}

/** What to tell the owner of the new entries that do not name them as profile.ts does. */
function ownerAdvice(merged: Merged, owner: OwnerNames, orcid: string | undefined): string[] {
  const isOwner = ownerMatcher(owner);
  const lines: string[] = [];
  for (const { key, work } of merged.added) {
    const parts = work.authors.map((name) => ({
      name,
      parts: (name.family
        ? { lastName: name.family, ...(name.given !== undefined && { firstName: name.given }) }
        : { name: name.literal ?? '' }) satisfies AuthorParts,
    }));
    if (parts.length === 0 || parts.some(({ parts: author }) => isOwner(author))) continue;
    const confirmed = orcid ? parts.find(({ name }) => name.orcid === orcid) : undefined;
    const likely =
      confirmed?.parts ??
      likelyOwner(
        owner,
        parts.map(({ parts: author }) => author),
      );
    const spelling = likely ? bibtexName(likely) : undefined;
    lines.push(
      spelling
        ? `${key}: no author matches your name (${owner.name}); "${spelling}" is ${confirmed ? 'you (its ORCID iD is yours)' : 'likely you'}: add it to profile.ts: alsoPublishedAs: ['${spelling.replace(/'/g, "\\'")}']`
        : `${key}: no author (${work.authors.map(bibtexAuthor).join('; ')}) matches your name (${owner.name}): add your spelling to alsoPublishedAs in profile.ts`,
    );
  }
  return lines;
}

/** What the import would do, entry by entry; each new entry whole on a dry run. */
function report(merged: Merged, file: string, dryRun: boolean): string[] {
  const lines = [
    `${file}: ${merged.added.length} new, ${merged.matched.length} already there${merged.repeated.length > 0 ? `, ${merged.repeated.length} read twice` : ''}`,
  ];
  for (const { key, work, text } of merged.added) {
    lines.push(`  + ${key} (${work.from}): ${work.title}`);
    if (dryRun) lines.push(...text.split('\n').map((line) => `      ${line}`));
  }
  for (const { key, by, added, differences } of merged.matched) {
    lines.push(
      `  = ${key}, found by its ${by}${added.length > 0 ? `: added ${added.map((line) => line.split(/\s*=/)[0]).join(', ')}` : ''}`,
    );
    for (const line of added) lines.push(`      + ${line}`);
    for (const line of differences) lines.push(`      ${line}`);
  }
  return lines;
}

/** Writes a file whole or not at all (a new file moved over the old one). */
function writeWhole(path: string, text: string): void {
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, text);
  renameSync(partial, path);
}

/** Runs the import of works (see the file's comment); returns the exit code. */
export async function importWorks(
  args: readonly string[],
  context: ImportWorksContext,
  log: (line: string) => void,
): Promise<number> {
  const request = requestOf(args);
  if (typeof request === 'string') {
    log(request);
    return 2;
  }
  // the owner's folder (src/content, or CONTENT_DIR's), never the sample's that a clone shows until then
  const { site } = context;
  const folder = site.showsSample ? resolve(site.siteRoot, ownContentDir(site.packageSite)) : site.contentDir;
  const label = site.showsSample ? sitePath(site, folder) : site.contentLabel;
  const file = `${label}/${PUBLICATIONS_FILE}`;
  const path = join(folder, PUBLICATIONS_FILE);
  const found = await ownerOf({ dir: folder, label, version: 0 });
  const owner = found?.names;
  if (!owner) log(`${label}/profile.ts does not read yet: your name is not looked for among the authors`);
  const names = owner ?? { name: '' };

  const source = existsSync(path) ? readFileSync(path, 'utf8').replace(/^\uFEFF/, '') : '';
  const before = await parsePublications(source, file, names);
  if (before.errors.length > 0) {
    for (const error of before.errors) log(error);
    log(`${file} has problems the build stops on: fix them, then import again (nothing was written)`);
    return 1;
  }

  const email = found?.email;
  const policy: FetchPolicy = {
    ...DEFAULT_POLICY,
    ...context.policy,
    userAgent: `particle-portfolio/${context.version} (publications import${email ? `; mailto:${email}` : ''})`,
  };
  const services = { orcid: new Service('ORCID', policy), doi: new Service('doi.org', policy) };
  const works: ImportedWork[] = [];
  if (request.orcid) {
    const fromOrcid = await worksOfOrcid(services, context, request.orcid, owner, log);
    if (!fromOrcid) return 1;
    works.push(...fromOrcid);
  }
  for (const doi of request.dois) {
    const work = await workOfDoi(services.doi, context.doi, doi);
    if (typeof work === 'string') log(work);
    else works.push(work);
  }

  const merged = mergeWorks(source, before.publications, works, bibtexStyle(source, before.publications));
  const after = await parsePublications(merged.text, file, names);
  if (after.errors.length > 0) {
    for (const error of after.errors) log(error);
    log(`the import would write entries the build rejects: nothing was written (please report this)`);
    return 1;
  }
  for (const line of report(merged, file, request.dryRun)) log(line);
  if (owner) for (const line of ownerAdvice(merged, owner, request.orcid)) log(line);
  if (merged.text === source) log(`${file} is up to date: nothing to write`);
  else if (request.dryRun) log(`--dry-run: ${file} not written`);
  else {
    writeWhole(path, merged.text);
    log(`wrote ${file}: npm run dev shows the papers`);
  }
  return 0;
}
