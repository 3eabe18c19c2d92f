import { hasProjectPages, projectPages } from 'virtual:project-pages-entry';
import { type Language, languagePath, languages } from './language';

// A project with a story has a page of its own, in every language (virtual:project-pages-entry, tooling/site-plugin/virtual-modules.ts):
// the home page's card and dialog link to it, the project feature shows it.

/** The path of the page named `slug` in a language: "/projects/tram-stop-counter", "/de/projects/tram-stop-counter". */
export const projectPagePath = (language: Pick<Language, 'prefix'>, slug: string): string =>
  languagePath(language, `/projects/${slug}`);

/** The path of the page of the project at `index` in projects.ts, in a language; undefined for a project without a story. */
export function pageOfProject(language: Pick<Language, 'prefix'>, index: number): string | undefined {
  if (!hasProjectPages) return undefined;
  const page = projectPages.find((candidate) => candidate.index === index);
  return page && projectPagePath(language, page.slug);
}

/** Every project page of the site, in every language (each is prerendered). */
export const allProjectPagePaths = (): string[] =>
  languages.flatMap((language) => projectPages.map(({ slug }) => projectPagePath(language, slug)));
