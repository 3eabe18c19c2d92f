/** The profile's `resume` value that has the build write the résumé from the content. */
export const GENERATED_RESUME = 'generated';

/** The name the generated résumé is published under, at the site's root. */
export const GENERATED_RESUME_FILE = 'resume.pdf';

/** The content as a JSON Resume, at the site's root, whatever the résumé choice. */
export const JSON_RESUME_FILE = 'resume.json';

/** The file the menu's Resume entry opens, at the site's root: the generated PDF, the owner's own, or none. */
export function resumeFileName(resume: string | undefined): string | undefined {
  return resume === GENERATED_RESUME ? GENERATED_RESUME_FILE : resume;
}
