import { blogPostRoute, blogRoute, blogTagRoutes } from '@/features/blog/blog-routes';
import { homeHead } from '@/features/home/home-head';
import { HomePage } from '@/features/home/home-page';
import { projectRoutes } from '@/features/projects/project-routes';
import type { PageRoute } from '@/ui/page-route';

// No catch-all: an unknown path is a 404 that the router shows on its error screen
// (src/app/page-view.tsx). Each page declares its head with its route (src/ui/page-head.ts): the app
// titles the document from it, the prerender writes the whole <head> from it. Each language has the
// same pages: the default language at the site's root, every other under its folder (/pt-br,
// /pt-br/blog, /pt-br/blog/<slug>, and with posts /pt-br/blog/tags/<tag>), and a project's page
// (/projects/<name>) where a project has a story. A path no route matches (/pt-br/nothing) gets the
// error screen in the path's language.
export const routes: readonly PageRoute[] = [
  { path: '/', Component: HomePage, head: homeHead },
  blogRoute,
  blogPostRoute,
  ...blogTagRoutes,
  ...projectRoutes,
];
