import { hasPosts } from 'virtual:posts-entry';
import { type Language, languagePath } from '@/ui/language';
import type { HeadOfRoute } from '@/ui/page-route';
import { pageTitle } from '@/shared/page-title';
import type { PostSummary } from '@/shared/posts/post-summary';
import { siteUrl } from '@/ui/site-paths';
import { comingSoonDescription, postsDescription } from './blog-description';
import { blogTitle, postPath } from './blog-paths';
import type { PostData, TagData } from './post-loaders';

export const blogHead: HeadOfRoute = ({ language }) => ({
  title: blogTitle(language),
  description: hasPosts ? postsDescription(language) : comingSoonDescription(language),
});

function blogPosting(post: PostSummary, language: Language): Record<string, unknown> {
  const url = siteUrl(postPath(post));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    url,
    mainEntityOfPage: url,
    author: { '@type': 'Person', name: language.words.profile.name, url: siteUrl(languagePath(language, '/')) },
    ...(post.tags.length > 0 && { keywords: post.tags.join(', ') }),
  };
}

/** A post's page, or the placeholder for a slug no post has (no loader runs without posts). */
export const postHead: HeadOfRoute = ({ data, language }) => {
  const post = (data as PostData | undefined)?.post;
  if (!post) return { title: pageTitle(language.words, language.texts.postComingSoonTitle) };
  return {
    title: pageTitle(language.words, post.title),
    description: post.summary,
    ogType: 'article',
    properties: [
      ['article:published_time', post.date],
      ['article:author', siteUrl(languagePath(language, '/'))],
      ...post.tags.map((tag) => ['article:tag', tag] as const),
    ],
    jsonLd: [blogPosting(post, language)],
  };
};

/** A tag's page: "Posts tagged “python” · <name>", described by how many posts of the owner's it lists. */
export const tagHead: HeadOfRoute = ({ data, language }) => {
  const tag = (data as TagData | undefined)?.tag;
  const { texts, words } = language;
  if (!tag) return { title: blogTitle(language) };
  return {
    title: pageTitle(words, texts.postsTagged(tag.name)),
    description: texts.postsTaggedDescription(words.profile.name, tag.name, tag.posts.length),
  };
};
