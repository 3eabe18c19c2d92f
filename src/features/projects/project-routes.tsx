import { hasProjectPages } from 'virtual:project-pages-entry';
import type { PageRoute } from '@/ui/page-route';
import { projectHead } from './project-head';
import { loadProjectPage } from './project-loader';
import { ProjectPage } from './project-page';

/**
 * /projects/:slug, when a project has a story: the story comes in a chunk of its own
 * (project-loader.ts). Without a story there is no such route: /projects/… is an address the site
 * does not have, as before.
 */
export const projectRoutes: readonly PageRoute[] = hasProjectPages
  ? [{ path: '/projects/:slug', load: loadProjectPage, Component: ProjectPage, head: projectHead }]
  : [];
