import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SearchTexts, SiteTexts } from '../../src/shared/i18n/site-texts.ts';
import english, { search as englishSearch } from '../../src/shared/i18n/texts/en.ts';
import { contentFolder, contentLabel } from '../content/folder.mjs';
import { stopOnProblem } from '../content/stop-on-problem.ts';
import { loadSource } from '../load-source.ts';
import { siteTextsProblems } from './check-site-texts.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Where the template's own catalogues are, one per language it ships. */
export const SHIPPED_TEXTS_DIR = 'src/shared/i18n/texts';
/** An owner's catalogue of a language, in its folder of the content: <content>/<tag>/texts.ts. */
export const OWN_TEXTS_FILE = 'texts.ts';

/** A language's catalogue file: the owner's, when their content has one, else the template's. */
export interface TextsFile {
  /** How the app imports it: "@/content/is/texts", "@/shared/i18n/texts/de". */
  specifier: string;
  /** How messages name it: "src/content/is/texts.ts". */
  label: string;
  /** The owner's own (in the content folder), or one the template ships. */
  own: boolean;
  /** Its path from the project's root, as the build's code loads it: "/src/content/is/texts.ts". */
  path: string;
}

const fromRoot = (path: string) => relative(root, path).split(sep).join('/');

/**
 * The catalogue of the language `tag`: <content>/<tag>/texts.ts, else src/shared/i18n/texts/<tag>.ts; undefined when
 * there is neither.
 */
export function textsFileOf(tag: string): TextsFile | undefined {
  const own = join(contentFolder(root), tag, OWN_TEXTS_FILE);
  if (existsSync(own))
    return {
      specifier: `@/content/${tag}/texts`,
      label: `${contentLabel()}/${tag}/${OWN_TEXTS_FILE}`,
      own: true,
      path: `/${fromRoot(own)}`,
    };
  const shipped = join(root, SHIPPED_TEXTS_DIR, `${tag}.ts`);
  if (existsSync(shipped))
    return {
      specifier: `@/shared/i18n/texts/${tag}`,
      label: fromRoot(shipped),
      own: false,
      path: `/${fromRoot(shipped)}`,
    };
  return undefined;
}

/**
 * The texts of the language `tag`, checked: the build stops on a language without a catalogue, or on
 * a catalogue with a text missing, misspelt or failing, naming the file and each text. The search's
 * texts are checked for a site with search (`search`) only: an owner's catalogue of a site without
 * posts need not have them.
 */
export async function siteTextsOf(
  tag: string,
  { search = false }: { search?: boolean } = {},
): Promise<TextsFile & { texts: SiteTexts; searchTexts: SearchTexts | undefined }> {
  const file = textsFileOf(tag);
  if (!file) {
    stopOnProblem(
      `No texts for the language "${tag}" of site.ts: the template ships ${shippedTags().join(', ')}. ` +
        `For another language copy ${SHIPPED_TEXTS_DIR}/en.ts to ${contentLabel()}/${tag}/${OWN_TEXTS_FILE} and translate its values.`,
    );
  }
  const module = await loadSource<Record<string, unknown>>(file.path);
  const problems = siteTextsProblems(module, file.label, { default: english, search: englishSearch }, { search });
  if (problems.length > 0)
    stopOnProblem(
      `Invalid texts (${problems.length} problem${problems.length > 1 ? 's' : ''}):\n  - ${problems.join('\n  - ')}`,
    );
  return { ...file, texts: module.default as SiteTexts, searchTexts: module.search as SearchTexts | undefined };
}

/** The languages the template has texts for: "ar", "de", "en", … */
export const shippedTags = (): string[] =>
  readdirSync(join(root, SHIPPED_TEXTS_DIR))
    .filter((name) => /^[\w-]+\.ts$/.test(name))
    .map((name) => name.slice(0, -'.ts'.length));
