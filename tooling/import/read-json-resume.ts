import { readFileSync } from 'node:fs';
import { type JsonResumeInput, schemaProblems } from './json-resume-input.ts';

/**
 * A JSON Resume file read and checked as the import takes it (`source` names it in the problems):
 * the résumé, or every problem that stops the import, one line each naming the file and the field.
 * `npm run import` and `particle-portfolio init --from-resume` (before it writes anything) read it so.
 */
export function readJsonResume(path: string, source: string): { resume: JsonResumeInput } | { problems: string[] } {
  let resume: unknown;
  try {
    resume = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    const reason =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'a folder, not a JSON Resume file'
          : code === 'EACCES'
            ? 'not allowed to read it'
            : `not JSON (${(error as Error).message})`;
    return { problems: [`${source}: ${reason}`] };
  }
  const problems = schemaProblems(resume);
  return problems.length > 0
    ? { problems: problems.map((problem) => `${source}: ${problem}`) }
    : { resume: resume as JsonResumeInput };
}
