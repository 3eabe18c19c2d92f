import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { contentFolder, contentLabel, sampleNotice, showsSample } from '../content/folder.mjs';
import { loadContent, type Content } from '../content/load-content.ts';
import { readSampleOwner, sampleLeftIn } from '../content/sample-content.ts';
import { stopOnProblem } from '../content/stop-on-problem.ts';
import { validateContent } from '../content/validate-content.ts';
import { withUpgradeNote } from '../upgrade/older-shape-note.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Every problem in the owner's content (see tooling/content/validate-content.ts). */
export function findContentErrors(content: Content): string[] {
  return validateContent(content, { dir: contentFolder(), label: contentLabel() });
}

const problems = (what: string, list: readonly string[]) =>
  `${what} (${list.length} problem${list.length > 1 ? 's' : ''}):\n  - ${list.join('\n  - ')}`;

/**
 * Stops the build (and the dev server's start) when any content entry is invalid, or when the build
 * would publish the sample owner's files or words under another owner's name; says so while the
 * site shows the sample because src/content holds nobody's content yet.
 */
export function contentCheck(): Plugin {
  let building = false;
  return {
    name: 'content-check',
    apply: () => !process.env.VITEST,
    configResolved(config) {
      building = config.command === 'build';
      if (showsSample() && !config.build.ssr) config.logger.warn(`\n${sampleNotice().join('\n')}\n`);
    },
    async buildStart() {
      const content = await loadContent();
      const errors = findContentErrors(content);
      if (errors.length > 0) stopOnProblem(await withUpgradeNote(problems('Invalid content', errors)));
      const sample = await readSampleOwner(root);
      const left = sample
        ? sampleLeftIn(sample, {
            content,
            label: contentLabel(),
            folders: [contentFolder(), `${root}public`],
            root,
          })
        : [];
      // a build would publish them: an error; the dev server only warns, while the owner replaces them
      if (left.length > 0 && building) stopOnProblem(problems("The sample owner's content", left));
      else if (left.length > 0) this.warn(problems("The sample owner's content", left));
    },
  };
}
