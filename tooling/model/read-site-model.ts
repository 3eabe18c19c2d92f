import { join } from 'node:path';
import { GENERATED_RESUME, resumeFileName } from '../../src/shared/resume-file.ts';
import type { OwnerWords } from '../../src/shared/content/owner-words.ts';
import type { Publication } from '../../src/shared/content/publication.ts';
import { profileSchema, siteSchema } from '../../src/shared/content/schema.ts';
import { basePathOrRoot } from '../../src/shared/base-path.ts';
import { ownCommand, packageRoot, sampleNotice, sitePath, type SiteContext } from '../context/site-context.mjs';
import { freshRead, type ContentFolder } from '../content/content-folder.ts';
import { readContentFiles, type Content } from '../content/read-content-files.ts';
import { readSampleOwner, sampleLeftIn } from '../content/sample-content.ts';
import { validateContent } from '../content/validate-content.ts';
import { previewImageOf, resumeFallback } from '../i18n/drawn-files.ts';
import { type LanguagePlace, languageNameIn, siteLanguages } from '../i18n/site-languages.ts';
import { siteTextsOf } from '../i18n/site-texts-of.ts';
import { fallbacksPerFile, untranslated } from '../i18n/translate-content.ts';
import { translationOf } from '../i18n/translation-of.ts';
import { postImagesFolder, readPosts } from '../posts/read-posts.ts';
import { readSlots } from '../slots/read-slots.ts';
import type { RenderedPost } from '../posts/render-post.ts';
import { projectBodies, PROJECTS_FOLDER } from '../projects/project-bodies.ts';
import { readProjectStories } from '../projects/read-project-stories.ts';
import { citationWriter, type CitationWriter } from '../publications/citation-writer.ts';
import { PUBLICATIONS_FILE, readPublications } from '../publications/read-publications.ts';
import { withPaperFiles } from '../publications/paper-files.ts';
import { ownerNamesOf } from '../publications/site-citations.ts';
import { citationCounts, type CitationCounts } from '../scholar/citation-counts.ts';
import { CITATIONS_FILE } from '../scholar/citations-snapshot.ts';
import { withUpgradeNote } from '../upgrade/older-shape-note.ts';
import { halfMadeChange } from '../owner-files/commit-changes.ts';
import { neededResumeSectionTexts } from '../resume/resume-section-texts.ts';
import { ARCHIVE_SLUG, listPageCount, POSTS_PER_PAGE } from '../../src/shared/posts/list-pages.ts';
import { missingPackages, missingPackagesProblem } from '../packages/needed-packages.ts';
import { siteBodies } from './bodies.ts';
import type { ModelLanguage, SiteModel } from './site-model.ts';

/** What one read of the owner's folder gives: the model when nothing is wrong, and everything it found. */
export interface SiteRead {
  /** Undefined when a problem keeps the site from being built. */
  model: SiteModel | undefined;
  /** Each problem that keeps the site from being built: a block naming what it concerns, and each file and field. */
  problems: string[];
  /** What the owner should know but that does not stop the build (a warning each). */
  warnings: string[];
  /** What the build says of the site (each language's untranslated fields, its drawn files). */
  notes: string[];
}

export interface ReadOptions {
  /** The dev server: drafts are shown, and the sample's words left in are a warning, not a problem. */
  serve: boolean;
  /** The renderings of an earlier read, by body (the dev server's), kept while a body is the same. */
  renderings?: Map<string, { key: string; rendered: RenderedPost }>;
}

const problemBlock = (what: string, list: readonly string[]) =>
  `${what} (${list.length} problem${list.length > 1 ? 's' : ''}):\n  - ${list.join('\n  - ')}`;

/**
 * Each language of the site, the default first: its texts (checked), the owner's words in it (the
 * translation merged over the default language's and checked), its drawn files. Problems and notes go
 * to the lists given.
 */
async function readLanguages(
  folder: ContentFolder,
  content: Content,
  places: readonly LanguagePlace[],
  { search, longBlog, problems, notes }: { search: boolean; longBlog: boolean; problems: string[]; notes: string[] },
): Promise<ModelLanguage[]> {
  const defaults: OwnerWords = content;
  const languages: ModelLanguage[] = [];
  const textProblems: string[] = [];
  const translationProblems: string[] = [];
  const { written: defaultWritten } = places[0] ?? { written: 'en' };
  // the texts of the résumé's sections the content has: a catalogue of the owner's needs no other
  const resumeSections = neededResumeSectionTexts(content);
  for (const [index, place] of places.entries()) {
    // the texts of the blog's pages: a catalogue of the owner's needs them once their blog is longer than a page
    const texts = await siteTextsOf(folder, place.tag, place.written, { search, blogPages: longBlog, resumeSections });
    if (texts.problem) textProblems.push(texts.problem);
    const names = Object.fromEntries(places.map((other) => [other.tag, languageNameIn(other.tag, place.tag)]));
    const common = {
      ...place,
      texts: texts.texts,
      searchTexts: texts.searchTexts,
      blogPagesTexts: texts.blogPagesTexts,
      resumeSectionTexts: texts.resumeSectionTexts,
      textsFiles: texts.files,
      names,
    };
    if (index === 0) {
      languages.push({
        ...common,
        words: defaults,
        fallbacks: [],
        translation: {},
        resumePdf: true,
        previewImage: await previewImageOf(place, defaults, defaults),
      });
      continue;
    }
    const translated = await translationOf(folder, defaults, place.tag);
    translationProblems.push(...translated.errors);
    // a technology's name left out is no word left untranslated ("Python" is Python in every language)
    const left = untranslated(translated.fallbacks);
    const counts = Object.entries(fallbacksPerFile(left)).map(([file, count]) => `${file} ${count}`);
    notes.push(
      `${place.written}: ${left.length} ${left.length === 1 ? 'field' : 'fields'} not translated, shown in ${defaultWritten}${counts.length ? ` (${counts.join(', ')})` : ''}`,
    );
    // the drawn files: in this language, or the default language's where no font draws its script, and why
    const resume = await resumeFallback(place, texts.texts);
    if (resume && content.profile.resume === GENERATED_RESUME)
      notes.push(`${place.written}: ${resumeFileName(GENERATED_RESUME)} is the ${defaultWritten} one: ${resume}`);
    const previewImage = await previewImageOf(place, translated.words, defaults);
    if (previewImage.fallback)
      notes.push(`${place.written}: the link-preview image is the ${defaultWritten} one: ${previewImage.fallback}`);
    languages.push({
      ...common,
      words: translated.words,
      fallbacks: translated.fallbacks,
      translation: translated.translation,
      resumePdf: resume === undefined,
      previewImage,
    });
  }
  problems.push(...textProblems);
  if (translationProblems.length > 0)
    problems.push(`Invalid translation (${translationProblems.length}):\n  - ${translationProblems.join('\n  - ')}`);
  return languages;
}

/**
 * Reads the owner's folder into the site model: the content files, checked; each language's texts and
 * words; the publications, posts and projects' stories, each body rendered. Every problem is found in
 * one read (a syntax error in one file does not hide a misspelt field in another), each naming the
 * file, the entry and the field, with the nearest valid name where one is near.
 */
export async function readSiteModel(context: SiteContext, { serve, renderings }: ReadOptions): Promise<SiteRead> {
  // each read imports the content files afresh (the dev server's reads, a restarted server's first)
  const folder: ContentFolder = freshRead(context.contentDir, context.contentLabel);
  const problems: string[] = [];
  const warnings: string[] = [];
  const notes: string[] = [];
  let publicationsRead: readonly Publication[] = [];
  let paperFiles = new Map<string, string>();
  let counts: CitationCounts | undefined;
  const pathLabel = (path: string) => sitePath(context, path);
  // the owner's files as a command that writes them left them: never half old, half new
  const halfMade = halfMadeChange(context.siteRoot);
  if (halfMade) return { model: undefined, problems: [halfMade], warnings, notes };

  const files = await readContentFiles(folder);
  if (files.problems.length > 0) problems.push(problemBlock('Content that cannot be read', files.problems));
  const invalid = validateContent(files.content, { dir: folder.dir, label: folder.label }, files.failed);
  if (invalid.length > 0) problems.push(problemBlock('Invalid content', invalid));
  // content in an older shape: led by what `npm run upgrade` would do, one command instead of each line by hand
  if (problems.length > 0) problems[0] = await withUpgradeNote(context, problems[0] ?? '');
  // what can still be read is read, so that one run names every problem: the posts, the stories, the publications
  const contentRead = problems.length === 0;
  const content = files.content as unknown as Content;
  const siteRead = siteSchema.safeParse(files.content.site).success;
  const places = siteLanguages(siteRead ? content.site : {});

  if (context.showsSample) warnings.push(sampleNotice(context).join('\n'));
  if (contentRead) {
    const sample = await readSampleOwner(packageRoot);
    const left = sample
      ? sampleLeftIn(sample, {
          content,
          label: folder.label,
          folders: [folder.dir, join(packageRoot, 'public')],
          pathLabel,
        })
      : [];
    // a build would publish them: a problem; the dev server only warns, while the owner replaces them
    if (left.length > 0) (serve ? warnings : problems).push(problemBlock("The sample owner's content", left));
  }

  // the packages the content needs (a language's typeface, publications' parser) before anything that loads them
  const missing = missingPackages(folder.dir, folder.label, contentRead ? places.map(({ tag }) => tag) : []);
  if (missing.length > 0)
    return { model: undefined, problems: [...problems, missingPackagesProblem(missing)], warnings, notes };

  const posts = readPosts(context.postsDir, pathLabel, places);
  const shownPosts = posts.posts.filter((post) => serve || !post.draft);
  // a story that matches no project is the content's check's (above); each that does is read
  const projects = Array.isArray(files.content.projects) ? (files.content.projects as Content['projects']) : [];
  const stories = readProjectStories(projectBodies(folder.dir, folder.label, projects, places).bodies);
  const search = context.everyFeature || shownPosts.length > 0 || stories.stories.length > 0;
  const postsPerPage = (siteRead && content.site.postsPerPage) || POSTS_PER_PAGE;
  const longBlog = places.some(
    ({ tag }) => listPageCount(shownPosts.filter((post) => post.language === tag).length, postsPerPage) > 1,
  );
  // the template's own tests build every feature: the blog's pages and archive too, whatever the content
  const postPages = context.everyFeature || longBlog;
  // the blog's archive is at /blog/archive once the blog is longer than a page: no post may be there
  const atArchive = longBlog ? shownPosts.filter((post) => post.slug === ARCHIVE_SLUG) : [];
  if (atArchive.length > 0)
    problems.push(
      problemBlock(
        'Invalid posts',
        atArchive.map(
          (post) =>
            `${pathLabel(post.path)}: /blog/${ARCHIVE_SLUG} is the blog's archive of every post, since the blog is longer than a page: give the file another name`,
        ),
      ),
    );

  // each language: its texts (checked), the owner's words in it (merged and checked), its drawn files
  const languages: ModelLanguage[] = contentRead
    ? await readLanguages(folder, content, places, { search, longBlog, problems, notes })
    : [];

  // the publications, the owner found among their authors under any of their names
  if (profileSchema.safeParse(files.content.profile).success) {
    const owner = ownerNamesOf(languages.length > 0 ? languages.map(({ words }) => words) : [content]);
    const publications = await readPublications(folder, owner);
    if (publications.errors.length > 0) problems.push(problemBlock('Invalid publications', publications.errors));
    const listed = publications.publications;
    if (listed.length > 0 && !listed.some((publication) => publication.authors.some((author) => author.owner)))
      warnings.push(
        `${folder.label}/${PUBLICATIONS_FILE}: your name (${content.profile.name}) is in none of its ${listed.length} author lists, so none is highlighted. ` +
          'If you publish under another spelling, list it in profile.alsoPublishedAs (profile.ts), such as ["Quinn, A. J."].',
      );
    else warnings.push(...(publications.unmatched ?? []));
    publicationsRead = listed;
    // the papers' PDFs in papers/, published beside their pages at the site's address
    if (siteRead) {
      const papers = withPaperFiles(folder, listed, content.site.url.replace(/\/?$/, '/'));
      publicationsRead = papers.publications;
      paperFiles = papers.files;
      warnings.push(...papers.warnings);
    }
    // the citation counts the owner committed: a file that is missing or does not read is a note, never a stop
    if (siteRead && content.site.citations !== undefined) {
      counts = citationCounts(folder.dir, listed, {
        today: new Date(),
        label: `${folder.label}/${CITATIONS_FILE}`,
        command: ownCommand(context, 'citations'),
      });
      notes.push(...counts.notes);
    }
  }

  // the bodies: each post and story rendered now, so that every problem of every body is found in this read
  const postErrors = [...posts.errors];
  const storyErrors = [...stories.errors];
  const textsOf = (tag: string) => languages.find((language) => language.tag === tag)?.texts;
  const basePath = basePathOrRoot(siteRead ? content.site.url : undefined, context.basePath);
  const postBodies = shownPosts.map((source) => ({ source, imagesDir: postImagesFolder(context.postsDir) }));
  const storyBodies = stories.stories.map((story) => ({
    source: story.source,
    imagesDir: postImagesFolder(join(folder.dir, PROJECTS_FOLDER)),
  }));
  const bodies = siteBodies(context, {
    all: [...postBodies, ...storyBodies],
    textsOf,
    basePath,
    ...(renderings && { kept: renderings }),
  });
  for (const [index, body] of bodies.all.entries()) {
    const rendered = bodies.render(body);
    (index < postBodies.length ? postErrors : storyErrors).push(...rendered.errors);
    warnings.push(...rendered.warnings);
  }
  const slots = await readSlots(folder);
  if (slots.problems.length > 0) problems.push(problemBlock('Invalid slots', slots.problems));
  if (postErrors.length > 0) problems.push(problemBlock('Invalid posts', postErrors));
  if (storyErrors.length > 0) problems.push(problemBlock('Invalid project stories', storyErrors));
  if (problems.length > 0) return { model: undefined, problems, warnings, notes };

  const writers = new Map<string, Promise<CitationWriter>>();
  const model: SiteModel = {
    context,
    content,
    languages,
    publications: publicationsRead,
    paperFiles,
    citationCounts: counts,
    citations(tag) {
      const language = languages.find((candidate) => candidate.tag === tag);
      if (!language) throw new Error(`The site has no language "${tag}"`);
      let writer = writers.get(tag);
      if (!writer) writers.set(tag, (writer = citationWriter(tag, language.texts, language.words.profile.name.trim())));
      return writer;
    },
    posts: shownPosts,
    stories: stories.stories,
    search,
    postsPerPage,
    postPages,
    bodies,
    slots: slots.slots,
  };
  return { model, problems, warnings, notes };
}
