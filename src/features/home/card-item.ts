import type { Project, TimelineEntry } from '@/shared/content/schema';
import { defaultLanguage, defaultLanguageMark, fallbackMark, type Language, type LanguageMark } from '@/ui/language';
import { initials } from '@/shared/initials';
import { pageOfProject } from '@/ui/project-pages';

/**
 * The language marks of each of a card's words that the translation left out (undefined: the page's
 * language). A field in the default language carries its own lang, so a screen reader pronounces it
 * as it is written (and its direction, when that differs from the page's).
 */
interface CardLangs {
  /** The initials are the default language's (its title as that language writes it), on every language's page. */
  initials?: LanguageMark | undefined;
  title?: LanguageMark | undefined;
  company?: LanguageMark | undefined;
  period?: LanguageMark | undefined;
  details?: LanguageMark | undefined;
}

/** What a card and its modal show, whatever the section. */
export interface CardItem {
  title: string;
  /** A file in the content's images/, or none: the card then shows `initials`. */
  image?: string;
  /**
   * What the card shows without a picture: the owner's `initials`, or those of its title in the default language ("CV"
   * on every page, not "IF" from "Ingenieurin für …"): its face, the same on every page, as a picture would be.
   */
  initials: string;
  /** Logos sit centred in the image area; project pictures fill it. */
  imageFit: 'logo' | 'cover';
  details: readonly string[];
  technologies: readonly string[];
  period?: string;
  company?: string;
  github?: string;
  /** The path of the project's own page, for a project that has a story (src/ui/project-pages.ts). */
  page?: string;
  /** The langs of its fields that fell back to the default language; none on a one-language site. */
  langs?: CardLangs;
}

/** Where an entry's words come from: its content file and its place there ("experience", 0). */
export interface CardSource {
  language: Language;
  file: 'experience' | 'research' | 'projects';
  index: number;
}

const langOf = ({ language, file, index }: CardSource, field: string) =>
  fallbackMark(language, `${file}.${index}.${field}`);

/** The entry's title as the default language writes it (the page's own in the default language). */
const titleInDefaultLanguage = (source: CardSource | undefined, own: string): string =>
  (__MULTILINGUAL__ ? source?.language.defaultTitles?.[source.file][source.index] : undefined) ?? own;

/** Only the langs there are: a card in the page's language carries none. */
function langsOf(langs: CardLangs): CardLangs | undefined {
  const present = Object.entries(langs).filter(([, lang]) => lang !== undefined);
  return present.length > 0 ? (Object.fromEntries(present) as CardLangs) : undefined;
}

export function timelineCard(entry: TimelineEntry, source?: CardSource): CardItem {
  const card: CardItem = {
    title: entry.role,
    initials: entry.initials ?? initials(titleInDefaultLanguage(source, entry.role), defaultLanguage.tag),
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
    langsOf({
      initials: defaultLanguageMark(source.language),
      title: langOf(source, 'role'),
      company: langOf(source, 'company'),
      period: langOf(source, 'period'),
      details: langOf(source, 'description'),
    });
  if (langs) card.langs = langs;
  return card;
}

export function projectCard(project: Project, source?: CardSource): CardItem {
  const card: CardItem = {
    title: project.title,
    initials: project.initials ?? initials(titleInDefaultLanguage(source, project.title), defaultLanguage.tag),
    imageFit: 'cover',
    details: project.description,
    technologies: project.technologies,
  };
  if (project.image) card.image = project.image;
  if (project.github) card.github = project.github;
  const page = source && source.file === 'projects' ? pageOfProject(source.language, source.index) : undefined;
  if (page) card.page = page;
  const langs =
    __MULTILINGUAL__ &&
    source &&
    langsOf({
      initials: defaultLanguageMark(source.language),
      title: langOf(source, 'title'),
      details: langOf(source, 'description'),
    });
  if (langs) card.langs = langs;
  return card;
}
