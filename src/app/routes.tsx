import { type RouteObject, useLocation } from 'react-router-dom';
import { blogPostRoute, blogRoute, blogTagRoutes } from '@/features/blog/blog-routes';
import { RouteError } from '@/features/errors/route-error';
import { homeHead } from '@/features/home/home-head';
import { HomePage } from '@/features/home/home-page';
import { projectRoutes } from '@/features/projects/project-routes';
import { type Language, languageOfPath, languages } from '@/ui/language';
import type { RouteHandle } from '@/ui/page-head';
import { RootLayout } from './root-layout';

// No catch-all: an unknown path is a 404 that the router hands to RouteError. Each page declares its
// head in its route's handle (src/ui/page-head.ts): the app titles the document from it, the
// prerender writes the whole <head> from it. Each language has the same pages: the default language
// at the site's root, every other under its folder (/pt-br, /pt-br/blog, /pt-br/blog/<slug>, and with posts
// /pt-br/blog/tags/<tag>), and a project's page (/projects/<name>) where a project has a story.
// A path no route matches (/pt-br/nothing) reaches the first root route's error screen: it speaks the path's language.
function ErrorScreen() {
  return (
    <RootLayout language={languageOfPath(useLocation().pathname)}>
      <RouteError />
    </RootLayout>
  );
}

const languageRoute = (language: Language): RouteObject => ({
  path: language.prefix ? `/${language.prefix}` : '/',
  element: <RootLayout language={language} />,
  errorElement: <ErrorScreen />,
  children: [
    { index: true, element: <HomePage />, handle: { head: homeHead } satisfies RouteHandle },
    { path: 'blog', ...blogRoute(language) },
    { path: 'blog/:slug', ...blogPostRoute(language) },
    ...blogTagRoutes(language),
    ...projectRoutes(language),
  ],
});

export const routes: RouteObject[] = languages.map(languageRoute);
