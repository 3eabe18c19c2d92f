// The owner's profiles on other sites (profile.ts's `links`), each network declared once: its field,
// its name, its icon. The page's metadata (sameAs), the résumé, resume.json and the menu list the
// owner's profiles in this order, then their `other` links in theirs. Plain data and functions with
// no imports: the browser's menu reads it as well as the build.

export const networks = [
  { field: 'linkedin', label: 'LinkedIn', icon: 'linkedin', drawnFrom: 'FaLinkedin', menu: 'before-site' },
  { field: 'github', label: 'GitHub', icon: 'github', drawnFrom: 'FaGithub', menu: 'before-site' },
  {
    field: 'scholar',
    label: 'Google Scholar',
    icon: 'google-scholar',
    drawnFrom: 'FaGoogleScholar',
    menu: 'after-site',
  },
  { field: 'orcid', label: 'ORCID', icon: 'orcid', drawnFrom: 'FaOrcid', menu: 'after-site' },
  {
    field: 'researchgate',
    label: 'ResearchGate',
    icon: 'researchgate',
    drawnFrom: 'FaResearchgate',
    menu: 'after-site',
  },
  { field: 'huggingface', label: 'Hugging Face', icon: 'hugging-face', drawnFrom: 'SiHuggingface', menu: 'after-site' },
  { field: 'kaggle', label: 'Kaggle', icon: 'kaggle', drawnFrom: 'FaKaggle', menu: 'after-site' },
  { field: 'gitlab', label: 'GitLab', icon: 'gitlab', drawnFrom: 'FaGitlab', menu: 'after-site' },
  {
    field: 'stackoverflow',
    label: 'Stack Overflow',
    icon: 'stack-overflow',
    drawnFrom: 'FaStackOverflow',
    menu: 'after-site',
  },
  { field: 'x', label: 'X', icon: 'x-twitter', drawnFrom: 'FaXTwitter', menu: 'after-site' },
  { field: 'mastodon', label: 'Mastodon', icon: 'mastodon', drawnFrom: 'FaMastodon', menu: 'after-site' },
  { field: 'bluesky', label: 'Bluesky', icon: 'bluesky', drawnFrom: 'FaBluesky', menu: 'after-site' },
  { field: 'youtube', label: 'YouTube', icon: 'youtube', drawnFrom: 'FaYoutube', menu: 'after-site' },
  { field: 'medium', label: 'Medium', icon: 'medium', drawnFrom: 'FaMedium', menu: 'after-site' },
  // a site of the owner's own (a lab page, a personal blog): named by its address, not by a network
  { field: 'website', label: 'Website', icon: 'website', drawnFrom: 'FaGlobe', menu: 'after-site' },
] as const satisfies readonly {
  /** The field of profile.ts's `links` that holds its address. */
  field: string;
  /** Its name, as the menu shows it and as resume.json's `network`. */
  label: string;
  /** Its UI icon, and the react-icons icon (Font Awesome 6 `Fa…`, Simple Icons `Si…`) it is drawn from. */
  icon: string;
  drawnFrom: `Fa${string}` | `Si${string}`;
  /** Where the menu lists it unless site.ts orders the menu: before or after the site's own entries (Resume, Blog). */
  menu: 'before-site' | 'after-site';
}[];

export type Network = (typeof networks)[number];
export type NetworkField = Network['field'];

/** A profile on a site that has no field of its own in `links`: `links.other`. */
export const OTHER_LINKS = 'other';
export const OTHER_LINK_ICON = 'link';

/** profile.ts's `links`, as its schema reads it. */
export interface OwnerLinks extends Partial<Record<NetworkField, string | undefined>> {
  /** Profiles on sites without a field here, each with its name: `{ name: 'Codeforces', url: '…' }`. */
  other?: readonly { name: string; url: string }[] | undefined;
}

/** One of the owner's profiles, ready to be listed. */
export interface OwnerProfile {
  /** The network's field, or "other". */
  field: NetworkField | typeof OTHER_LINKS;
  /** The network's name (resume.json's `network`): its own, or the owner's for an `other` link. */
  network: string;
  /** What a list shows: the network's name, or a website's host name. */
  label: string;
  url: string;
  icon: Network['icon'] | typeof OTHER_LINK_ICON;
}

/** "https://www.avery.dev/lab/" → "avery.dev": a site as a reader names it. */
const siteName = (url: string) => new URL(url).host.replace(/^www\./, '');

/** The owner's profiles in the order every list shows them: the networks' order, then `other` in the owner's. */
export function ownerProfiles(links: OwnerLinks | undefined): OwnerProfile[] {
  if (!links) return [];
  const known = networks.flatMap(({ field, label, icon }): OwnerProfile[] => {
    const url = links[field];
    return url ? [{ field, network: label, label: field === 'website' ? siteName(url) : label, url, icon }] : [];
  });
  const other = (links.other ?? []).map(({ name, url }): OwnerProfile => ({
    field: OTHER_LINKS,
    network: name,
    label: name,
    url,
    icon: OTHER_LINK_ICON,
  }));
  return [...known, ...other];
}
