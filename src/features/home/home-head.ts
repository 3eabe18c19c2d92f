import { profile } from '@/content/profile';
import { networks } from '@/shared/content/networks';
import { contentImage } from '@/shared/content-images';
import type { PageHead } from '@/shared/page-head';
import { pageTitle } from '@/shared/page-title';
import { absoluteUrl, siteUrl } from '@/shared/site-paths';

/** The person this site is about, for search engines: only what the owner published. */
function person(): Record<string, unknown> {
  const sameAs = networks.flatMap(({ field }) => profile.links?.[field] ?? []);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    jobTitle: profile.jobTitle,
    ...(profile.email && { email: `mailto:${profile.email}` }),
    url: siteUrl('/'),
    image: absoluteUrl(contentImage(profile.photo).src),
    ...(sameAs.length > 0 && { sameAs }),
  };
}

export const homeHead = (): PageHead => ({ title: pageTitle(), description: profile.welcome, jsonLd: [person()] });
