/**
 * Stops the build or the dev server on a problem in the owner's content with the lines that name
 * it, and nothing else: a bundler's stack trace would bury them, and they are no bug of the code.
 */
export function stopOnProblem(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}
