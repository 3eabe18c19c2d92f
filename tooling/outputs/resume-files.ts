import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_RESUME, jsonResumeFile, resumeFileIn } from '../../src/shared/resume-file.ts';
import type { SiteModel } from '../model/site-model.ts';
import { jsonResumeText, ownResumeContent } from '../resume/own-resume.ts';

/**
 * The résumé files, by path from the site's root: resume.json always (the content as a JSON Resume),
 * and the PDF the profile asks for, generated from the content or the owner's own file. Each other
 * language of the site gets its own in its folder ("pt-br/resume.json"), from its words and texts
 * (headings, citations); the PDF in each language its typesetter and font can set, the others
 * linking the default language's (see resumeFileIn). An entry with a character none of the PDF's
 * fonts has is left out of it, with a warning (`warn`).
 */
export async function resumeFiles(
  model: SiteModel,
  base: string,
  warn: (message: string) => void,
): Promise<Record<string, string | Uint8Array>> {
  const { content } = model;
  const files: Record<string, string | Uint8Array> = {};
  const { resume } = content.profile;
  for (const language of model.languages) {
    const defaults = language.prefix ? { defaults: content } : {};
    const written = ownResumeContent(
      { site: content.site, ...language.words },
      {
        publications: model.publications,
        citationCounts: model.citationCounts?.counts,
        base,
        label: model.context.contentLabel,
        language: {
          ...language,
          texts: { ...language.texts, ...language.resumeSectionTexts },
          citations: await model.citations(language.tag),
          ...defaults,
        },
      },
    );
    files[jsonResumeFile(language)] = jsonResumeText(written);
    const pdf = resumeFileIn(language, resume);
    // the typesetter is loaded only by a build that makes the PDF
    if (resume === GENERATED_RESUME && pdf && !(pdf in files))
      files[pdf] = await (await import('../resume/resume-pdf.ts')).resumePdf(written, { warn });
  }
  if (resume && resume !== GENERATED_RESUME) files[resume] = readFileSync(join(model.context.contentDir, resume));
  return files;
}
