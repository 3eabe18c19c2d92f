import { experience } from '@/content/experience';
import { profile } from '@/content/profile';
import { projects } from '@/content/projects';
import { research } from '@/content/research';
import { technologies } from '@/content/technologies';
import { siteUrl } from '@/shared/site-paths';
import type { Publication } from '../../src/shared/content/publication.ts';
import { jsonResume } from './json-resume.ts';
import type { ResumeContent } from './resume-content.ts';

/**
 * This build's content (src/content, or the folder CONTENT_DIR names) as the résumé's input, with
 * the publications the build has read from its publications.bib; `label` names the folder in messages.
 */
export function ownResumeContent(label: string, publications: readonly Publication[]): ResumeContent {
  return { profile, experience, research, projects, technologies, publications, homeUrl: siteUrl('/'), label };
}

/** The text of resume.json. */
export const jsonResumeText = (content: ResumeContent): string => `${JSON.stringify(jsonResume(content), null, 2)}\n`;
