import { type Network, networks } from '@/shared/content/networks';
import { type Language, languagePath } from '@/shared/i18n/language';
import type { IconName } from '@/shared/icons/icon-names';
import { resumeFileIn } from '@/shared/resume-file';
import { sitePath } from '@/shared/site-paths';

export interface MenuLink {
  label: string;
  href: string;
  icon: IconName;
  /** Internal routes stay in the tab; everything else opens a new one. */
  internal?: boolean;
}

const entry = (label: string, href: string | undefined, icon: IconName): MenuLink[] => (href ? [{ label, href, icon }] : []);

/**
 * The dropdown's entries in their fixed order (LinkedIn, GitHub, Resume, Blog, Google Scholar), in
 * the page's language: the blog always, each of the others when the owner has it.
 */
export function menuLinks(language: Pick<Language, 'prefix' | 'resumePdf' | 'texts' | 'words'>): MenuLink[] {
  const { profile } = language.words;
  const links = profile.links ?? {};
  const resumeFile = resumeFileIn(language, profile.resume);
  // the networks' names are theirs, the same in every language
  const profiles = (place: Network['menu']): MenuLink[] =>
    networks.filter(({ menu }) => menu === place).flatMap(({ field, label, icon }) => entry(label, links[field], icon));
  return [
    ...profiles('before-site'),
    // a file published at the site's root or its language's folder (generated or the owner's own): served under the site's base path
    ...entry(language.texts.resume, resumeFile && sitePath(`/${resumeFile}`), 'file-pdf'),
    // a route, in the page's language: the router's <Link> adds the base path
    { label: language.texts.blog, href: languagePath(language, '/blog'), icon: 'blog', internal: true },
    ...profiles('after-site'),
  ];
}
