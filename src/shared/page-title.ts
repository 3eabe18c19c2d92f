import { profile } from '@/content/profile';

/**
 * The document title of a page: "<page> · <owner's name>", or for the home page (no page name)
 * "<owner's name> · <tagline>". The prerendered head (src/app/site-metadata.ts) uses it too.
 */
export function pageTitle(page?: string): string {
  return page === undefined ? `${profile.name} · ${profile.tagline}` : `${page} · ${profile.name}`;
}
