import { ts } from 'ts-morph';
import { OwnerFileError } from './commit-changes.ts';

/**
 * The syntax errors of a TypeScript file's text, each as "line 3, column 19: ',' expected." (lines
 * and columns from 1, as editors count them); none when it parses. Only the syntax: what a file
 * means is the build's to check.
 */
export function syntaxProblems(text: string, fileName: string): string[] {
  const { diagnostics = [] } = ts.transpileModule(text, { fileName, reportDiagnostics: true });
  const lines = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  return diagnostics.map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    if (diagnostic.start === undefined) return message;
    const { line, character } = lines.getLineAndCharacterOfPosition(diagnostic.start);
    return `line ${line + 1}, column ${character + 1}: ${message}`;
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
