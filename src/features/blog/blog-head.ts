import { hasPosts } from 'virtual:posts-entry';
import { profile } from '@/content/profile';
import type { HeadOfRoute, PageHead } from '@/shared/page-head';
import { pageTitle } from '@/shared/page-title';
import type { PostSummary } from '@/shared/posts/post-summary';
import { siteUrl } from '@/shared/site-paths';
import { comingSoonDescription, postsDescription } from './blog-description';
import { BLOG_TITLE, postPath } from './blog-paths';
import type { PostData } from './post-loaders';

export const blogHead = (): PageHead => ({
  title: BLOG_TITLE,
  description: hasPosts
    ? postsDescription
    : comingSoonDescription,
});

function blogPosting(post: PostSummary): Record<string, unknown> {
  const url = siteUrl(postPath(post));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    url,
    mainEntityOfPage: url,
    author: { '@type': 'Person', name: profile.name, url: siteUrl('/') },
    ...(post.tags.length > 0 && { keywords: post.tags.join(', ') }),
  };
}

/** A post's page, or the placeholder for a slug no post has (no loader runs without posts). */
export const postHead: HeadOfRoute = ({ data }) => {
  const post = (data as PostData | undefined)?.post;
  if (!post) return { title: pageTitle('Blog Post Coming Soon') };
  return {
    title: pageTitle(post.title),
    description: post.summary,
    ogType: 'article',
    properties: [
      ['article:published_time', post.date],
      ['article:author', siteUrl('/')],
      ...post.tags.map((tag) => ['article:tag', tag] as const),
    ],
    jsonLd: [blogPosting(post)],
  };
};
