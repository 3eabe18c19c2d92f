import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type CommitOptions, commitChanges } from '../owner-files/commit-changes.ts';
import { refuseBrokenTexts } from '../owner-files/syntax-problems.ts';
import type { ImportedContent } from './content-from-json-resume.ts';
import { tsLiteral } from './ts-literal.ts';

// The content files an import writes, each marked with the hash of what it wrote: a later import
// replaces a file that still has it (nobody edited it since), or the sample owner's files, and
// leaves any other alone unless told --force. They are written all or none (commit-changes.ts).

const MARK = /^(?:\/\/|%) Written by `npm run import` from .* \(sha256 ([0-9a-f]{64})\)\n/;

const TYPED_FILES = {
  site: ['Site', 'Where the site lives.'],
  profile: ['Profile', 'Who you are and where visitors find you. Images live in images/ beside this file.'],
  experience: ['TimelineEntry', 'The Experience section, newest first.'],
  research: ['TimelineEntry', 'The Research Experience section, newest first.'],
  projects: ['Project', 'The Projects section.'],
  technologies: [
    'Technology',
    'The icon strip: each icon from react-icons (https://react-icons.github.io/react-icons/).',
  ],
  blog: ['Blog', "The blog page's texts."],
  education: ['EducationEntry', 'The Education section, newest first.'],
  certificates: ['Certificate', 'Your certifications, in the résumé.'],
  awards: ['Award', 'Your awards and honours, in the résumé.'],
} as const;

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The résumé's file as the mark names it: its name alone (where it lies on the owner's machine is
 * nobody's business), every character that could end the comment's line, or any other control
 * character, written as U+FFFD.
 */
const sourceName = (source: string): string => basename(source).replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, '\uFFFD');

/** A file's text as the import writes it: the mark (with the hash of the rest), then the body. */
function marked(body: string, source: string, comment: '//' | '%'): string {
  return `${comment} Written by \`npm run import\` from ${sourceName(source)} (sha256 ${digest(body)})\n${body}`;
}

/** The files' texts by name. */
export function contentFileTexts(content: ImportedContent, source: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [name, [type, about]] of Object.entries(TYPED_FILES)) {
    const value = content[name as keyof typeof TYPED_FILES];
    if (value === undefined) continue;
    const annotation = Array.isArray(value) ? `${type}[]` : type;
    const body = `import type { ${type} } from 'particle-portfolio/content';\n\n/** ${about} */\nexport const ${name}: ${annotation} = ${tsLiteral(value)};\n`;
    files[`${name}.ts`] = marked(body, source, '//');
  }
  if (content.publicationsBib) files['publications.bib'] = marked(content.publicationsBib, source, '%');
  return files;
}

/** Whether the file is as an import wrote it: its mark's hash is that of the rest. */
function unedited(text: string): boolean {
  const mark = MARK.exec(text);
  return mark !== null && digest(text.slice(mark[0].length)) === mark[1];
}

export interface WriteOptions extends CommitOptions {
  /** The content folder. */
  dir: string;
  /** The folder's content is the sample owner's: its files are replaced. */
  sample: boolean;
  force: boolean;
}

/**
 * Writes the files into the folder, every one or none (a file it cannot write throws
 * OwnerFileError, having written nothing); returns the names of those it wrote and kept.
 */
export function writeContentFiles(
  files: Record<string, string>,
  { dir, sample, force, ...commit }: WriteOptions,
): { written: string[]; kept: string[] } {
  const writes: { name: string; path: string; text: string }[] = [];
  const kept: string[] = [];
  for (const [name, text] of Object.entries(files)) {
    const path = join(dir, name);
    const existing = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    if (existing === text) continue;
    if (existing !== undefined && !force && !sample && !unedited(existing)) {
      kept.push(name);
      continue;
    }
    writes.push({ name, path, text });
  }
  refuseBrokenTexts(
    'the import',
    writes.map(({ path, text }) => ({ shown: commit.display(path), text })),
  );
  commitChanges({ writes: writes.map(({ path, text }) => ({ path, text })), removals: [] }, commit);
  return { written: writes.map(({ name }) => name), kept };
}
