import { publicationsJsonLd } from 'virtual:publications';
import { ownerProfiles } from '@/shared/content/networks';
import { contentImage } from '@/ui/content-images';
import { languagePath, type Language } from '@/ui/language';
import type { HeadOfRoute } from '@/ui/page-route';
import { pageTitle } from '@/shared/page-title';
import { absoluteUrl, siteUrl } from '@/ui/site-paths';

/** The person this site is about, for search engines: only what the owner published. */
function person({ words: { profile }, ...language }: Language): Record<string, unknown> {
  const sameAs = ownerProfiles(profile.links).map(({ url }) => url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    jobTitle: profile.jobTitle,
    ...(profile.email && { email: `mailto:${profile.email}` }),
    url: siteUrl(languagePath(language, '/')),
    image: absoluteUrl(contentImage(profile.photo).src),
    ...(sameAs.length > 0 && { sameAs }),
  };
}

/**
 * The owner, and their publications when they have some: these only where the page is prerendered (the browser's code
 * never holds them).
 */
export const homeHead: HeadOfRoute = ({ language }) => {
  const publications = publicationsJsonLd?.(siteUrl(languagePath(language, '/')), language.tag);
  return {
    title: pageTitle(language.words),
    description: language.words.profile.welcome,
    jsonLd: [person(language), ...(publications ? [publications] : [])],
  };
};
