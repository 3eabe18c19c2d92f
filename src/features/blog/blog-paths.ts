import { type Language, languageOfTag, languagePath } from '@/ui/language';
import { pageTitle } from '@/shared/page-title';
import type { PostSummary } from '@/shared/posts/post-summary';

/** The blog's document title: its page's, and its feed's. */
export const blogTitle = (language: Language): string => pageTitle(language.words, language.texts.blogTitle);

/** A post's path inside the site, under its language's folder. */
export const postPath = (post: Pick<PostSummary, 'slug' | 'language'>) =>
  languagePath(languageOfTag(post.language), `/blog/${post.slug}`);
