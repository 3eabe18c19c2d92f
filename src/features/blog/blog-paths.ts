import { type Language, languageOfTag, languagePath } from '@/ui/language';
import { pageTitle } from '@/shared/page-title';
import type { PostSummary } from '@/shared/posts/post-summary';
import type { PostTag } from '@/shared/posts/post-tags';
import { ARCHIVE_SLUG } from '@/shared/posts/list-pages';

/** The blog's document title: its page's, and its feed's. */
export const blogTitle = (language: Language): string => pageTitle(language.words, language.texts.blogTitle);

/** A post's path inside the site, under its language's folder. */
export const postPath = (post: Pick<PostSummary, 'slug' | 'language'>) =>
  languagePath(languageOfTag(post.language), `/blog/${post.slug}`);

/** The blog's archive inside the site, under its language's folder: "/blog/archive", "/pt-br/blog/archive". */
export const archivePath = (language: Pick<Language, 'prefix'>) => languagePath(language, `/blog/${ARCHIVE_SLUG}`);

/** A tag's page inside the site, under its language's folder: "/blog/tags/machine-learning", "/pt-br/blog/tags/edge". */
export const tagPath = (tag: Pick<PostTag, 'slug' | 'language'>) =>
  languagePath(languageOfTag(tag.language), `/blog/tags/${tag.slug}`);
