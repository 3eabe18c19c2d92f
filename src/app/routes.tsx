import type { RouteObject } from 'react-router-dom';
import { BlogPage } from '@/features/blog/blog-page';
import { BlogPostPage } from '@/features/blog/blog-post-page';
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
      { path: 'blog', element: <BlogPage /> },
      { path: 'blog/:slug', element: <BlogPostPage /> },
    ],
  },
];
