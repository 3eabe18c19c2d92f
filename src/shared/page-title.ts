import type { OwnerWords } from '@/shared/content/owner-words';

/**
 * The document title of a page: "<page> · <owner's name>", or for the home page (no page name)
 * "<owner's name> · <tagline>". Each route's head (page-head.ts) and the error screens use it.
 */
export function pageTitle({ profile }: Pick<OwnerWords, 'profile'>, page?: string): string {
  return page === undefined ? `${profile.name} · ${profile.tagline}` : `${page} · ${profile.name}`;
}
