import type { IconType } from 'react-icons';
import { FaBlog, FaFilePdf, FaGithub, FaGoogleScholar, FaLinkedin } from 'react-icons/fa6';
import { profile } from '@/content/profile';

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
  { label: 'Resume', href: profile.links.resume, icon: FaFilePdf },
  { label: 'Blog', href: '/blog', icon: FaBlog, internal: true },
  { label: 'Google Scholar', href: profile.links.scholar, icon: FaGoogleScholar },
];
