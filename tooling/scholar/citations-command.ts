import { ownCommand, type SiteContext } from '../context/site-context.mjs';
import { readPublications } from '../publications/read-publications.ts';
import { siteSchema } from '../../src/shared/content/schema.ts';
import { CITATIONS_FILE, readSnapshot, writeSnapshot } from './citations-snapshot.ts';
import { refreshCitations } from './refresh-citations.ts';
import { ownerOfFolder } from './owner-of-folder.ts';
import { DEFAULT_POLICY } from './polite-fetch.ts';

// `npm run citations [-- --dry-run]`: reads the citation counts of publications.bib again from the
// source site.ts names, and rewrites citations.json with them, saying what changed. A source that
// cannot be reached leaves the file as it was, says how old its counts are, and is no failure: the
// build goes on showing them.

const USAGE = 'usage: npm run citations [-- --dry-run]';

/** What the command line gives: the site, where the sources are, the key, the program's version, today. */
export interface CitationsContext {
  /** The site and its content folder. */
  site: SiteContext;
  /** OpenAlex's address (another for a recording). */
  openalex: string;
  /** An OpenAlex API key, when the owner has one (OPENALEX_API_KEY). */
  apiKey: string | undefined;
  /** The template's version, for the User-Agent. */
  version: string;
  today: Date;
}

/** Runs the command; returns its exit code. */
export async function citationsCommand(
  args: readonly string[],
  { site, openalex, apiKey, version, today }: CitationsContext,
  log: (line: string) => void,
): Promise<number> {
  const dryRun = args.includes('--dry-run');
  if (args.some((arg) => arg !== '--dry-run')) {
    log(USAGE);
    return 2;
  }
  const label = site.contentLabel;
  const folder = { dir: site.contentDir, label, version: 0 };
  const owner = await ownerOfFolder(folder);
  if ('problem' in owner) {
    log(`${label} does not load (${owner.problem}): npm run build names the problem`);
    return 1;
  }
  const settings = siteSchema.shape.citations.safeParse(owner.site.citations);
  if (!settings.success) {
    log(`${label}/site.ts: citations ${settings.error.issues[0]?.message ?? 'is not valid'}`);
    return 1;
  }
  if (settings.data === undefined) {
    log(`Citation counts are off: turn them on in ${label}/site.ts with citations: { source: 'openalex' }`);
    return 1;
  }
  const file = `${label}/${CITATIONS_FILE}`;
  const { snapshot: previous = {}, problem } = readSnapshot(folder.dir, file);
  if (problem) {
    log(`${problem}: fix it or delete it, then run ${ownCommand(site, 'citations')} again (nothing was written)`);
    return 1;
  }
  const { publications, errors } = await readPublications(folder, owner.names);
  for (const error of errors) log(error);
  if (errors.length > 0) log('(those entries are left out: the build names the same problems)');

  const mailto = settings.data.mailto ?? owner.email;
  if (!mailto)
    log(`No address to give OpenAlex (citations.mailto in site.ts, or profile.ts's email): asking without one`);
  const refreshed = await refreshCitations(publications, previous, {
    access: { base: openalex, mailto, apiKey },
    policy: {
      ...DEFAULT_POLICY,
      userAgent: `particle-portfolio/${version} (citation counts of a portfolio site${mailto ? `; mailto:${mailto}` : ''})`,
    },
    today,
  });
  for (const line of refreshed.lines) log(line);
  if (!refreshed.changed) log(`${file} is up to date: nothing to write`);
  else if (dryRun) log(`--dry-run: ${file} not written`);
  else {
    writeSnapshot(folder.dir, refreshed.snapshot);
    log(`wrote ${file}: commit it, and the build shows these counts`);
  }
  return 0;
}
