import type { Project, TimelineEntry } from '@/shared/content/schema';
import { fallbackMark, type Language, type LanguageMark } from '@/shared/i18n/language';

/**
 * The language marks of each of a card's words that the translation left out (undefined: the page's
 * language). A field in the default language carries its own lang, so a screen reader pronounces it
 * as it is written (and its direction, when that differs from the page's).
 */
export interface CardLangs {
  title?: LanguageMark | undefined;
  company?: LanguageMark | undefined;
  period?: LanguageMark | undefined;
  details?: LanguageMark | undefined;
}

/** What a card and its modal show, whatever the section. */
export interface CardItem {
  title: string;
  /** A file in the content's images/, or none: the card then shows the title's initials. */
  image?: string;
  /** Logos sit centred in the image area; project pictures fill it. */
  imageFit: 'logo' | 'cover';
  details: readonly string[];
  technologies: readonly string[];
  period?: string;
  company?: string;
  github?: string;
  /** The langs of its fields that fell back to the default language; none on a one-language site. */
  langs?: CardLangs;
}

/** Where an entry's words come from: its content file and its place there ("experience", 0). */
export interface CardSource {
  language: Language;
  file: 'experience' | 'research' | 'projects';
  index: number;
}

const langOf = ({ language, file, index }: CardSource, field: string) => fallbackMark(language, `${file}.${index}.${field}`);

/** Only the langs there are: a card in the page's language carries none. */
function langsOf(langs: CardLangs): CardLangs | undefined {
  const present = Object.entries(langs).filter(([, lang]) => lang !== undefined);
  return present.length > 0 ? (Object.fromEntries(present) as CardLangs) : undefined;
}

export function timelineCard(entry: TimelineEntry, source?: CardSource): CardItem {
  const card: CardItem = {
    title: entry.role,
    imageFit: 'logo',
    details: entry.description,
    technologies: entry.technologies,
    period: entry.period,
    company: entry.company,
  };
  if (entry.image) card.image = entry.image;
  const langs =
    __MULTILINGUAL__ &&
    source &&
    langsOf({ title: langOf(source, 'role'), company: langOf(source, 'company'), period: langOf(source, 'period'), details: langOf(source, 'description') });
  if (langs) card.langs = langs;
  return card;
}

export function projectCard(project: Project, source?: CardSource): CardItem {
  const card: CardItem = {
    title: project.title,
    imageFit: 'cover',
    details: project.description,
    technologies: project.technologies,
  };
  if (project.image) card.image = project.image;
  if (project.github) card.github = project.github;
  const langs = __MULTILINGUAL__ && source && langsOf({ title: langOf(source, 'title'), details: langOf(source, 'description') });
  if (langs) card.langs = langs;
  return card;
}
