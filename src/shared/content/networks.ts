// The owner's profiles on other sites (profile.ts's `links`), each declared once, in the order the
// page's metadata, the résumé and resume.json list them. Plain data with no imports: the browser's
// menu reads it as well as the build.

export const networks = [
  { field: 'linkedin', label: 'LinkedIn', icon: 'linkedin', fontAwesome: 'FaLinkedin', menu: 'before-site' },
  { field: 'github', label: 'GitHub', icon: 'github', fontAwesome: 'FaGithub', menu: 'before-site' },
  { field: 'scholar', label: 'Google Scholar', icon: 'google-scholar', fontAwesome: 'FaGoogleScholar', menu: 'after-site' },
] as const satisfies readonly {
  /** The field of profile.ts's `links` that holds its address. */
  field: string;
  /** Its name, as the menu shows it and as resume.json's `network`. */
  label: string;
  /** Its UI icon, and the Font Awesome 6 icon (react-icons) that icon is drawn from. */
  icon: string;
  fontAwesome: string;
  /** Where the menu lists it: before or after the site's own entries (Resume, Blog). */
  menu: 'before-site' | 'after-site';
}[];

export type Network = (typeof networks)[number];
export type NetworkField = Network['field'];
