import { ownerProfiles } from '@/shared/content/networks';
import { contentImage } from '@/ui/content-images';
import { languagePath, type Language } from '@/ui/language';
import type { HeadOfRoute } from '@/ui/page-route';
import { pageTitle } from '@/shared/page-title';
import { absoluteUrl, siteUrl } from '@/ui/site-paths';

/** The person this site is about, for search engines: only what the owner published. */
function person({ words: { profile, education }, ...language }: Language): Record<string, unknown> {
  const sameAs = ownerProfiles(profile.links).map(({ url }) => url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    jobTitle: profile.jobTitle,
    ...(profile.email && { email: `mailto:${profile.email}` }),
    url: siteUrl(languagePath(language, '/')),
    ...(profile.photo && { image: absoluteUrl(contentImage(profile.photo).src) }),
    ...(sameAs.length > 0 && { sameAs }),
    // where the owner studied (education.ts): a site without it builds none of this
    ...(__EDUCATION__ && education && education.length > 0 && { alumniOf: alumniOf(education) }),
  };
}

// the publications' JSON-LD is the prerender's: the browser's code never holds them
const publicationsJsonLd =
  import.meta.env.SSR && __PUBLICATIONS__
    ? (await import('@/server/head/owner-publications-json-ld')).publicationsJsonLd
    : undefined;

/** The institutions of the owner's degrees, each once. */
function alumniOf(education: NonNullable<Language['words']['education']>): Record<string, unknown>[] {
  const seen = new Set<string>();
  return education.flatMap(({ institution, url }) => {
    if (seen.has(institution)) return [];
    seen.add(institution);
    return [{ '@type': 'EducationalOrganization', name: institution, ...(url && { url }) }];
  });
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
