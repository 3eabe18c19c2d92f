import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ownContentDir, siteRoot } from '../content/folder.mjs';
import { loadContent } from '../content/load-content.ts';
import { readSampleOwner, sampleLeftIn } from '../content/sample-content.ts';
import { contentFromJsonResume } from './content-from-json-resume.ts';
import { type JsonResumeInput, schemaProblems } from './json-resume-input.ts';
import { contentFileTexts, writeContentFiles } from './write-content.ts';

const USAGE =
  'usage: npm run import -- path/to/resume.json [--force]\n   or: npm run import -- --orcid <iD> | --doi <doi> [<doi>…] [--dry-run]   (papers into publications.bib)';

/** The owner's content folder's profile name, or undefined when it has none yet (or it does not load). */
async function currentOwner(): Promise<string | undefined> {
  try {
    return (await loadContent()).profile.name;
  } catch {
    return undefined;
  }
}

/**
 * `npm run import -- resume.json [--force]`: writes the content folder's files (of the project at
 * `root`) from a JSON Resume (a path from `cwd`), and says what it did and what is left to do.
 * Returns the exit code.
 */
export async function importResume(
  args: readonly string[],
  { root, cwd }: { root: string; cwd: string },
  log: (line: string) => void,
): Promise<number> {
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]?.startsWith('-')) {
    log(USAGE);
    return 2;
  }
  const path = resolve(cwd, files[0] ?? '');
  const source = relative(cwd, path).startsWith('..') ? path : relative(cwd, path);
  let resume: unknown;
  try {
    resume = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    log(
      `${source}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : `not JSON (${(error as Error).message})`}`,
    );
    return 1;
  }
  const problems = schemaProblems(resume);
  if (problems.length > 0) {
    for (const problem of problems) log(`${source}: ${problem}`);
    return 1;
  }

  const { content, todo, notes } = contentFromJsonResume(resume as JsonResumeInput, source);
  // the owner's folder (src/content, or CONTENT_DIR's), never the sample's that a clone shows until then
  const label = process.env.CONTENT_DIR?.replace(/\/+$/, '') || ownContentDir();
  const dir = resolve(siteRoot(), label);
  const sample = await readSampleOwner(root);
  const copyOfSample =
    sample !== undefined && existsSync(join(dir, 'profile.ts')) && (await currentOwner()) === sample.name;
  const { written, kept } = writeContentFiles(contentFileTexts(content, source), { dir, sample: copyOfSample, force });
  for (const note of notes) log(note);
  log(
    written.length > 0
      ? `wrote ${written.map((name) => `${label}/${name}`).join(', ')}`
      : 'wrote nothing: the files are up to date',
  );
  if (kept.length > 0)
    log(`kept ${kept.map((name) => `${label}/${name}`).join(', ')}: edited since (run again with --force to replace)`);
  // the sample owner's pictures and résumé, which the build refuses to publish under the new name
  const samples = sample ? sampleLeftIn(sample, { content, label, folders: [dir, join(root, 'public')], root }) : [];
  const steps = [...todo.map((line) => `${label}/${line}`), ...samples];
  if (steps.length > 0) log(`still to do:\n${steps.map((line) => `  - ${line}`).join('\n')}`);
  log('then: npm run dev (or npm run build) checks every field and names any problem');
  return 0;
}
