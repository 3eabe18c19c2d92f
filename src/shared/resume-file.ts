/** The profile's `resume` value that has the build write the résumé from the content. */
export const GENERATED_RESUME = 'generated';

/** The name the generated résumé is published under, at the site's root. */
export const GENERATED_RESUME_FILE = 'resume.pdf';

/** The content as a JSON Resume, at the site's root, whatever the résumé choice. */
export const JSON_RESUME_FILE = 'resume.json';

/**
 * The JSON Resume of a language, from the site's root: "resume.json" for the default language (the
 * address it always had), "pt-br/resume.json" under another language's folder.
 */
export const jsonResumeFile = ({ prefix }: { prefix: string }): string =>
  prefix ? `${prefix}/${JSON_RESUME_FILE}` : JSON_RESUME_FILE;

/** The file the menu's Resume entry opens, at the site's root: the generated PDF, the owner's own, or none. */
export function resumeFileName(resume: string | undefined): string | undefined {
  return resume === GENERATED_RESUME ? GENERATED_RESUME_FILE : resume;
}

/**
 * The file the menu's Resume entry opens in a language, from the site's root. A generated résumé is
 * written in each language it can be set in (`resumePdf`: "pt-br/resume.pdf"); a language written in
 * a script none of its fonts has links the default language's. The owner's own PDF is one file.
 */
export function resumeFileIn(
  language: { prefix: string; resumePdf: boolean },
  resume: string | undefined,
): string | undefined {
  const file = resumeFileName(resume);
  return file === GENERATED_RESUME_FILE && language.prefix && language.resumePdf ? `${language.prefix}/${file}` : file;
}
