import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { nearestName } from '../content/nearest-name.ts';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Literal } from 'unist';
import { visit } from 'unist-util-visit';
import { parse as parseYaml } from 'yaml';
import { canonicalTag } from '../../src/shared/i18n/language-tag.ts';
import { DEFAULT_LANGUAGES, siteLanguages, type LanguagePlace } from '../i18n/site-languages.ts';
import { postFrontMatterSchema } from './post-schema.ts';
import type { Notebook } from './notebook-schema.ts';
import { POST_METADATA_KEY, readNotebook } from './read-notebook.ts';
import { plainTextMath } from './math-text.ts';
import type { PostSummary } from '../../src/shared/posts/post-summary.ts';
import { tagSlugProblem } from '../../src/shared/posts/post-tags.ts';
import { wordSegments } from '../../src/shared/word-segments.ts';
import { phraseBreaks } from '../i18n/phrases.ts';

// Build-time only (Node): finds the posts (Markdown files and Jupyter notebooks), reads and checks
// their front matter (a notebook's: its metadata's "post").

/** A post as read from its file: what the pages show, and the Markdown body still to render. */
export interface PostSource extends PostSummary {
  /** Absolute path of the .md file. */
  path: string;
  /** The file as named in messages, from the site's folder, such as "content/posts/hello.md". */
  file: string;
  /** The Markdown after the front matter. */
  body: string;
  /** Lines of the file before the body (so a message can name the line of the file). */
  bodyLineOffset: number;
  /** A notebook's cells (its `body` is then empty). */
  notebook?: Notebook;
}

/** Reading rate of text written with spaces between words (or split into words by Intl.Segmenter): words a minute. */
const WORDS_PER_MINUTE = 200;
/**
 * Reading rates of Chinese and Japanese, written without spaces: characters a minute (Han, hiragana,
 * katakana). Japanese mixes kana with Han characters and takes more characters to say the same: it is read
 * at more characters a minute. Each sits under the middle of the adult silent-reading rates reported for
 * its language, as 200 words a minute does for English (docs/how-it-is-built.md, "Reading time").
 */
const CHARACTERS_PER_MINUTE = { zh: 400, ja: 500 } as const;

/** Images named in a post are files in the images folder beside the posts folder (src/content/images). */
export function postImagesFolder(postsDir: string): string {
  return join(postsDir, '..', 'images');
}

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A post's date as its page shows it, in its language: "March 10, 2025", "10 de março de 2025". */
export function dateText(date: string, tag: string): string {
  // "en" alone would be formatted as en-US anyway; naming it keeps the English text the same whatever Node's default
  // locale
  const locale = tag === 'en' ? 'en-US' : tag;
  let format = dateFormats.get(locale);
  if (!format)
    dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })));
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** The languages of a site whose site.ts lists none. */
const ONE_LANGUAGE = siteLanguages({ languages: [...DEFAULT_LANGUAGES] });
const markdownParser = unified().use(remarkParse).use(remarkGfm);

/** A character of the scripts written without spaces that are read by the character: Han, hiragana, katakana. */
const BY_CHARACTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;
const segmenters = new Map<string, Intl.Segmenter>();

/** What a reader reads in a Markdown text: its words, and its characters of the scripts read by the character. */
interface ReadingCounts {
  words: number;
  characters: number;
}

/**
 * The words and characters of a Markdown text that a reader reads (text and code, not markup), in the language `tag`.
 * Text is split into words by Intl.Segmenter in that language (its dictionary finds the words of Thai, Chinese or
 * Japanese, written without spaces): a word of Han or kana counts its characters, any other word once. Code is
 * read token by token: each run of it between spaces with a letter or a digit is a word.
 */
function countWords(markdown: string, tag = 'en'): ReadingCounts {
  let segmenter = segmenters.get(tag);
  if (!segmenter) segmenters.set(tag, (segmenter = new Intl.Segmenter(tag, { granularity: 'word' })));
  const counts = { words: 0, characters: 0 };
  visit(markdownParser.parse(markdown), (node) => {
    const { value } = node as Literal & { value: string };
    if (node.type === 'inlineCode' || node.type === 'code') {
      counts.words += value.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
    } else if (node.type === 'text') {
      for (const { segment, isWordLike } of wordSegments(value, segmenter)) {
        if (!isWordLike) continue;
        if (BY_CHARACTER.test(segment)) counts.characters += segment.match(LETTER_OR_DIGIT)?.length ?? 0;
        else counts.words += 1;
      }
    }
  });
  return counts;
}

/** A post's file: a Markdown text, or a Jupyter notebook. */
const POST_FILE = /\.(md|ipynb)$/;

/**
 * Minutes to read a Markdown text in the language `tag`, rounded up, at least 1: its words at WORDS_PER_MINUTE and its
 * Han and kana characters at CHARACTERS_PER_MINUTE (Japanese's for a Japanese text, Chinese's for any other).
 */
export function readingMinutes(markdown: string, tag = 'en'): number {
  const { words, characters } = countWords(markdown, tag);
  const perMinute = new Intl.Locale(tag).language === 'ja' ? CHARACTERS_PER_MINUTE.ja : CHARACTERS_PER_MINUTE.zh;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE + characters / perMinute));
}

/**
 * The file names a post in each language may have, its tag as site.ts writes it: "en (<slug>.md), pt-BR
 * (<slug>.pt-BR.md)".
 */
const fileNames = (languages: readonly LanguagePlace[]) =>
  languages.map(({ written, prefix }) => `${written} (<slug>${prefix ? `.${written}` : ''}.md)`).join(', ');

/** The middle part of a post's file name, its language's tag: "pt-BR" in "my-post.pt-BR.md"; undefined for none. */
function middleOf(name: string): string | undefined {
  const stem = name.replace(POST_FILE, '');
  const dot = stem.indexOf('.');
  return dot === -1 ? undefined : stem.slice(dot + 1);
}

/**
 * A post's slug and language from its file name: `<slug>.md` is in the default language,
 * `<slug>.<tag>.md` in the language of that tag, written in any case (`my-post.pt-BR.md`,
 * `my-post.pt-br.md`); undefined, with the problem told, for a middle part that is no language of the site.
 */
function slugAndLanguage(name: string, file: string, languages: readonly LanguagePlace[], errors: string[]) {
  const stem = name.replace(POST_FILE, '');
  const dot = stem.indexOf('.');
  const middle = middleOf(name);
  const tag = middle === undefined ? undefined : canonicalTag(middle);
  // the default language's folder is the root (prefix ""): its posts have no middle part
  const language = languages.find(({ prefix, tag: own }) =>
    middle === undefined ? prefix === '' : prefix !== '' && own === tag,
  );
  if (!language) {
    errors.push(
      `${file}: "${middle}" is no language of the site; a post's file is named after its language, one of ${fileNames(languages)}, the tag in any case`,
    );
    return undefined;
  }
  return { slug: dot === -1 ? stem : stem.slice(0, dot), language };
}

/** The words a reader reads in a notebook: its Markdown cells' text and its code. */
const notebookWords = (notebook: Notebook) =>
  notebook.cells
    .filter(({ cell }) => cell.cell_type !== 'raw' && !cell.metadata?.tags?.includes('remove-cell'))
    .map(({ cell }) => (cell.cell_type === 'code' ? `\`\`\`\n${cell.source}\n\`\`\`` : cell.source))
    .join('\n\n');

/** The post's fields and body: from a Markdown file's front matter, or from a notebook's metadata. */
function readSource(
  path: string,
  file: string,
  errors: string[],
): { data: unknown; body: string; bodyLineOffset: number; notebook?: Notebook; where: string } | undefined {
  const source = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  if (path.endsWith('.ipynb')) {
    const read = readNotebook(source, file);
    errors.push(...read.errors);
    if (!read.notebook) return undefined;
    if (read.fields === undefined) {
      errors.push(
        `${file}: its metadata must hold the post's fields under "${POST_METADATA_KEY}" (title, date and summary, as a Markdown post's front matter)`,
      );
      return undefined;
    }
    return {
      data: read.fields,
      body: '',
      bodyLineOffset: 0,
      notebook: read.notebook,
      where: `${file}, metadata "${POST_METADATA_KEY}"`,
    };
  }
  const match = FRONT_MATTER.exec(source);
  if (!match) {
    errors.push(`${file}: must start with front matter between two "---" lines (title, date and summary)`);
    return undefined;
  }
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? '') ?? {};
  } catch (error) {
    errors.push(`${file}, front matter: ${(error as Error).message.split('\n')[0]}`);
    return undefined;
  }
  return { data, body: source.slice(match[0].length), bodyLineOffset: match[0].split('\n').length - 1, where: file };
}

function readOne(
  path: string,
  file: string,
  slug: string,
  language: LanguagePlace,
  errors: string[],
  minutesOf: (text: string, tag: string) => number,
): PostSource | undefined {
  const read = readSource(path, file, errors);
  if (!read) return undefined;
  const result = postFrontMatterSchema.safeParse(read.data);
  if (!result.success) {
    const fields = Object.keys(postFrontMatterSchema.shape);
    for (const issue of result.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        // a misspelt field, named with the one it most likely misspells
        for (const key of issue.keys) {
          const nearest = nearestName(key, fields);
          errors.push(
            `${read.where}, field "${key}": unknown field: ${nearest ? `did you mean "${nearest}"?` : `the fields are ${fields.join(', ')}`}`,
          );
        }
        continue;
      }
      const field = issue.path.length === 0 ? '(the front matter itself)' : issue.path.map(String).join('.');
      errors.push(`${read.where}, field "${field}": ${issue.message}`);
    }
    return undefined;
  }
  if (!SLUG.test(slug)) {
    errors.push(
      `${file}: the file name is the post's address (/blog/<name>): use lowercase letters, digits and hyphens, such as "my-first-post.md"`,
    );
    return undefined;
  }
  const { date, tags = [], draft = false } = result.data;
  // the title and summary are text wherever they go (the page's title, the feed, a link preview):
  // a formula in them is written there once, as characters
  const title = plainTextMath(result.data.title, `${read.where}, field "title"`, errors);
  const summary = plainTextMath(result.data.summary, `${read.where}, field "summary"`, errors);
  const { body, bodyLineOffset, notebook } = read;
  return {
    slug,
    language: language.tag,
    title,
    date,
    dateText: dateText(date, language.tag),
    summary,
    tags,
    readingMinutes: minutesOf(notebook ? notebookWords(notebook) : body, language.tag),
    draft,
    path,
    file,
    body,
    bodyLineOffset,
    ...(notebook && { notebook }),
  };
}

/**
 * The tags that can have no page (/blog/tags/<tag>: none of their characters is a letter or a digit),
 * each once, with every post that has it: the owner renames the tag once, in each of them.
 */
function tagProblems(posts: readonly PostSource[]): string[] {
  const bad = new Map<string, { problem: string; files: string[] }>();
  for (const post of posts)
    for (const tag of post.tags) {
      const problem = tagSlugProblem(tag);
      if (problem === undefined) continue;
      const found = bad.get(tag) ?? { problem, files: [] };
      bad.set(tag, found);
      if (!found.files.includes(post.file)) found.files.push(post.file);
    }
  return [...bad].map(
    ([tag, { problem, files }]) =>
      `tag "${tag}" (in ${files.join(', ')}) can have no page of its own: ${problem}. Write it with one`,
  );
}

/**
 * The reading times the last reading of the posts counted, by language and text: the dev server reads
 * the posts again after each change to the owner's folder (most often to no post, or to one), and
 * counting a long post's words is the longest step of reading it.
 */
let counted = new Map<string, Map<string, number>>();

/**
 * Every post in `dir` (each `<slug>.md` or `<slug>.ipynb`, and `<slug>.<tag>.md` or
 * `<slug>.<tag>.ipynb`, the tag in any case, in another of the site's `languages`, the default first), newest first,
 * drafts included, and every problem found, each naming the file (as `label` names a path) and the field. A missing folder
 * means no posts.
 */
export function readPosts(
  dir: string,
  label: (path: string) => string,
  languages: readonly LanguagePlace[] = ONE_LANGUAGE,
): { posts: PostSource[]; errors: string[] } {
  if (!existsSync(dir)) return { posts: [], errors: [] };
  const errors: string[] = [];
  const names = readdirSync(dir)
    .filter((name) => POST_FILE.test(name))
    .sort();
  const posts: PostSource[] = [];
  const seen = new Map<string, string>();
  const counting = new Map<string, Map<string, number>>();
  const minutesOf = (text: string, tag: string) => {
    const minutes = counted.get(tag)?.get(text) ?? readingMinutes(text, tag);
    if (!counting.has(tag)) counting.set(tag, new Map());
    counting.get(tag)?.set(text, minutes);
    return minutes;
  };
  for (const name of names) {
    const file = label(join(dir, name));
    const found = slugAndLanguage(name, file, languages, errors);
    if (!found) continue;
    // the same slug in two languages is a post and its translation; twice in one language, two posts at one address
    const key = `${found.language.tag}/${found.slug.toLowerCase()}`;
    const other = seen.get(key);
    if (other !== undefined) {
      // softmax.zh-Hans.md beside softmax.zh-hans.md: one post twice, its language's tag written in two cases
      const [mine, theirs] = [name, basename(other)].map((each) => middleOf(each));
      errors.push(
        mine && theirs && mine !== theirs
          ? `${file}: the same post in ${found.language.written} as ${other} ("${mine}" and "${theirs}" are one language: the case of a tag does not matter); keep one`
          : `${file}: duplicate slug "${found.slug.toLowerCase()}" (also ${other}); a post's address ignores case`,
      );
      continue;
    }
    seen.set(key, file);
    const post = readOne(join(dir, name), file, found.slug, found.language, errors, minutesOf);
    if (post) posts.push(post);
  }
  counted = counting;
  errors.push(...tagProblems(posts));
  const order = (post: PostSource) => languages.findIndex(({ tag }) => tag === post.language);
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug) || order(a) - order(b));
  return { posts, errors };
}

/** What the pages need to know about a post (no body, no paths). */
export function summaryOf(post: PostSource): PostSummary {
  const { slug, language, title, date, dateText, summary, tags, readingMinutes, draft } = post;
  const titleBreaks = phraseBreaks(title, language);
  return {
    slug,
    language,
    title,
    ...(titleBreaks && { titleBreaks }),
    date,
    dateText,
    summary,
    tags,
    readingMinutes,
    draft,
  };
}
