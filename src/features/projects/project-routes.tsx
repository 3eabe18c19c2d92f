import type { RouteObject } from 'react-router-dom';
import { hasProjectPages } from 'virtual:project-pages-entry';
import { defaultLanguage, type Language } from '@/ui/language';
import type { RouteHandle } from '@/ui/page-head';
import { projectHead } from './project-head';
import { ProjectLoadError } from './project-load-error';
import { projectLoader } from './project-loader';
import { ProjectPage } from './project-page';

// The page was prerendered (or the shell is empty) until the loader's data is there: nothing to show meanwhile.
const Nothing = () => null;
const handle: RouteHandle = { head: projectHead };

/**
 * /projects/:slug in a language, when a project has a story: its loader fetches the story in a chunk
 * of its own (the route's id names its data when a prerendered page is hydrated, see
 * src/app/hydration-data.ts). Without a story there is no such route: /projects/… is an address the
 * site does not have, as before.
 */
export const projectRoutes = (language: Language): RouteObject[] =>
  !hasProjectPages
    ? []
    : [
        {
          path: 'projects/:slug',
          // the default language's id is that of a site with one language
          id: language === defaultLanguage ? 'project' : `project-${language.prefix}`,
          loader: projectLoader(language),
          Component: ProjectPage,
          ErrorBoundary: ProjectLoadError,
          HydrateFallback: Nothing,
          handle,
        },
      ];
