import type { RouteObject } from 'react-router-dom';
import { blogPostRoute, blogRoute } from '@/features/blog/blog-routes';
import { RouteError } from '@/features/errors/route-error';
import { HomePage } from '@/features/home/home-page';
import { RootLayout } from './root-layout';

// No catch-all: an unknown path is a 404 that the router hands to RouteError.
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: (
      <RootLayout>
        <RouteError />
      </RootLayout>
    ),
    children: [
      { index: true, element: <HomePage /> },
      { path: 'blog', ...blogRoute },
      { path: 'blog/:slug', ...blogPostRoute },
    ],
  },
];
