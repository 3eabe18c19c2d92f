import type { IconType } from 'react-icons';
import { FaBlog, FaFilePdf, FaGithub, FaGoogleScholar, FaLinkedin } from 'react-icons/fa6';
import { profile } from '@/content/profile';
import { sitePath } from '@/shared/site-paths';

export interface MenuLink {
  label: string;
  href: string;
  icon: IconType;
  /** Internal routes stay in the tab; everything else opens a new one. */
  internal?: boolean;
}

/** The dropdown's entries, in the order of spec §2. */
export const menuLinks: readonly MenuLink[] = [
  { label: 'LinkedIn', href: profile.links.linkedin, icon: FaLinkedin },
  { label: 'GitHub', href: profile.links.github, icon: FaGithub },
  // a file in public/: served under the site's base path
  { label: 'Resume', href: sitePath(profile.links.resume), icon: FaFilePdf },
  // a route: the router's <Link> adds the base path
  { label: 'Blog', href: '/blog', icon: FaBlog, internal: true },
  { label: 'Google Scholar', href: profile.links.scholar, icon: FaGoogleScholar },
];
