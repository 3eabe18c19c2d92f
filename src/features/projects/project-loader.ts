import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { importProjectPages, projectPages } from 'virtual:project-pages-entry';
import { defaultLanguage, type Language } from '@/ui/language';
import { loadStylesheets } from '@/ui/page-stylesheets';
import { bodyHtml } from '@/shared/posts/picture-html';

// A project's story comes in a chunk of its own (the list of stories, then the story), loaded by its
// route's loader, so the home page's JavaScript holds a line per project page and nothing more.

/** A project's page: the project's place in projects.ts, its story's HTML and the stylesheets only the story needs. */
export interface ProjectPageData {
  index: number;
  slug: string;
  html: string;
  stylesheets: readonly string[];
  /** Whether the story is written in the page's language; otherwise it is the default language's. */
  translated: boolean;
}

/** A chunk of a project's page that did not arrive (a redeploy replaced it, or the network failed). */
export class ProjectChunkError extends Error {
  constructor(cause: unknown) {
    super("A part of the project's page could not be loaded", { cause });
    this.name = 'ProjectChunkError';
  }
}

async function chunk<T>(load: (() => Promise<T>) | undefined): Promise<T> {
  if (!load) throw new Error('The site has no project stories (their route exists only with some)');
  try {
    return await load();
  } catch (error) {
    throw new ProjectChunkError(error);
  }
}

/**
 * The page in `language` named by the URL: its story in that language, else in the default one. A
 * name no project's page has is an address the site does not have (404).
 */
export const projectLoader =
  (language: Language) =>
  async ({ params }: Pick<LoaderFunctionArgs, 'params'>): Promise<ProjectPageData> => {
    const page = projectPages.find((candidate) => candidate.slug === params.slug);
    if (!page) throw data(null, { status: 404, statusText: 'Not Found' });
    const { stories } = await chunk(importProjectPages);
    const own = stories[`${language.tag}/${page.slug}`];
    const story = own ?? stories[`${defaultLanguage.tag}/${page.slug}`];
    const { default: parts, stylesheets = [] } = await chunk(story);
    const html = bodyHtml(parts);
    await loadStylesheets(stylesheets);
    return { index: page.index, slug: page.slug, html, stylesheets, translated: own !== undefined };
  };
