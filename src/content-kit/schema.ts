import { z } from 'zod';
import { normalizeBasePath } from './base-path';
import type { TechnologyIconName } from './technology-icons';

// Build-time only: content files import these types with `import type`, so zod never reaches the browser.

const text = z.string().trim().min(1, 'must not be empty');
const httpsUrl = z.url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' });
/** A file name inside src/content/images (existence is checked by validate-content.ts). */
const imageFile = z
  .string()
  .regex(/^[\w-]+\.(svg|png|jpe?g|webp|avif)$/i, 'must be a file name in src/content/images, such as "logo.svg"');

export const timelineEntrySchema = z.strictObject({
  year: text,
  image: imageFile,
  role: text,
  company: text,
  description: z.array(text),
  technologies: z.array(text),
});

export const projectSchema = z.strictObject({
  title: text,
  image: imageFile,
  description: z.array(text),
  technologies: z.array(text),
  github: httpsUrl.optional(),
});

/** Whether a URL's path is folder names (the site's base path), such as "/" or "/portfolio/". */
function hasFolderPath(url: string): boolean {
  try {
    normalizeBasePath(new URL(url).pathname);
    return true;
  } catch {
    return false;
  }
}

export const siteSchema = z.strictObject({
  url: httpsUrl
    .refine((url) => !/[?#]/.test(url), 'must not have a query (?…) or a fragment (#…)')
    .refine(hasFolderPath, 'must be the address of the site\'s home page, such as "https://avery.github.io/portfolio/"'),
  /** Strict-Transport-Security options beyond max-age; both off by default (see site.ts). */
  hsts: z
    .strictObject({ includeSubDomains: z.boolean(), preload: z.boolean() })
    .refine((hsts) => !hsts.preload || hsts.includeSubDomains, {
      message: 'preload needs includeSubDomains: true (the HSTS preload list requires both)',
      path: ['preload'],
    }),
});

export const profileSchema = z.strictObject({
  name: text,
  tagline: text,
  /** For search engines (JSON-LD Person) and link previews. */
  jobTitle: text,
  welcome: text,
  photo: imageFile,
  photoAlt: text,
  logo: imageFile,
  email: z.email('must be a valid email address'),
  links: z.strictObject({
    linkedin: httpsUrl,
    github: httpsUrl,
    /** A file served from public/, such as "/resume.pdf". */
    resume: z.string().regex(/^\/[\w./-]+\.pdf$/, 'must be a path to a PDF in public/, such as "/resume.pdf"'),
    scholar: httpsUrl,
  }),
});

export const technologySchema = z.strictObject({
  name: text,
  /** Checked against the icon sets by validate-content.ts. */
  icon: z.custom<TechnologyIconName>((value) => typeof value === 'string' && value.length > 0, 'must be an icon name such as "SiPython"'),
});

export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
export type Project = z.infer<typeof projectSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type Site = z.infer<typeof siteSchema>;
export type Technology = z.infer<typeof technologySchema>;
