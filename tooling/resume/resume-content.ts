import type { OwnerWords } from '../../src/shared/content/owner-words.ts';
import type { Site } from '../../src/shared/content/schema';
import type { Publication } from '../../src/shared/content/publication.ts';
import type { CitationCount } from '../../src/shared/content/citation-sources.ts';
import type { ResumeSectionTexts, SiteTexts } from '../../src/shared/i18n/site-texts.ts';
import type { CitationWriter } from '../publications/citation-writer.ts';

/**
 * The site's texts the résumé uses: its section headings, as the home page words them, and its title;
 * and those of its optional sections, which a language has where the content has such a section.
 */
export type ResumeTexts = Pick<
  SiteTexts,
  'experience' | 'research' | 'publications' | 'projects' | 'technologies' | 'selected' | 'resume'
> &
  Partial<ResumeSectionTexts>;

/** What the résumé files are made of: the owner's content and the address of their site. */
export interface ResumeContent extends OwnerWords {
  site: Site;
  /** The papers of the content's publications.bib, newest first; none without the file. */
  publications: readonly Publication[];
  /** Their citation counts by BibTeX key, where site.ts turns them on (citations.json's). */
  citationCounts?: Readonly<Record<string, CitationCount>>;
  /** The site's home page, absolute and with its base path: "https://avery.github.io/portfolio/". */
  homeUrl: string;
  /** The content folder as messages name it: "src/content". */
  label: string;
  /** The language it is written in (BCP 47), its texts, and its citations (as the home page's). */
  language: string;
  texts: ResumeTexts;
  citations: CitationWriter;
  /**
   * Each timeline entry's period as the default language writes it, when this is a translation:
   * resume.json's dates are read from those (a translated period is for reading, "fev. de 2024 - atual").
   */
  datedPeriods?: DatedPeriods;
}

/** The periods and dates of each list's entries as the default language writes them (undefined: none written). */
interface DatedPeriods {
  experience: readonly string[];
  research: readonly string[];
  education: readonly string[];
  certificates: readonly (string | undefined)[];
  awards: readonly (string | undefined)[];
}

/** Content that would make a broken résumé; the message names the file and the entry to change. */
export class ResumeError extends Error {
  override name = 'ResumeError';
}

/** A URL as a reader types it: no scheme, no "www.", no trailing slash ("linkedin.com/in/avery"). */
export const shortUrl = (url: string): string => url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
