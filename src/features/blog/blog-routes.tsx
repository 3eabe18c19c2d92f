import type { LazyRouteFunction, NonIndexRouteObject } from 'react-router-dom';
import { useLoaderData } from 'react-router-dom';
import { hasPosts } from 'virtual:posts-entry';
import { BlogLoadError } from './blog-load-error';
import { BlogPage } from './blog-page';
import { BlogPostPage } from './blog-post-page';
import { PostArticle } from './post-article';
import { PostList } from './post-list';
import { loadPost, loadPostList, type PostData, type PostListData } from './post-loaders';

type RouteFields = Omit<NonIndexRouteObject, 'path' | 'children' | 'index' | 'lazy'> & { lazy?: LazyRouteFunction<NonIndexRouteObject> };

function BlogWithPosts() {
  const { posts } = useLoaderData() as PostListData;
  return <BlogPage list={<PostList posts={posts} />} />;
}

function PostOrPlaceholder() {
  const data = useLoaderData() as PostData;
  return data.post ? <PostArticle post={data.post} html={data.html} /> : <BlogPostPage />;
}

// The page was prerendered (or the shell is empty) until the loader's data is there: nothing to show meanwhile.
const Nothing = () => null;

/**
 * /blog and /blog/:slug. Without posts they are the spec's placeholders, rendered at once, with no
 * loader. With posts, loaders fetch the list and the post's body in chunks of their own (route ids
 * name their data when a prerendered page is hydrated, see src/app/hydration-data.ts).
 */
export const blogRoute: RouteFields = hasPosts
  ? { id: 'blog', loader: loadPostList, Component: BlogWithPosts, ErrorBoundary: BlogLoadError, HydrateFallback: Nothing }
  : { element: <BlogPage /> };

export const blogPostRoute: RouteFields = hasPosts
  ? { id: 'blog-post', loader: loadPost, Component: PostOrPlaceholder, ErrorBoundary: BlogLoadError, HydrateFallback: Nothing }
  : { element: <BlogPostPage /> };
