import { hasPosts } from 'virtual:posts-entry';
import { type Language, languagePath } from '@/ui/language';
import type { HeadOfRoute } from '@/ui/page-route';
import { pageTitle } from '@/shared/page-title';
import type { PostSummary } from '@/shared/posts/post-summary';
import { siteUrl } from '@/ui/site-paths';
import { comingSoonDescription, postsDescription } from './blog-description';
import { listPagePath } from '@/shared/posts/list-pages';
import type { PageHead } from '@/ui/page-head';
import { blogTitle, postPath, tagPath } from './blog-paths';
import type { ArchiveData, ListPage, PostData, PostListData, TagData } from './post-loaders';

/**
 * A page of a list of posts after the first: its name, and its description, with where it is ("Tech Blog · Page 2 of
 * 5"); and the head's links to the pages before and after it.
 */
function listPageHead(
  { page, pageCount }: ListPage,
  listPath: string,
  language: Language,
): { name?: (name: string) => string; listPages: NonNullable<PageHead['listPages']> } {
  const texts = language.blogPagesTexts;
  return {
    ...(page > 1 && texts && { name: (name: string) => `${name} · ${texts.pageOf(page, pageCount)}` }),
    listPages: {
      ...(page > 1 && { previous: listPagePath(listPath, page - 1) }),
      ...(page < pageCount && { next: listPagePath(listPath, page + 1) }),
    },
  };
}

/** The blog, and each of its pages after the first: "Tech Blog · Page 2 of 5 · <name>". */
export const blogHead: HeadOfRoute = ({ data, language }) => {
  const list = data as PostListData | undefined;
  if (!list)
    return {
      title: blogTitle(language),
      description: hasPosts ? postsDescription(language) : comingSoonDescription(language),
    };
  const { name = (own: string) => own, listPages } = listPageHead(list, languagePath(language, '/blog'), language);
  // each page a description of its own: the blog's, and where the page is
  return {
    title: pageTitle(language.words, name(language.texts.blogTitle)),
    description: name(postsDescription(language)),
    listPages,
  };
};

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

/**
 * A tag's page: "Posts tagged “python” · <name>" (and each of its pages after the first: "Posts tagged “python” · Page 2
 * of 3 · <name>"), described by how many posts of the owner's it lists.
 */
export const tagHead: HeadOfRoute = ({ data, language }) => {
  const tagData = data as TagData | undefined;
  const { texts, words } = language;
  if (!tagData) return { title: blogTitle(language) };
  const { tag } = tagData;
  const { name = (own: string) => own, listPages } = listPageHead(tagData, tagPath(tag), language);
  return {
    title: pageTitle(words, name(texts.postsTagged(tag.name))),
    description: name(texts.postsTaggedDescription(words.profile.name, tag.name, tag.count)),
    listPages,
  };
};

/** The blog's archive: "All posts · <name>", described as "All posts · " and the blog's description. */
export const archiveHead: HeadOfRoute = ({ data, language }) => {
  const name = language.blogPagesTexts?.allPosts;
  if (!(data as ArchiveData | undefined) || !name) return { title: blogTitle(language) };
  return { title: pageTitle(language.words, name), description: `${name} · ${postsDescription(language)}` };
};
