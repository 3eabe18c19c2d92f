import type { RouteObject } from 'react-router-dom';
import { blogPostRoute, blogRoute } from '@/features/blog/blog-routes';
import { RouteError } from '@/features/errors/route-error';
import { homeHead } from '@/features/home/home-head';
import { HomePage } from '@/features/home/home-page';
import { type Language, languages } from '@/shared/i18n/language';
import type { RouteHandle } from '@/shared/page-head';
import { RootLayout } from './root-layout';

// No catch-all: an unknown path is a 404 that the router hands to RouteError. Each page declares its
// head in its route's handle (src/shared/page-head.ts): the app titles the document from it, the
// prerender writes the whole <head> from it. Each language has the same pages: the default language
// at the site's root, every other under its folder (/pt-br, /pt-br/blog, /pt-br/blog/<slug>).
const languageRoute = (language: Language): RouteObject => ({
  path: language.prefix ? `/${language.prefix}` : '/',
  element: <RootLayout language={language} />,
  errorElement: (
    <RootLayout language={language}>
      <RouteError />
    </RootLayout>
  ),
  children: [
    { index: true, element: <HomePage />, handle: { head: homeHead } satisfies RouteHandle },
    { path: 'blog', ...blogRoute(language) },
    { path: 'blog/:slug', ...blogPostRoute(language) },
  ],
});

export const routes: RouteObject[] = languages.map(languageRoute);
