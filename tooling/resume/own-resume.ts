import type { Content } from '../content/read-content-files.ts';
import type { Publication } from '../../src/shared/content/publication.ts';
import { jsonResume } from './json-resume.ts';
import type { ResumeContent, ResumeTexts } from './resume-content.ts';
import type { OwnerWords } from '../../src/shared/content/owner-words.ts';
import type { CitationWriter } from '../publications/citation-writer.ts';
import type { CitationCount } from '../../src/shared/content/citation-sources.ts';

/**
 * The language of a résumé: its tag, texts and citations, and for a translation, the default language's words (for the
 * dates).
 */
export interface ResumeLanguage {
  tag: string;
  /** Its pages' folder: "" for the default language. */
  prefix: string;
  texts: ResumeTexts;
  citations: CitationWriter;
  defaults?: Pick<OwnerWords, 'experience' | 'research' | 'education' | 'certificates' | 'awards'>;
}

/**
 * The owner's content as the résumé's input, with the publications the build has read from its
 * publications.bib; `base` is the build's base path, `label` names the content folder in messages.
 */
export function ownResumeContent(
  content: Pick<Content, 'site'> & OwnerWords,
  {
    publications,
    citationCounts,
    base,
    label,
    language,
  }: {
    publications: readonly Publication[];
    citationCounts?: Readonly<Record<string, CitationCount>> | undefined;
    base: string;
    label: string;
    language: ResumeLanguage;
  },
): ResumeContent {
  const { site, profile, experience, research, projects, technologies, blog } = content;
  const { education, certificates, awards, talks, teaching } = content;
  // the home page's address in the résumé's language, as the pages' siteUrl(languagePath(language, '/')) writes it
  const homeUrl = new URL(language.prefix, new URL(base, site.url)).href;
  const { defaults } = language;
  return {
    ...{ site, profile, experience, research, projects, technologies, blog, publications, homeUrl, label },
    ...(citationCounts && { citationCounts }),
    ...(education && { education }),
    ...(certificates && { certificates }),
    ...(awards && { awards }),
    ...(talks && { talks }),
    ...(teaching && { teaching }),
    language: language.tag,
    texts: language.texts,
    citations: language.citations,
    ...(defaults && {
      datedPeriods: {
        experience: defaults.experience.map((entry) => entry.period),
        research: defaults.research.map((entry) => entry.period),
        education: (defaults.education ?? []).map((entry) => entry.period),
        certificates: (defaults.certificates ?? []).map((entry) => entry.date),
        awards: (defaults.awards ?? []).map((entry) => entry.date),
      },
    }),
  };
}

/** The text of resume.json. */
export const jsonResumeText = (content: ResumeContent): string => `${JSON.stringify(jsonResume(content), null, 2)}\n`;
