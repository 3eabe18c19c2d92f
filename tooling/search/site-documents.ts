import type { OwnerWords } from '../../src/shared/content/owner-words.ts';
import type { Publication } from '../../src/shared/content/publication.ts';
import type { TimelineEntry } from '../../src/shared/content/schema.ts';
import { cardAnchor, entryAnchor, publicationAnchor } from '../../src/shared/home-anchors.ts';
import { pathInLanguage } from '../../src/shared/language-path.ts';
import type { PostSummary } from '../../src/shared/posts/post-summary.ts';
import type { SearchDocument } from '../../src/shared/search/search-document.ts';
import type { CitationWriter } from '../publications/citation-writer.ts';
import type { ProjectPageText } from '../projects/project-page-text.ts';
import { postSections } from './post-sections.ts';

// Build-time only (Node): the documents of one language's search index, from the content as the
// pages read it (the owner's words in that language, the publications, the rendered posts).

/** A post as the posts plugin rendered it: what its page shows about it, and its body's HTML. */
interface RenderedPostPage {
  summary: PostSummary;
  html: string;
}

/** What one language of the site holds, for its index. */
export interface LanguageContent {
  /** The language's tag ("pt-BR") and its pages' folder ("pt-br"; "" for the default language). */
  tag: string;
  prefix: string;
  /** The owner's words in it (the default language's where its translation leaves a field out). */
  words: OwnerWords;
  /** The citations in it: a publication's venue is written as its page writes it. */
  citations: CitationWriter;
  publications: readonly Publication[];
  /** The projects' own pages (those with a story), in every language: those of this one are indexed. */
  projectPages: readonly ProjectPageText[];
  /** The site's posts, in every language: those written in this one are indexed. */
  posts: readonly RenderedPostPage[];
  /** Whether every talk is on a page of its own (/talks: talks.ts holds more than the home page shows). */
  talksPage?: boolean;
}

const lines = (...parts: (string | readonly string[] | undefined)[]) => parts.flat().filter(Boolean).join('\n');

/** A post: its first lines under its title and summary, then each section under its heading's anchor. */
function postDocuments({ summary, html }: RenderedPostPage, prefix: string): SearchDocument[] {
  const url = pathInLanguage(prefix, `/blog/${summary.slug}`);
  const sections = postSections(html);
  const intro = sections[0]?.id === undefined ? sections.shift()?.text : undefined;
  const page: SearchDocument = {
    language: summary.language,
    url,
    kind: 'post',
    title: summary.title,
    detail: summary.summary,
    text: lines(summary.tags, intro),
  };
  return [
    page,
    ...sections.map(({ id, heading, text }): SearchDocument => ({
      language: summary.language,
      url: `${url}#${encodeURIComponent(id ?? '')}`,
      kind: 'post',
      title: summary.title,
      ...(heading !== undefined && { heading }),
      text,
    })),
  ];
}

function timelineDocuments(
  entries: readonly TimelineEntry[],
  kind: 'experience' | 'research',
  { tag, prefix }: LanguageContent,
): SearchDocument[] {
  return entries.map((entry, index) => ({
    language: tag,
    url: `${pathInLanguage(prefix, '/')}#${cardAnchor(kind, index)}`,
    kind,
    title: entry.role,
    detail: entry.company,
    text: lines(entry.period, entry.description, entry.technologies),
  }));
}

/**
 * Every document of the language's index: its posts (a document per section), then the home page's
 * entries, each leading to its card or its place in the list: experience, research, projects
 * (title, description, technologies), publications (title, venue, authors), talks (title, event, date, place,
 * summary) and courses (name, institution, role, terms, summary).
 */
export function siteDocuments(content: LanguageContent): SearchDocument[] {
  const { tag, prefix, words, citations } = content;
  const pages = new Map(content.projectPages.filter((page) => page.language === tag).map((page) => [page.index, page]));
  const home = pathInLanguage(prefix, '/');
  // a talk leads to its place on the page of every talk, where there is one: the home page shows only the newest
  const talks = content.talksPage ? pathInLanguage(prefix, '/talks') : home;
  return [
    ...content.posts.filter(({ summary }) => summary.language === tag).flatMap((post) => postDocuments(post, prefix)),
    ...timelineDocuments(words.experience, 'experience', content),
    ...timelineDocuments(words.research, 'research', content),
    // a project leads to its own page when it has a story (its words searched too), else to its card
    ...words.projects.map((project, index): SearchDocument => {
      const page = pages.get(index);
      return {
        language: tag,
        url: page ? page.path : `${home}#${cardAnchor('projects', index)}`,
        kind: 'project',
        title: project.title,
        ...(project.description[0] !== undefined && { detail: project.description[0] }),
        text: lines(project.description.slice(1), project.technologies, page?.text),
      };
    }),
    ...content.publications.map((publication): SearchDocument => ({
      language: tag,
      url: `${home}#${encodeURIComponent(publicationAnchor(publication.key))}`,
      kind: 'publication',
      title: publication.title,
      detail: citations
        .venue(publication, { year: true, linked: false })
        .map(({ text }) => text)
        .join(citations.delimiter),
      text: lines(publication.authors.map(({ name }) => name)),
    })),
    ...(words.talks ?? []).map((talk, index): SearchDocument => ({
      language: tag,
      url: `${talks}#${entryAnchor('talks', index)}`,
      kind: 'talk',
      title: talk.title,
      detail: talk.event,
      text: lines(talk.date, talk.location, talk.summary),
    })),
    ...(words.teaching ?? []).map((course, index): SearchDocument => ({
      language: tag,
      url: `${home}#${entryAnchor('teaching', index)}`,
      kind: 'course',
      title: course.course,
      detail: course.institution,
      text: lines(course.role, course.period, course.summary),
    })),
  ];
}
