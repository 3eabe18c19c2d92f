import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { contentFolder, contentLabel } from '../content-folder.ts';
import { loadContent, type Content } from '../content/load-content.ts';
import { sampleFilesOfAnotherOwner } from '../content/sample-files.ts';
import { stopOnProblem } from '../content/stop-on-problem.ts';
import { validateContent } from '../content/validate-content.ts';
import { withUpgradeNote } from '../upgrade/older-shape-note.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Every problem in the owner's content (see tooling/content/validate-content.ts). */
export function findContentErrors(content: Content): string[] {
  return validateContent(content, { dir: contentFolder(root), label: contentLabel() });
}

const problems = (what: string, list: readonly string[]) =>
  `${what} (${list.length} problem${list.length > 1 ? 's' : ''}):\n  - ${list.join('\n  - ')}`;

/**
 * Stops the build (and the dev server's start) when any content entry is invalid, or when the build
 * would publish the sample owner's files under another owner's name.
 */
export function contentValidation(): Plugin {
  let building = false;
  return {
    name: 'content-validation',
    apply: () => !process.env.VITEST,
    configResolved(config) {
      building = config.command === 'build';
    },
    async buildStart() {
      const content = await loadContent();
      const errors = findContentErrors(content);
      if (errors.length > 0) stopOnProblem(await withUpgradeNote(problems('Invalid content', errors)));
      // a build would publish them: an error; the dev server only warns, while the owner replaces them
      const samples = sampleFilesOfAnotherOwner(content.profile.name, [contentFolder(root), `${root}public`], root);
      if (samples.length > 0 && building) stopOnProblem(problems('Sample files', samples));
      else if (samples.length > 0) this.warn(problems('Sample files', samples));
    },
  };
}
