import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type * as Metadata from '../src/app/site-metadata';
import type * as Validator from '../src/content-kit/validate-content';

const root = fileURLToPath(new URL('..', import.meta.url));

async function loadContent() {
  const { module } = await runnerImport<typeof Validator>('/src/content-kit/validate-content.ts', {
    root,
    configFile: false,
    logLevel: 'error',
  });
  return module;
}

/** Every problem in the owner's content (see src/content-kit/validate-content.ts). */
export async function findContentErrors(): Promise<string[]> {
  const module = await loadContent();
  return module.validateContent(module.ownContent, {
    imagesDir: `${root}src/content/images`,
    publicDir: `${root}public`,
  });
}

/**
 * Fails the build (and the dev server's start) when any content entry is invalid, and fills
 * index.html's head from the content: the single-page shell's tags, which scripts/prerender.mjs
 * replaces with each prerendered page's own (between the same markers). The CSP <meta> is in built
 * pages only: the dev server's hot reload needs inline styles and scripts.
 */
export function contentValidation(): Plugin {
  let base = '/';
  let building = false;
  return {
    name: 'content-validation',
    apply: () => !process.env.VITEST,
    configResolved(config) {
      base = config.base;
      building = config.command === 'build';
    },
    async buildStart() {
      const errors = await findContentErrors();
      if (errors.length > 0) {
        this.error(`Invalid content (${errors.length} problem${errors.length > 1 ? 's' : ''}):\n  - ${errors.join('\n  - ')}`);
      }
    },
    transformIndexHtml: {
      // after Vite's own URL handling: the tags' URLs already carry the base path, which Vite would add again
      order: 'post',
      async handler(html) {
        const { module } = await runnerImport<typeof Metadata>('/src/app/site-metadata.ts', {
          root,
          configFile: false,
          logLevel: 'error',
          // the head's URLs follow the build's base path (import.meta.env.BASE_URL)
          base,
          resolve: { alias: { '@': `${root}src` } },
        });
        // a function replacer: the owner's text is inserted as it is, `$&`, `$'` and `$$` included
        return html.replace('<!--app-head-->', () => `<!--app-head-->${module.headTags(null, { csp: building })}<!--/app-head-->`);
      },
    },
  };
}
