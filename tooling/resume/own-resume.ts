import type { Content } from '../content/load-content.ts';
import type { Publication } from '../../src/shared/content/publication.ts';
import { jsonResume } from './json-resume.ts';
import type { ResumeContent } from './resume-content.ts';

/**
 * The owner's content as the résumé's input, with the publications the build has read from its
 * publications.bib; `base` is the build's base path, `label` names the content folder in messages.
 */
export function ownResumeContent(content: Content, { publications, base, label }: { publications: readonly Publication[]; base: string; label: string }): ResumeContent {
  const { site, profile, experience, research, projects, technologies, blog } = content;
  // the home page's address, as the pages' siteUrl('/') writes it
  const homeUrl = new URL(base, site.url).href;
  return { site, profile, experience, research, projects, technologies, blog, publications, homeUrl, label };
}

/** The text of resume.json. */
export const jsonResumeText = (content: ResumeContent): string => `${JSON.stringify(jsonResume(content), null, 2)}\n`;
