import { z } from 'zod';
import { DEFAULT_CONFIG } from '../particle-look.ts';
import { iconNames } from '../icons/icon-names.ts';
import { GENERATED_RESUME } from '../resume-file.ts';
import { normalizeBasePath } from '../base-path.ts';
import { canonicalTag } from '../i18n/language-tag.ts';
import { CITATION_SOURCES, type CitationSource } from './citation-sources.ts';
import { MENU_ENTRIES } from './menu-order.ts';
import { PAGE_NAME } from './project-page.ts';
import { type NetworkField, networks, OTHER_LINKS } from './networks.ts';
import type { TechnologyIconName } from './technology-icons.ts';

// The shape of the owner's content, checked when the site is built. Content files import these
// types with `import type`, so zod never reaches the browser.

const text = z.string().trim().min(1, 'must not be empty');
const httpsUrl = z.url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' });

/** The image formats the build can serve: SVG as it is, the others as AVIF and WebP at several widths. */
const IMAGE_EXTENSIONS = ['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif'] as const;

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

/**
 * Other names of a profile's network, in lower-case letters only, → its field in `links`: a field
 * written so gets "did you mean", and `npm run import` reads a résumé's profile so named into it.
 */
export const NETWORK_ALIASES: Readonly<Record<string, NetworkField>> = {
  twitter: 'x',
  homepage: 'website',
  personalsite: 'website',
  blog: 'website',
};

/**
 * What a card without a picture shows: one to three letters or digits, such as "CV". Optional:
 * without it, the initials of its title in the default language (in every language, so a card keeps
 * its face when the page is translated).
 */
const initialsText = z.string().regex(/^[\p{L}\p{N}]{1,3}$/u, 'must be one to three letters or digits, such as "CV"');

export const timelineEntrySchema = z.strictObject({
  /** The period, shown as it is written: "May 2025 - Present". */
  period: text,
  /** Optional: without one the card shows the role's initials on the card gradient. */
  image: imageFile.optional(),
  initials: initialsText.optional(),
  role: text,
  company: text,
  description: z.array(text),
  technologies: z.array(text),
});

export const projectSchema = z.strictObject({
  title: text,
  /** Optional: without one the card shows the title's initials on the card gradient. */
  image: imageFile.optional(),
  initials: initialsText.optional(),
  description: z.array(text),
  technologies: z.array(text),
  github: httpsUrl.optional(),
  /**
   * Optional: the name of the project's page, when its title does not make the one you want (or makes
   * none: a title in another alphabet than the Latin one). A project has a page when the content
   * folder's projects/ holds its story, projects/<name>.md (or .ipynb); the page is /projects/<name>.
   * Without it the name is the title in lower case with hyphens: "Brain Tumour Detection from MRI"
   * is brain-tumour-detection-from-mri.md.
   */
  page: z
    .string()
    .regex(PAGE_NAME, 'must be lower-case letters and digits joined by hyphens, such as "tumour-detection"')
    .optional(),
});

/**
 * A degree or another course of study (education.ts, optional): the home page's Education section,
 * the résumé and resume.json.
 */
export const educationEntrySchema = z.strictObject({
  /** The period, shown as it is written: "Sep 2016 - Jun 2020", "2024 - Present". */
  period: text,
  institution: text,
  /** The qualification: "Master of Science", "MSc", "PhD". */
  degree: text,
  /** Optional: what was studied ("Robotics"), shown after the degree. */
  area: text.optional(),
  /** Optional: the result, as you want it shown: "GPA 3.9/4.0", "First-class honours". */
  score: text.optional(),
  /** Optional: courses worth naming. */
  courses: z.array(text).optional(),
  /** Optional: lines under it, such as the thesis and its advisor. */
  description: z.array(text).optional(),
  /** Optional: the institution's site, its name's link. */
  url: httpsUrl.optional(),
});

/** A certification (certificates.ts, optional): the résumé and resume.json. */
export const certificateSchema = z.strictObject({
  name: text,
  /** Optional: who issued it ("Amazon Web Services"). */
  issuer: text.optional(),
  /** Optional: when, shown as it is written: "Mar 2023". */
  date: text.optional(),
  /** Optional: where it can be checked. */
  url: httpsUrl.optional(),
});

/** An award or honour (awards.ts, optional): the résumé and resume.json. */
export const awardSchema = z.strictObject({
  title: text,
  /** Optional: who gave it. */
  awarder: text.optional(),
  /** Optional: when, shown as it is written: "Nov 2022". */
  date: text.optional(),
  /** Optional: one line on what it was for. */
  summary: text.optional(),
});

/**
 * A talk given (talks.ts, optional): the home page's Talks section, after Publications, and the résumé. Its
 * title links to `url`, the talk's or the event's page, when given.
 */
export const talkSchema = z.strictObject({
  title: text,
  /** Where it was given: "NeurIPS 2025 Workshop on Efficient Learning", "PyData Berlin". */
  event: text,
  /** When, shown as it is written: "Dec 2025". */
  date: text,
  /** Optional: the city, or "Online". */
  location: text.optional(),
  /** Optional: the talk's or the event's page. */
  url: httpsUrl.optional(),
  /** Optional: the slides and the recording. */
  slides: httpsUrl.optional(),
  video: httpsUrl.optional(),
  /** Optional: one line on what it was about, or "Invited talk". */
  summary: text.optional(),
});

/**
 * A course taught (teaching.ts, optional): the home page's Teaching section, after Talks, and the résumé. Its
 * title links to `url`, the course's page, when given.
 */
export const courseSchema = z.strictObject({
  /** The course's name: "CS 231n: Deep Learning for Computer Vision". */
  course: text,
  institution: text,
  /** The term or terms, shown as they are written: "Fall 2024", "2021 - 2023". */
  period: text,
  /** Optional: your part in it: "Instructor", "Teaching Assistant". */
  role: text.optional(),
  /** Optional: the course's page, and where its materials (notes, slides, exercises) are. */
  url: httpsUrl.optional(),
  materials: httpsUrl.optional(),
  /** Optional: one line on what it covers or what you did. */
  summary: text.optional(),
});

/** A news item (news.ts, optional, newest first): the home page's News section, after the intro. */
export const newsItemSchema = z.strictObject({
  /** When, shown as it is written: "Nov 2026". */
  date: text,
  /** What happened, in a sentence: "Our paper on sparse attention was accepted at ICLR 2026." */
  text,
  /** Optional: where to read more; the sentence links to it. */
  url: httpsUrl.optional(),
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

const hexColour = z
  .string()
  .regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, 'must be a colour written #rrggbb, such as "#38bdf8"');

/** One theme's accents; every colour must stay readable on the page (the build checks the contrast). */
const themeAccents = z.strictObject({
  /** Links, icons, the bar under each heading, a card's period; the chips are a tint of it. */
  accent: hexColour.optional(),
  /** A link or button under the pointer. Optional: by default the accent, a step towards the page's text. */
  accentStrong: hexColour.optional(),
  /**
   * The words on a chip (a technology, "Selected", your name among a paper's authors). Optional: made from the accent.
   */
  chipText: hexColour.optional(),
});

const positive = z.number().positive('must be a number above 0');
const fraction = z.number().min(0, 'must be from 0 to 1').max(1, 'must be from 0 to 1');
const particleColours = z.strictObject({
  particle: hexColour.optional(),
  particleOpacity: fraction.optional(),
  link: hexColour.optional(),
});

/**
 * The particle field's constants an owner changes (the template's are the product's: see
 * src/shared/particle-look.ts for what each means). The dev server's tuning panel ("Copy for
 * site.ts") writes these lines for you.
 */
const particlesSchema = z
  .strictObject({
    areaPerParticle: positive.optional(),
    radiusMin: positive.optional(),
    radiusMax: positive.optional(),
    speedMax: z.number().min(0, 'must be 0 or more').optional(),
    linkDistance: positive.optional(),
    linkOpacity: fraction.optional(),
    linkWidth: positive.optional(),
    resizeDebounceMs: z.number().min(0, 'must be 0 or more').optional(),
    maxDpr: z.number().min(1, 'must be 1 or more').optional(),
    maxFps: positive.optional(),
    maxMegapixelsPerSecond: positive.optional(),
    minFps: positive.optional(),
    colors: z.strictObject({ dark: particleColours.optional(), light: particleColours.optional() }).optional(),
  })
  .refine(({ radiusMin = DEFAULT_CONFIG.radiusMin, radiusMax = DEFAULT_CONFIG.radiusMax }) => radiusMin <= radiusMax, {
    message: 'must not be above radiusMax',
    path: ['radiusMin'],
  })
  .refine(({ minFps = DEFAULT_CONFIG.minFps, maxFps = DEFAULT_CONFIG.maxFps }) => minFps <= maxFps, {
    message: 'must not be above maxFps',
    path: ['minFps'],
  });

/** A language tag (BCP 47) in any case: "en", "pt-BR", "zh-Hans" or "zh-hans". */
const languageTag = z
  .string()
  .refine(
    (tag) => canonicalTag(tag) !== undefined,
    'must be a language tag (BCP 47), such as "en", "pt-BR" or "zh-Hans"',
  );

export const siteSchema = z.strictObject({
  url: httpsUrl
    .refine((url) => !/[?#]/.test(url), 'must not have a query (?…) or a fragment (#…)')
    .refine(
      hasFolderPath,
      'must be the address of the site\'s home page, such as "https://avery.github.io/portfolio/"',
    ),
  /**
   * The site's languages, the default first (its pages keep the site's root; each other language
   * lives under its own folder, such as /pt-br/). Optional: without it the site is in English.
   */
  languages: z
    .array(languageTag)
    .min(1, 'must list at least the default language')
    .superRefine((tags, context) => {
      // a tag's case does not matter: "zh-Hans" and "zh-hans" are one language
      const seen = new Map<string, string>();
      for (const tag of tags) {
        const key = canonicalTag(tag) ?? tag;
        const other = seen.get(key);
        if (other !== undefined)
          context.addIssue({
            code: 'custom',
            message:
              other === tag
                ? `must not list "${tag}" twice`
                : `lists one language twice, as "${other}" and as "${tag}" (a language tag's case does not matter)`,
          });
        seen.set(key, tag);
      }
    })
    .optional(),
  /** Optional: the particle field's look and pace, where yours differs from the template's. */
  particles: particlesSchema.optional(),
  /** Optional: your accent colours, per theme (the template's are sky blue). */
  theme: z.strictObject({ dark: themeAccents.optional(), light: themeAccents.optional() }).optional(),
  /**
   * The header menu's entries in order: profiles by their field in profile.ts's `links` ("github"),
   * "other" for its `other` links, "resume" and "blog". Optional: by default LinkedIn, GitHub,
   * Resume, Blog, Google Scholar, then the other networks; an entry left out is not in the menu.
   */
  menu: z
    .array(z.enum(MENU_ENTRIES))
    .refine((entries) => new Set(entries).size === entries.length, 'must not list an entry twice')
    .optional(),
  /**
   * Optional: the citation counts of publications.bib, from open data. `npm run citations` reads them
   * into citations.json beside publications.bib (commit it); the build shows that file's counts and
   * never waits for the network. `mailto`: the address the source may write to about your requests
   * (OpenAlex's "polite pool"); without it, profile.ts's email.
   */
  citations: z
    .strictObject({
      source: z.enum(Object.keys(CITATION_SOURCES) as [CitationSource], {
        message: `must be ${Object.keys(CITATION_SOURCES)
          .map((source) => `"${source}"`)
          .join(' or ')}`,
      }),
      mailto: z.email('must be a valid email address').optional(),
    })
    .optional(),
  /**
   * How many of a language's newest posts its feed (rss.xml) holds, as feed readers expect of a feed;
   * the blog lists every post, page by page. Optional: 20.
   */
  feedPosts: z.number().int().min(1, 'must be at least 1').optional(),
  /**
   * How many posts a page of the blog, and of a tag, lists: more are on the pages after it (/blog/page/2). Optional:
   * 10.
   */
  postsPerPage: z.number().int().min(1, 'must be at least 1').optional(),
  /**
   * How many news items (news.ts, newest first) the home page shows: more are on a page of their own (/news), which
   * the section links to. Optional: 5.
   */
  newsOnHome: z.number().int().min(1, 'must be at least 1').optional(),
  /**
   * How many talks (talks.ts, newest first) the home page shows: more are on a page of their own (/talks), which the
   * section links to. Optional: 6.
   */
  talksOnHome: z.number().int().min(1, 'must be at least 1').optional(),
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
const resumeChoice = z
  .string()
  .refine(
    (value) => value === GENERATED_RESUME || /^[\w.-]+\.pdf$/i.test(value),
    `must be "${GENERATED_RESUME}" or the name of a PDF file in the content folder, such as "my-cv.pdf"`,
  );

export const profileSchema = z
  .strictObject({
    name: text,
    tagline: text,
    /** For search engines (JSON-LD Person) and link previews. */
    jobTitle: text,
    welcome: text,
    /** Optional: without a photo the home page shows the name's initials, as a card without a picture shows its title's. */
    photo: imageFile.optional(),
    /** What the photo shows, for a reader who cannot see it: with a photo, and only then. */
    photoAlt: text.optional(),
    /** Optional: without one the header, the icons and the link preview show the name's initials. */
    logo: imageFile.optional(),
    /** Optional: without it there is no "Get in Touch" section. */
    email: z.email('must be a valid email address').optional(),
    /**
     * Each optional: the menu, the page's metadata and the résumé name only the profiles you have.
     * `other` lists profiles on sites without a field here, each with its name.
     */
    links: z
      .strictObject({
        ...(Object.fromEntries(networks.map(({ field }) => [field, httpsUrl.optional()])) as Record<
          NetworkField,
          z.ZodOptional<typeof httpsUrl>
        >),
        [OTHER_LINKS]: z.array(z.strictObject({ name: text, url: httpsUrl })).optional(),
      })
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
    /** Optional: where you are, as the résumé shows it: "Tokyo, Japan". */
    location: text.optional(),
    /** Optional: the languages you speak, for the résumé: { language: 'Japanese', fluency: 'Native' }. */
    spokenLanguages: z.array(z.strictObject({ language: text, fluency: text.optional() })).optional(),
  })
  .refine((profile) => profile.resumePaper === undefined || profile.resume === GENERATED_RESUME, {
    message: `only a generated résumé (resume: "${GENERATED_RESUME}") has a paper size`,
    path: ['resumePaper'],
  })
  .refine((profile) => profile.photo === undefined || profile.photoAlt !== undefined, {
    message: 'is required with a photo: what it shows, for a reader who cannot see it',
    path: ['photoAlt'],
  })
  .refine((profile) => profile.photoAlt === undefined || profile.photo !== undefined, {
    message: 'describes a photo, and there is none: remove it, or name your photo as photo',
    path: ['photoAlt'],
  });

export const technologySchema = z.strictObject({
  name: text,
  /** Checked against the icon sets by validate-content.ts. */
  icon: z.custom<TechnologyIconName>(
    (value) => typeof value === 'string' && value.length > 0,
    'must be an icon name such as "SiPython"',
  ),
  /** Optional: what of it you use (libraries, tools: "NumPy", "asyncio"), named in the résumé after it. */
  keywords: z.array(text).optional(),
});

/** The blog page's words (blog.ts, optional: without it the blog says the site's own words). */
export const blogSchema = z.strictObject({
  /** What the posts are about, ending "Posts by <your name> about …." in the blog's description and feed. */
  about: text.optional(),
  /**
   * A short name of that subject, in the sentence of a post not written yet: 'The AI/ML blog post "…" is currently
   * being written...'.
   */
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
export type EducationEntry = z.infer<typeof educationEntrySchema>;
export type Certificate = z.infer<typeof certificateSchema>;
export type Award = z.infer<typeof awardSchema>;
export type Talk = z.infer<typeof talkSchema>;
export type Course = z.infer<typeof courseSchema>;
export type NewsItem = z.infer<typeof newsItemSchema>;
