import { importProjectPages, projectPages } from 'virtual:project-pages-entry';
import { defaultLanguage } from '@/ui/language';
import { ChunkLoadError, PageNotFound, type PageRequest } from '@/ui/page-route';
import { loadStylesheets } from '@/ui/page-stylesheets';
import { bodyHtml } from '@/shared/posts/picture-html';

// A project's story comes in a chunk of its own (the list of stories, then the story), loaded by its
// route's `load`, so the home page's JavaScript holds a line per project page and nothing more.

/** A project's page: the project's place in projects.ts, its story's HTML and the stylesheets only the story needs. */
export interface ProjectPageData {
  index: number;
  slug: string;
  html: string;
  stylesheets: readonly string[];
  /** Whether the story is written in the page's language; otherwise it is the default language's. */
  translated: boolean;
}

async function chunk<T>(load: (() => Promise<T>) | undefined): Promise<T> {
  if (!load) throw new Error('The site has no project stories (their route exists only with some)');
  try {
    return await load();
  } catch (error) {
    throw new ChunkLoadError('A part of the project’s page', error);
  }
}

/**
 * The page named by the URL, in the page's language: its story in that language, else in the default one. A
 * name no project's page has is an address the site does not have (404).
 */
export async function loadProjectPage({ params, language }: PageRequest): Promise<ProjectPageData> {
  const page = projectPages.find((candidate) => candidate.slug === params.slug);
  if (!page) throw new PageNotFound();
  const { stories } = await chunk(importProjectPages);
  const own = stories[`${language.tag}/${page.slug}`];
  const story = own ?? stories[`${defaultLanguage.tag}/${page.slug}`];
  const { default: parts, stylesheets = [] } = await chunk(story);
  const html = bodyHtml(parts);
  await loadStylesheets(stylesheets);
  return { index: page.index, slug: page.slug, html, stylesheets, translated: own !== undefined };
}
