import type { OwnerWords } from '../../src/shared/content/owner-words.ts';
import type { SiteTexts } from '../../src/shared/i18n/site-texts.ts';
import { OG_IMAGE } from '../../src/shared/site-image-files.ts';
import { firstUndrawable } from '../typeset/fonts-for-text.ts';
import { DRAWN_SCRIPTS, installHint, typefacesFor } from '../typeset/typefaces.ts';
import type { LanguagePlace } from './site-languages.ts';

// The files the build draws, the résumé PDF and the link-preview image, are set by Typst in each
// language's script and direction with the fonts of tooling/typeset/ (Latin, Greek, Cyrillic,
// Chinese, Japanese, Korean, Arabic, Hebrew). A language whose own words are in a script none of them
// draws (Devanagari, Thai…) takes the default language's file instead; the build says which and why,
// and the pages link the default language's file.

/** A character of `texts` no font draws, quoted with the text it is in; undefined when they draw them all. */
async function undrawable(texts: readonly string[], tag: string): Promise<string | undefined> {
  const typefaces = typefacesFor(tag);
  for (const text of texts) {
    const missing = await firstUndrawable(text, typefaces);
    if (missing) return `"${missing}" (in "${text}")${installHint(missing, typefaces)}`;
  }
  return undefined;
}

const noFont = (missing: string) => `none of its fonts (${DRAWN_SCRIPTS}) draws ${missing}`;

/** The words of a catalogue the résumé prints as its own: its title and its headings. */
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
 * language's), or undefined when it can. An entry of the owner's whose characters no font draws is
 * left out of that language's PDF, with a warning naming it (resume-pdf.ts).
 */
export async function resumeFallback(place: Pick<LanguagePlace, 'tag'>, texts: SiteTexts): Promise<string | undefined> {
  const missing = await undrawable(resumeWords(texts), place.tag);
  return missing && noFont(missing);
}

/** The link-preview image a language's pages show, and the words it shows (its alt text). */
export interface PreviewImage {
  /** From the site's root: "og-image.png" (the default language's), "de/og-image.png". */
  file: string;
  /** The words the image shows. */
  alt: string;
  /** Why it is the default language's although the owner's words differ; undefined otherwise. */
  fallback?: string;
}

const altOf = ({ profile }: Pick<OwnerWords, 'profile'>) => `${profile.name}, ${profile.jobTitle}`;

/**
 * The link-preview image of a language: its own (in its folder, in its script and direction) when the
 * owner's name or job title differ from the default language's; the default language's otherwise, or
 * when no font draws them.
 */
export async function previewImageOf(
  place: Pick<LanguagePlace, 'prefix' | 'tag'>,
  words: Pick<OwnerWords, 'profile'>,
  defaults: Pick<OwnerWords, 'profile'>,
): Promise<PreviewImage> {
  const shared = { file: OG_IMAGE.file, alt: altOf(defaults) };
  const { name, jobTitle } = words.profile;
  if (!place.prefix || (name === defaults.profile.name && jobTitle === defaults.profile.jobTitle)) return shared;
  const missing = await undrawable([name, jobTitle], place.tag);
  if (missing) return { ...shared, fallback: noFont(missing) };
  return { file: `${place.prefix}/${OG_IMAGE.file}`, alt: altOf(words) };
}
