import { site } from 'virtual:site';
import { type MenuEntry, menuOrder } from '@/shared/content/menu-order';
import { ownerProfiles } from '@/shared/content/networks';
import { type Language, languagePath } from '@/ui/language';
import type { IconName } from '@/shared/icons/icon-names';
import { resumeFileIn } from '@/shared/resume-file';
import { sitePath } from '@/ui/site-paths';

export interface MenuLink {
  label: string;
  href: string;
  icon: IconName;
  /** Internal routes stay in the tab; everything else opens a new one. */
  internal?: boolean;
}

/**
 * The dropdown's entries in the page's language: the blog, the résumé and each profile the owner
 * has, in the order site.ts's `menu` gives (by default LinkedIn, GitHub, Resume, Blog, Google
 * Scholar, then the other networks); an entry `menu` leaves out is not listed.
 */
export function menuLinks(
  language: Pick<Language, 'prefix' | 'resumePdf' | 'texts' | 'words'>,
  order: readonly MenuEntry[] | undefined = site.menu,
): MenuLink[] {
  const { profile } = language.words;
  const resumeFile = resumeFileIn(language, profile.resume);
  // the networks' names are theirs, the same in every language
  const profiles = ownerProfiles(profile.links);
  const linksOf = (entry: MenuEntry): MenuLink[] => {
    // a file published at the site's root or its language's folder (generated or the owner's own): served under the
    // site's base path
    if (entry === 'resume')
      return resumeFile ? [{ label: language.texts.resume, href: sitePath(`/${resumeFile}`), icon: 'file-pdf' }] : [];
    // a route, in the page's language: the router's <Link> adds the base path
    if (entry === 'blog')
      return [{ label: language.texts.blog, href: languagePath(language, '/blog'), icon: 'blog', internal: true }];
    return profiles.filter(({ field }) => field === entry).map(({ label, url, icon }) => ({ label, href: url, icon }));
  };
  return menuOrder(order).flatMap(linksOf);
}
