import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type * as Validator from '../src/content/validate-content';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Loads the owner's content through Vite and fails the build (or dev start) when any entry is invalid. */
export async function findContentErrors(): Promise<string[]> {
  const { module } = await runnerImport<typeof Validator>('/src/content/validate-content.ts', {
    root,
    configFile: false,
    logLevel: 'error',
  });
  return module.validateContent(module.ownContent, {
    imagesDir: `${root}src/content/images`,
    publicDir: `${root}public`,
  });
}

export function contentValidation(): Plugin {
  return {
    name: 'content-validation',
    apply: () => !process.env.VITEST,
    async buildStart() {
      const errors = await findContentErrors();
      if (errors.length > 0) {
        this.error(`Invalid content (${errors.length} problem${errors.length > 1 ? 's' : ''}):\n  - ${errors.join('\n  - ')}`);
      }
    },
  };
}
