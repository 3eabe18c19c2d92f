import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SAMPLE_CONTENT_DIR } from '../context/site-context.mjs';
import { importTypeScript } from '../typescript/import-typescript.ts';
import { entryLabel } from './entry-label.ts';

// The template's sample owner, known by the sample's own folder: their name, the bytes of each of
// their files and the words they wrote. A site made from a copy of the sample, or merged with a
// release that brought the sample's words, would publish them under another owner's name: the build
// names each one it finds, so nothing of the sample is ever published by mistake.

/** The fields whose values are not the sample's own words: names of things anyone may list, file names, options. */
const NOT_WORDS = new Set([
  'tagline',
  'jobTitle',
  'role',
  'period',
  'technologies',
  'icon',
  'image',
  'photo',
  'logo',
  'resume',
  'resumePaper',
  'languages',
  'hsts',
  'menu',
  'theme',
  'particles',
]);

/**
 * A text is the sample's own when it is long enough to be written, not a common name ("Machine Learning"), or an
 * address.
 */
const isOwnText = (text: string) => /:\/\/|@/.test(text) || text.trim().split(/\s+/).length >= 3;

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * Every text of a content value with where it stands: ["experience.ts, entry 2 (\"Role\"), field \"description.0\"",
 * text].
 */
function textsOf(
  file: string,
  value: unknown,
  path: readonly string[] = [],
  where = file.replace(/\.ts$/, ''),
): [string, string][] {
  if (typeof value === 'string') return [[`${file}, ${where}, field "${path.join('.')}"`, value]];
  if (Array.isArray(value)) {
    // a list file's entries are named as every content message names them
    if (path.length === 0) return value.flatMap((entry, index) => textsOf(file, entry, [], entryLabel(entry, index)));
    return value.flatMap((item, index) => textsOf(file, item, [...path, String(index)], where));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      NOT_WORDS.has(key) ? [] : textsOf(file, item, [...path, key], where),
    );
  }
  return [];
}

/** The files that hold words (technologies.ts holds names of tools, which any owner may list). */
const CONTENT_FILES = ['site', 'profile', 'experience', 'research', 'projects', 'blog'] as const;

export interface SampleOwner {
  name: string;
  /** SHA-256 of each file of the sample's folder but its content modules (pictures, résumé), with its path there. */
  files: ReadonlyMap<string, string>;
  /** Each text of the sample's words, as written (spaces folded). */
  words: ReadonlySet<string>;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.isFile() ? [path] : [];
  });
}

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** The sample owner, read from the template's sample folder; undefined in a project that no longer has it. */
export async function readSampleOwner(root: string): Promise<SampleOwner | undefined> {
  const dir = join(root, SAMPLE_CONTENT_DIR);
  if (!existsSync(join(dir, 'profile.ts'))) return undefined;
  const files = new Map(
    filesUnder(dir)
      .filter((path) => !path.endsWith('.ts'))
      .map((path) => [sha256(path), relative(dir, path)]),
  );
  const words = new Set<string>();
  let name = '';
  for (const file of CONTENT_FILES) {
    if (!existsSync(join(dir, `${file}.ts`))) continue;
    const module = await importTypeScript(join(dir, `${file}.ts`));
    if (file === 'profile') name = String((module.profile as { name: string }).name);
    for (const [, text] of textsOf(`${file}.ts`, module[file])) if (isOwnText(text)) words.add(normalise(text));
  }
  return { name, files, words };
}

/**
 * One message per file of the sample found in `folders` (the content folder, public/) and per text
 * of the sample in `content`, when the content's owner is someone else; none for the sample owner.
 */
export function sampleLeftIn(
  sample: SampleOwner,
  {
    content,
    label,
    folders,
    pathLabel,
  }: { content: object; label: string; folders: readonly string[]; pathLabel: (path: string) => string },
): string[] {
  const byFile = content as Readonly<Record<string, unknown>>;
  const owner = (byFile.profile as { name?: string } | undefined)?.name?.trim();
  if (owner === sample.name) return [];
  const files = folders
    .filter((folder) => statSync(folder, { throwIfNoEntry: false })?.isDirectory())
    .flatMap(filesUnder)
    .flatMap((path) => {
      const file = sample.files.get(sha256(path));
      return file === undefined
        ? []
        : [
            `${pathLabel(path)} is ${sample.name}'s ${file} from the template's sample content: replace it with your own file or delete it`,
          ];
    });
  const words = CONTENT_FILES.flatMap((file) =>
    textsOf(`${file}.ts`, byFile[file])
      .filter(([, text]) => sample.words.has(normalise(text)))
      .map(
        ([where, text]) =>
          `${label}/${where}: "${text}" is ${sample.name}'s, from the template's sample content: write your own`,
      ),
  );
  return [...files, ...words];
}
