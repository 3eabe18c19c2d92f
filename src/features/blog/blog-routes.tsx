import type { LazyRouteFunction, NonIndexRouteObject, RouteObject } from 'react-router-dom';
import { useLoaderData } from 'react-router-dom';
import { hasPosts } from 'virtual:posts-entry';
import { postKey } from '@/shared/posts/post-summary';
import { defaultLanguage, type Language } from '@/ui/language';
import type { RouteHandle } from '@/ui/page-head';
import { blogHead, postHead, tagHead } from './blog-head';
import { BlogLoadError } from './blog-load-error';
import { BlogPage } from './blog-page';
import { BlogPostPage } from './blog-post-page';
import { PostArticle } from './post-article';
import { PostList } from './post-list';
import { postListLoader, postLoader, tagLoader, type PostData, type PostListData } from './post-loaders';
import { withPostStylesheets } from './post-stylesheets';
import { TagPage } from './tag-page';

type RouteFields = Omit<NonIndexRouteObject, 'path' | 'children' | 'index' | 'lazy'> & {
  lazy?: LazyRouteFunction<NonIndexRouteObject>;
};

function BlogWithPosts() {
  const { posts } = useLoaderData() as PostListData;
  return <BlogPage list={<PostList posts={posts} />} />;
}

function PostOrPlaceholder() {
  const data = useLoaderData() as PostData;
  // keyed by the post: another post is a page of its own (its contents observes its own headings)
  return data.post ? (
    <PostArticle
      key={postKey(data.post)}
      post={data.post}
      html={data.html}
      headings={data.headings}
      previous={data.previous}
      next={data.next}
    />
  ) : (
    <BlogPostPage />
  );
}

// The page was prerendered (or the shell is empty) until the loader's data is there: nothing to show meanwhile.
const Nothing = () => null;

/**
 * /blog and /blog/:slug in a language, each with its head (blog-head.ts). Without posts they are
 * placeholders, rendered at once, with no loader. With posts, loaders fetch the language's list and
 * the post's body in chunks of their own (route ids name their data when a prerendered page is
 * hydrated, see src/app/hydration-data.ts).
 */
const blogHandle: RouteHandle = { head: blogHead };
const postHandle: RouteHandle = { head: postHead };
// a post's own stylesheets (its math, a notebook) in its head: only a site with posts has any
const postWithStylesheetsHandle: RouteHandle = { head: withPostStylesheets(postHead) };

// the default language's ids are those of a site with one language
const routeId = (name: string, language: Language) =>
  language === defaultLanguage ? name : `${name}-${language.prefix}`;

export const blogRoute = (language: Language): RouteFields =>
  hasPosts
    ? {
        id: routeId('blog', language),
        loader: postListLoader(language.tag),
        Component: BlogWithPosts,
        ErrorBoundary: BlogLoadError,
        HydrateFallback: Nothing,
        handle: blogHandle,
      }
    : { element: <BlogPage />, handle: blogHandle };

export const blogPostRoute = (language: Language): RouteFields =>
  hasPosts
    ? {
        id: routeId('blog-post', language),
        loader: postLoader(language.tag),
        Component: PostOrPlaceholder,
        ErrorBoundary: BlogLoadError,
        HydrateFallback: Nothing,
        handle: postWithStylesheetsHandle,
      }
    : { element: <BlogPostPage />, handle: postHandle };

/**
 * A tag's page, /blog/tags/:tag in a language: only on a site with posts (one without has no tag,
 * so no such page, and the address is the router's 404 as any unknown one).
 */
export const blogTagRoutes = (language: Language): RouteObject[] =>
  hasPosts
    ? [
        {
          path: 'blog/tags/:tag',
          id: routeId('blog-tag', language),
          loader: tagLoader(language.tag),
          Component: TagPage,
          ErrorBoundary: BlogLoadError,
          HydrateFallback: Nothing,
          handle: { head: tagHead } satisfies RouteHandle,
        },
      ]
    : [];
