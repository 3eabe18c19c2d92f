import { blog } from '@/content/blog';
import { profile } from '@/content/profile';

/** The blog's description (its page's metadata and the feed's), from what the owner says the posts are about. */
export const postsDescription = `Posts by ${profile.name} about ${blog.about}.`;

/** The same, while the blog has no post yet. */
export const comingSoonDescription = `Coming soon: posts by ${profile.name} about ${blog.about}.`;
