import { z } from 'zod';
import { iconNames } from '../icons/icon-names.ts';
import { GENERATED_RESUME } from '../resume-file.ts';
import { normalizeBasePath } from './base-path.ts';
import { type NetworkField, networks } from './networks.ts';
import type { TechnologyIconName } from './technology-icons.ts';

// The shape of the owner's content, checked when the site is built. Content files import these
// types with `import type`, so zod never reaches the browser.

const text = z.string().trim().min(1, 'must not be empty');
const httpsUrl = z.url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' });

/** The image formats the build can serve: SVG as it is, the others as AVIF and WebP at several widths. */
export const IMAGE_EXTENSIONS = ['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif'] as const;

/** A file name inside the content folder's images/ (its existence is checked by validate-content.ts). */
const imageFile = z
  .string()
  .regex(
    new RegExp(`^[\\w.-]+\\.(${IMAGE_EXTENSIONS.join('|')})$`, 'i'),
    `must be a file name in the images folder, such as "logo.svg" (${IMAGE_EXTENSIONS.join(', ')})`,
  );

/**
 * Fields that were renamed, old name → new name: content written for the old name gets one line
 * naming the new one instead of "unknown field".
 */
export const RENAMED_FIELDS: Readonly<Record<string, string>> = { year: 'period' };

export const timelineEntrySchema = z.strictObject({
  /** The period, shown as it is written: "May 2025 - Present". */
  period: text,
  /** Optional: without one the card shows the role's initials on the card gradient. */
  image: imageFile.optional(),
  role: text,
  company: text,
  description: z.array(text),
  technologies: z.array(text),
});

export const projectSchema = z.strictObject({
  title: text,
  /** Optional: without one the card shows the title's initials on the card gradient. */
  image: imageFile.optional(),
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

/** A language tag as BCP 47 writes it: "en", "pt-BR", "ar". */
const languageTag = z.string().refine((tag) => {
  try {
    return Intl.getCanonicalLocales(tag)[0] === tag;
  } catch {
    return false;
  }
}, 'must be a language tag written as BCP 47 writes it, such as "en", "pt-BR" or "ar"');

export const siteSchema = z.strictObject({
  url: httpsUrl
    .refine((url) => !/[?#]/.test(url), 'must not have a query (?…) or a fragment (#…)')
    .refine(hasFolderPath, 'must be the address of the site\'s home page, such as "https://avery.github.io/portfolio/"'),
  /**
   * The site's languages, the default first (its pages keep the site's root; each other language
   * lives under its own folder, such as /pt-br/). Optional: without it the site is in English.
   */
  languages: z
    .array(languageTag)
    .min(1, 'must list at least the default language')
    .refine((tags) => new Set(tags.map((tag) => tag.toLowerCase())).size === tags.length, 'must not list a language twice')
    .optional(),
  /** Strict-Transport-Security options beyond max-age; optional, both off by default (see site.ts). */
  hsts: z
    .strictObject({ includeSubDomains: z.boolean(), preload: z.boolean() })
    .refine((hsts) => !hsts.preload || hsts.includeSubDomains, {
      message: 'preload needs includeSubDomains: true (the HSTS preload list requires both)',
      path: ['preload'],
    })
    .optional(),
});

/**
 * The menu's résumé: "generated" (the build writes it from the content) or the owner's own PDF, a
 * file in the content folder published at the site's root, such as "my-cv.pdf".
 */
export const resumeChoice = z
  .string()
  .refine(
    (value) => value === GENERATED_RESUME || /^[\w.-]+\.pdf$/i.test(value),
    `must be "${GENERATED_RESUME}" or the name of a PDF file in the content folder, such as "my-cv.pdf"`,
  );

export const profileSchema = z.strictObject({
  name: text,
  tagline: text,
  /** For search engines (JSON-LD Person) and link previews. */
  jobTitle: text,
  welcome: text,
  photo: imageFile,
  photoAlt: text,
  /** Optional: without one the header, the icons and the link preview show the name's initials. */
  logo: imageFile.optional(),
  /** Optional: without it there is no "Get in Touch" section. */
  email: z.email('must be a valid email address').optional(),
  /** Each optional: the menu, the page's metadata and the résumé name only the profiles you have. */
  links: z
    .strictObject(
      Object.fromEntries(networks.map(({ field }) => [field, httpsUrl.optional()])) as Record<NetworkField, z.ZodOptional<typeof httpsUrl>>,
    )
    .optional(),
  /** The menu's Resume entry: "generated", your own PDF in the content folder, or leave it out for none. */
  resume: resumeChoice.optional(),
  /**
   * Other ways your name is written in publications.bib (a former name, a multi-word family name),
   * each as "First Last" or "Last, First". Your name is found without them in the usual forms:
   * "Quinn, Avery", "Avery Quinn", "A. Quinn", "Quinn, A.".
   */
  alsoPublishedAs: z.array(text).optional(),
  /** The generated résumé's paper: A4 unless "Letter" (US Letter). */
  resumePaper: z.enum(['A4', 'Letter']).optional(),
}).refine((profile) => profile.resumePaper === undefined || profile.resume === GENERATED_RESUME, {
  message: `only a generated résumé (resume: "${GENERATED_RESUME}") has a paper size`,
  path: ['resumePaper'],
});

export const technologySchema = z.strictObject({
  name: text,
  /** Checked against the icon sets by validate-content.ts. */
  icon: z.custom<TechnologyIconName>((value) => typeof value === 'string' && value.length > 0, 'must be an icon name such as "SiPython"'),
});

/** The blog page's words (blog.ts, optional: without it the blog says the site's own words). */
export const blogSchema = z.strictObject({
  /** What the posts are about, ending "Posts by <your name> about …." in the blog's description and feed. */
  about: text.optional(),
  /** A short name of that subject, in the sentence of a post not written yet: 'The AI/ML blog post "…" is currently being written...'. */
  subject: text.optional(),
  /** The blog page's "Coming Soon" paragraph. */
  comingSoon: text.optional(),
  /** The cards under it: a title, a sentence, and an icon of the site's UI set (src/shared/icons/icon-names.ts). */
  topics: z.array(z.strictObject({ title: text, text, icon: z.enum(iconNames) })).optional(),
});

export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
export type Project = z.infer<typeof projectSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type Site = z.infer<typeof siteSchema>;
export type Technology = z.infer<typeof technologySchema>;
export type Blog = z.infer<typeof blogSchema>;
