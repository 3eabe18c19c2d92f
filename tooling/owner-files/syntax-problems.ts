import { parseSync } from 'vite';
import { OwnerFileError } from './commit-changes.ts';

/** The line and column (from 1, as editors count them) of an offset of `text` (UTF-16, as JavaScript counts). */
function placeOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/**
 * The syntax errors of a TypeScript file's text, each as "line 3, column 19: Expected `,` but found
 * `:`" (lines and columns from 1, as editors count them); none when it parses. Only the syntax: what
 * a file means is the build's to check. The parser is the one Vite builds with.
 */
export function syntaxProblems(text: string, fileName: string): string[] {
  const { errors } = parseSync(fileName, text, { lang: 'ts', sourceType: 'module' });
  return errors.map((error) => {
    const [label] = error.labels;
    if (!label) return error.message;
    const { line, column } = placeOf(text, label.start);
    return `line ${line}, column ${column}: ${error.message}`;
  });
}

/**
 * Stops a command (`what`: "the upgrade") that would write a TypeScript file that does not parse,
 * before it writes anything: a bug of the command's, never the owner's, which no owner should find
 * in their files.
 */
export function refuseBrokenTexts(what: string, files: readonly { shown: string; text: string }[]): void {
  const broken = files.flatMap(({ shown, text }) =>
    shown.endsWith('.ts') ? syntaxProblems(text, shown).map((problem) => `${shown}, ${problem}`) : [],
  );
  if (broken.length > 0)
    throw new OwnerFileError(
      `${what} would write these files with a syntax error, which is its bug, not yours (please report it):\n${broken.join('\n')}`,
    );
}
