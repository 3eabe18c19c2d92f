import { profile } from '@/content/profile';
import { type Network, networks } from '@/shared/content/networks';
import type { IconName } from '@/shared/icons/icon-names';
import { resumeFileName } from '@/shared/resume-file';
import { sitePath } from '@/shared/site-paths';

export interface MenuLink {
  label: string;
  href: string;
  icon: IconName;
  /** Internal routes stay in the tab; everything else opens a new one. */
  internal?: boolean;
}

const links = profile.links ?? {};
const resumeFile = resumeFileName(profile.resume);
const entry = (label: string, href: string | undefined, icon: IconName): MenuLink[] => (href ? [{ label, href, icon }] : []);
const profiles = (place: Network['menu']): MenuLink[] =>
  networks.filter(({ menu }) => menu === place).flatMap(({ field, label, icon }) => entry(label, links[field], icon));

/**
 * The dropdown's entries in their fixed order (LinkedIn, GitHub, Resume, Blog, Google Scholar):
 * the blog always, each of the others when the owner has it.
 */
export const menuLinks: readonly MenuLink[] = [
  ...profiles('before-site'),
  // a file published at the site's root (generated or the owner's own): served under the site's base path
  ...entry('Resume', resumeFile && sitePath(`/${resumeFile}`), 'file-pdf'),
  // a route: the router's <Link> adds the base path
  { label: 'Blog', href: '/blog', icon: 'blog', internal: true },
  ...profiles('after-site'),
];
