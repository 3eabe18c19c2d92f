import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { canonicalTag } from '../../src/shared/i18n/language-tag.ts';
import type { BlogPagesTexts, ResumeSectionTexts, SearchTexts, SiteTexts } from '../../src/shared/i18n/site-texts.ts';
import english, {
  blogPages as englishBlogPages,
  resumeSections as englishResumeSections,
  search as englishSearch,
} from '../../src/shared/i18n/texts/en.ts';
import { type ContentFolder, importFrom, importProblem } from '../content/content-folder.ts';
import { type NeededTexts, siteTextsProblems } from './check-site-texts.ts';
import { languageFolder } from './language-folder.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Where the template's own catalogues are, one per language it ships. */
const SHIPPED_TEXTS_DIR = 'src/shared/i18n/texts';
/** The template's English catalogue, the reference of every other. */
export const ENGLISH_TEXTS_FILE = join(root, SHIPPED_TEXTS_DIR, 'en.ts');

/** An owner's catalogue of a language, in its folder of the content: <content>/<tag>/texts.ts. */
const OWN_TEXTS_FILE = 'texts.ts';

/** A catalogue file of a language's texts: the template's, or the owner's. */
export interface TextsFile {
  /** How messages name it: "src/content/is/texts.ts". */
  label: string;
  /** The owner's own (in the content folder), or one the template ships. */
  own: boolean;
  /** Its path. */
  path: string;
}

/** A catalogue file as a read of the folder found it: the names it exports ("default", "search", …). */
export interface ReadTextsFile extends TextsFile {
  exports: readonly string[];
}

const fromRoot = (path: string) => relative(root, path).split(sep).join('/');

/** The languages the template has texts for, as their files name them: "ar", "de", "en", …, "zh-Hans". */
export const shippedTags = (): string[] =>
  readdirSync(join(root, SHIPPED_TEXTS_DIR))
    .filter((name) => /^[\w-]+\.ts$/.test(name))
    .map((name) => name.slice(0, -'.ts'.length));

/** Whether the template ships texts for the language `tag`, written in any case. */
export const shipsTexts = (tag: string): boolean => {
  const canonical = canonicalTag(tag) ?? tag;
  return shippedTags().some((shipped) => canonicalTag(shipped) === canonical);
};

/**
 * The catalogue files of the language `tag` (canonical), in the order they apply: the template's
 * src/shared/i18n/texts/<tag>.ts when it ships the language, then the owner's <content>/<tag>/texts.ts
 * (its folder named in any case), whose texts replace the template's one by one. Empty when there is neither.
 */
export function textsFilesOf(content: Pick<ContentFolder, 'dir' | 'label'>, tag: string): TextsFile[] {
  const files: TextsFile[] = [];
  const shipped = shippedTags().find((name) => canonicalTag(name) === tag);
  if (shipped !== undefined) {
    const path = join(root, SHIPPED_TEXTS_DIR, `${shipped}.ts`);
    files.push({
      label: fromRoot(path),
      own: false,
      path,
    });
  }
  const { folder } = languageFolder(content, tag);
  const own = folder === undefined ? undefined : join(content.dir, folder, OWN_TEXTS_FILE);
  if (own && existsSync(own))
    files.push({
      label: `${content.label}/${folder}/${OWN_TEXTS_FILE}`,
      own: true,
      path: own,
    });
  return files;
}

/**
 * The texts of the language `tag` (canonical; `written` as site.ts writes it), checked: the template's
 * catalogue with the owner's texts over it, text by text, or the owner's alone for a language the
 * template does not ship, which must then give every text. A language without a catalogue, or a text
 * missing (where one must be given), misspelt or failing is a problem naming the file and each text.
 * The search's texts (a catalogue's `search`) are read and checked for a site with search (`search`) only: an
 * owner's catalogue of a site without search need not have them. The texts of the navigation between a list's pages
 * (a catalogue's `blogPages`) likewise, for a site whose blog has more than one page (`blogPages`). The texts of the
 * résumé's optional sections (its
 * `resumeSections`) likewise, those the content needs (`resumeSections`, by name).
 */
export async function siteTextsOf(
  content: ContentFolder,
  tag: string,
  written = tag,
  { search = false, blogPages = false, resumeSections = [] }: NeededTexts = {},
): Promise<{
  files: ReadTextsFile[];
  texts: SiteTexts;
  searchTexts: SearchTexts | undefined;
  blogPagesTexts: BlogPagesTexts | undefined;
  resumeSectionTexts: Partial<ResumeSectionTexts>;
  problem?: string;
}> {
  const files = textsFilesOf(content, tag);
  const read: ReadTextsFile[] = [];
  const result = {
    files: read,
    texts: english,
    searchTexts: search ? englishSearch : undefined,
    blogPagesTexts: blogPages ? englishBlogPages : undefined,
    resumeSectionTexts: englishResumeSections,
  };
  if (files.length === 0) {
    return {
      ...result,
      problem:
        `No texts for the language "${written}" of site.ts: the template ships ${shippedTags().join(', ')}. ` +
        `For another language copy ${SHIPPED_TEXTS_DIR}/en.ts to ${content.label}/${written}/${OWN_TEXTS_FILE} and translate its values.`,
    };
  }
  const shipped = files.some((file) => !file.own);
  const problems: string[] = [];
  const texts: Record<string, unknown> = {};
  const searchTexts: Record<string, unknown> = {};
  const blogPagesTexts: Record<string, unknown> = {};
  const resumeSectionTexts: Record<string, unknown> = {};
  const reference = {
    default: english,
    search: englishSearch,
    blogPages: englishBlogPages,
    resumeSections: englishResumeSections,
  };
  for (const file of files) {
    let module: Record<string, unknown>;
    try {
      module = await importFrom(content, file.path);
    } catch (error) {
      problems.push(importProblem(file.label, error));
      read.push({ ...file, exports: [] });
      continue;
    }
    read.push({ ...file, exports: Object.keys(module) });
    // an owner's catalogue of a language the template ships gives the texts it changes; any other, every text
    const complete = !(file.own && shipped);
    problems.push(
      ...siteTextsProblems(module, file.label, reference, { complete, tag, search, blogPages, resumeSections }),
    );
    Object.assign(texts, module.default);
    if (search) Object.assign(searchTexts, module.search);
    if (blogPages) Object.assign(blogPagesTexts, module.blogPages);
    if (resumeSections.length > 0) Object.assign(resumeSectionTexts, module.resumeSections);
  }
  if (problems.length > 0) {
    const own = files.find((file) => file.own);
    const rule = !own
      ? ''
      : shipped
        ? `; ${own.label} gives the texts it changes, the others are the template's`
        : `; the template ships no texts for "${written}", so ${own.label} gives every one`;
    return {
      ...result,
      problem: `Invalid texts (${problems.length} problem${problems.length > 1 ? 's' : ''}${rule}):\n  - ${problems.join('\n  - ')}`,
    };
  }
  return {
    files: read,
    texts: texts as unknown as SiteTexts,
    searchTexts: search ? (searchTexts as unknown as SearchTexts) : undefined,
    blogPagesTexts: blogPages ? (blogPagesTexts as unknown as BlogPagesTexts) : undefined,
    resumeSectionTexts: resumeSectionTexts as Partial<ResumeSectionTexts>,
  };
}
