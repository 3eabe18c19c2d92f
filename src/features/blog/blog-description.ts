import type { Language } from '@/ui/language';

/** The blog's description (its page's metadata and the feed's), from what the owner says the posts are about. */
export const postsDescription = ({ texts, words }: Language): string =>
  texts.postsDescription(words.profile.name, words.blog.about);

/** The same, while the blog has no post yet. */
export const comingSoonDescription = ({ texts, words }: Language): string =>
  texts.comingSoonDescription(words.profile.name, words.blog.about);
