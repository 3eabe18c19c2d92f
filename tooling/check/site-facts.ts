import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { resolveBasePath } from '../../src/shared/base-path.ts';
import { networks } from '../../src/shared/content/networks.ts';
import { projectPageName } from '../../src/shared/content/project-page.ts';
import type { Publication } from '../../src/shared/content/publication.ts';
import { TRANSLATABLE_FIELDS, type TranslatedFile } from '../../src/shared/content/translation.ts';
import { iconId } from '../../src/shared/icons/icon-id.ts';
import { iconNames, publicationIconNames, searchIconNames } from '../../src/shared/icons/icon-names.ts';
import { contentFolder, contentLabel, siteRoot } from '../content/folder.mjs';
import { loadContent, type Content } from '../content/load-content.ts';
import { languageFolder } from '../i18n/language-folder.ts';
import { siteLanguages } from '../i18n/site-languages.ts';
import { siteTextsOf } from '../i18n/site-texts-of.ts';
import { loadSource, sourceId } from '../load-source.ts';
import { postsFolder, readPosts } from '../posts/read-posts.ts';
import { readPublications } from '../publications/read-publications.ts';

// What the owner's check (the particle-portfolio-check package) knows of the site it tests, as JSON:
// the owner's files as they wrote them (the default language's content, each other language's
// translation files and texts), their posts, their publications as the build reads them, where the
// site lives and under which path the build put it, and the template's lists its pages draw from
// (the networks, the icons). The check derives what each page must show from these, by the spec.

/**
 * A text of a catalogue as JSON: a string as it is; a text of words (`sectionLink(heading)`) as its
 * parts, each number the place of an argument; a text that counts (`readingTime(minutes)`) at each
 * number the site shows it with.
 */
export type FactText = string | { words: (string | number)[] } | { counts: Record<number, string> };

export interface SiteFacts {
  /** The site's address, as site.ts gives it. */
  url: string;
  /** The path the build put the site under: "/", "/portfolio/". */
  base: string;
  /** The content folder, from the site's folder ("content", "src/content", a fixture's folder), and its absolute path. */
  contentLabel: string;
  contentDir: string;
  content: Content;
  languages: {
    tag: string;
    /** Its pages' folder: "" for the default language, "de" for German. */
    prefix: string;
    dir: 'ltr' | 'rtl';
    /** Its translation files (<content>/<tag>/*.ts), as written: the fields they change. */
    translation: Partial<Record<TranslatedFile, unknown>>;
    texts: Record<string, FactText>;
  }[];
  /** The posts that are published (drafts left out), newest first. */
  posts: { file: string; slug: string; language: string; title: string; readingMinutes: number }[];
  /** Each project's page name, by its place in projects.ts: its story is projects/<name>.md (or .ipynb). */
  projectPageNames: (string | null)[];
  publications: Publication[];
  networks: { field: string; label: string; icon: string }[];
  /** The UI icons: the id of each one's symbol in the page, by its name; the names of the publications' and the search's. */
  icons: { ids: Record<string, string>; publications: string[]; search: string[] };
}

/** One character of Unicode's private use area, followed by the argument's place: no text of a catalogue has it. */
const argument = (place: number) => `\uE000${place}\uE001`;

/**
 * A catalogue's texts as JSON: its strings, its texts of words as parts around their arguments, and the texts that
 * count at the numbers `counts` names. A text whose words come out as no number ("NaN posts" for a count given a
 * word) counts: it is left out unless `counts` names it.
 */
function jsonTexts(texts: object, counts: Record<string, readonly number[]>): Record<string, FactText> {
  const out: Record<string, FactText> = {};
  for (const [name, text] of Object.entries(texts)) {
    if (typeof text === 'string') out[name] = text;
    if (typeof text !== 'function') continue;
    const numbers = counts[name];
    if (numbers) {
      out[name] = { counts: Object.fromEntries(numbers.map((count) => [count, String(text(count))])) };
      continue;
    }
    const written = String(text(...Array.from({ length: text.length }, (_, place) => argument(place))));
    if (written.includes('NaN')) continue;
    out[name] = {
      words: written
        .split(/\uE000(\d+)\uE001/)
        .map((part, index) => (index % 2 === 1 ? Number(part) : part))
        .filter((part) => part !== ''),
    };
  }
  return out;
}

/** A language's translation files as the owner wrote them: the fields they change. */
async function translationFiles(tag: string): Promise<Partial<Record<TranslatedFile, unknown>>> {
  const folder = languageFolder(tag);
  const files: Partial<Record<TranslatedFile, unknown>> = {};
  if (folder === undefined) return files;
  for (const file of Object.keys(TRANSLATABLE_FIELDS) as TranslatedFile[]) {
    const path = join(contentFolder(), folder, `${file}.ts`);
    if (existsSync(path)) files[file] = (await loadSource<Record<string, unknown>>(sourceId(path)))[file];
  }
  return files;
}

/**
 * The facts of the site whose content this build reads (the site's folder, CONTENT_DIR), built under `basePath`
 * (BASE_PATH) or, without one, under the path of its address.
 */
export async function siteFacts(basePath: string | undefined): Promise<SiteFacts> {
  const content = await loadContent();
  const root = siteRoot();
  const places = siteLanguages(content.site);
  const names = await Promise.all(
    places.slice(1).map(async ({ tag }) => (await translationFiles(tag)).profile as { name?: string } | undefined),
  );
  const { publications } = await readPublications(root, {
    name: content.profile.name,
    inOtherLanguages: names.flatMap((profile) => (profile?.name === undefined ? [] : [profile.name])),
    alsoPublishedAs: content.profile.alsoPublishedAs,
  });
  const posts = readPosts(postsFolder(root), root, places).posts.filter((post) => !post.draft);
  const counts = {
    readingTime: [...new Set(posts.map((post) => post.readingMinutes))],
    showAllAuthors: [...new Set(publications.map((publication) => publication.authors.length))],
  };
  return {
    url: content.site.url,
    base: resolveBasePath(content.site.url, basePath),
    contentLabel: contentLabel(),
    contentDir: contentFolder(),
    content,
    languages: await Promise.all(
      places.map(async ({ tag, written, prefix, dir }, index) => ({
        tag,
        prefix,
        dir,
        translation: index === 0 ? {} : await translationFiles(tag),
        texts: jsonTexts((await siteTextsOf(tag, written)).texts, counts),
      })),
    ),
    posts: posts.map(({ file, slug, language, title, readingMinutes }) => ({
      file,
      slug,
      language,
      title,
      readingMinutes,
    })),
    projectPageNames: content.projects.map((project) => projectPageName(project) ?? null),
    publications,
    networks: networks.map(({ field, label, icon }) => ({ field, label, icon })),
    icons: {
      ids: Object.fromEntries(iconNames.map((name) => [name, iconId(name)])),
      publications: publicationIconNames,
      search: searchIconNames,
    },
  };
}
