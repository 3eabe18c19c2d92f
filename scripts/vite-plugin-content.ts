import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type * as Validator from '../src/content/validate-content';

const root = fileURLToPath(new URL('..', import.meta.url));

async function loadContent() {
  const { module } = await runnerImport<typeof Validator>('/src/content/validate-content.ts', {
    root,
    configFile: false,
    logLevel: 'error',
  });
  return module;
}

/** Every problem in the owner's content (see src/content/validate-content.ts). */
export async function findContentErrors(): Promise<string[]> {
  const module = await loadContent();
  return module.validateContent(module.ownContent, {
    imagesDir: `${root}src/content/images`,
    publicDir: `${root}public`,
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Fails the build (and the dev server's start) when any content entry is invalid, and fills the
 * page title and description in index.html from the profile.
 */
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
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const { profile } = (await loadContent()).ownContent as { profile: { name: string; tagline: string; welcome: string } };
        return html
          .replaceAll('%SITE_TITLE%', escapeHtml(`${profile.name} · ${profile.tagline}`))
          .replaceAll('%SITE_DESCRIPTION%', escapeHtml(profile.welcome));
      },
    },
  };
}
