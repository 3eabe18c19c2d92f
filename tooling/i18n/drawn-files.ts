import type { OwnerWords } from '../../src/shared/content/owner-words.ts';
import type { SiteTexts } from '../../src/shared/i18n/site-texts.ts';
import { missingCharacter } from '../resume/pdf/fonts.ts';
import { OG_IMAGE } from '../../src/shared/site-image-files.ts';
import type { LanguagePlace } from './site-languages.ts';

// The files the build draws with its one font (Inter: Latin, Greek, Cyrillic), the résumé PDF and the
// link-preview image, in a language whose script Inter cannot draw (or that is written right to left,
// which neither the typesetter nor the image's layout sets) are the default language's instead. The
// build says which, and why; the pages link the default language's file.

/** A character of `texts` Inter cannot draw, quoted with the text it is in; undefined when it draws them all. */
function undrawable(texts: readonly string[]): string | undefined {
  for (const text of texts) {
    const missing = missingCharacter(text, 'regular');
    if (missing) return `"${missing}" (in "${text}")`;
  }
  return undefined;
}

/** The words of a catalogue the résumé prints: its headings, its title and its citations' words. */
const resumeWords = (texts: SiteTexts): string[] => [
  texts.resume,
  texts.experience,
  texts.research,
  texts.publications,
  texts.projects,
  texts.technologies,
  texts.selected,
  texts.phdThesis,
  texts.mastersThesis,
];

/**
 * Why the generated résumé cannot be written in a language (its pages then link the default
 * language's), or undefined when it can. The owner's words are not weighed here: a character of theirs
 * the font lacks, in a language it can set, stops the build naming the entry (resume-pdf.ts).
 */
export function resumeFallback(place: Pick<LanguagePlace, 'dir'>, texts: SiteTexts): string | undefined {
  if (place.dir === 'rtl') return 'the résumé is set left to right only';
  const missing = undrawable(resumeWords(texts));
  return missing && `its font (Inter) cannot draw ${missing}`;
}

/** The link-preview image a language's pages show, and the words it shows (its alt text). */
export interface PreviewImage {
  /** From the site's root: "og-image.png" (the default language's), "de/og-image.png". */
  file: string;
  alt: string;
  /** Why it is the default language's although the owner's words differ; undefined otherwise. */
  fallback?: string;
}

const altOf = ({ profile }: Pick<OwnerWords, 'profile'>) => `${profile.name}, ${profile.jobTitle}`;

/**
 * The link-preview image of a language: its own (in its folder) when the owner's name or job title
 * differ from the default language's and its font can draw them left to right; the default
 * language's otherwise.
 */
export function previewImageOf(
  place: Pick<LanguagePlace, 'prefix' | 'dir'>,
  words: Pick<OwnerWords, 'profile'>,
  defaults: Pick<OwnerWords, 'profile'>,
): PreviewImage {
  const shared = { file: OG_IMAGE.file, alt: altOf(defaults) };
  const { name, jobTitle } = words.profile;
  if (!place.prefix || (name === defaults.profile.name && jobTitle === defaults.profile.jobTitle)) return shared;
  if (place.dir === 'rtl') return { ...shared, fallback: 'its layout is left to right only' };
  const missing = undrawable([name, jobTitle]);
  if (missing) return { ...shared, fallback: `its font (Inter) cannot draw ${missing}` };
  return { file: `${place.prefix}/${OG_IMAGE.file}`, alt: altOf(words) };
}
