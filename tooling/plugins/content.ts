import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { contentFolder, contentLabel } from '../content-folder.ts';
import type * as HeadTags from '../head/head-tags';
import type * as PublishedPosts from '../posts/published-posts';
import type * as Validator from '../content/validate-content';
import { sampleFilesOfAnotherOwner } from '../content/sample-files.ts';
import { loadSource } from '../load-source.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Every problem in the owner's content (see tooling/content/validate-content.ts). */
export async function findContentErrors(): Promise<string[]> {
  const module = await loadSource<typeof Validator>('/tooling/content/validate-content.ts');
  return module.validateContent(module.ownContent, { dir: contentFolder(root), label: contentLabel() });
}

/** The sample owner's files that this build would publish under another owner's name. */
async function findSampleFiles(): Promise<string[]> {
  const { profile } = (await loadSource<typeof Validator>('/tooling/content/validate-content.ts')).ownContent as { profile: { name: string } };
  return sampleFilesOfAnotherOwner(profile.name, [contentFolder(root), `${root}public`], root);
}

const problems = (what: string, list: readonly string[]) =>
  `${what} (${list.length} problem${list.length > 1 ? 's' : ''}):\n  - ${list.join('\n  - ')}`;

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
      if (errors.length > 0) this.error(problems('Invalid content', errors));
      // a build would publish them: an error; the dev server only warns, while the owner replaces them
      const samples = await findSampleFiles();
      if (samples.length > 0 && building) this.error(problems('Sample files', samples));
      else if (samples.length > 0) this.warn(problems('Sample files', samples));
    },
    transformIndexHtml: {
      // after Vite's own URL handling: the tags' URLs already carry the base path, which Vite would add again
      order: 'post',
      async handler(html) {
        // the head's URLs follow the build's base path (import.meta.env.BASE_URL)
        const { headTags } = await loadSource<typeof HeadTags>('/tooling/head/head-tags.ts', { base });
        const { publishedPosts } = await loadSource<typeof PublishedPosts>('/tooling/posts/published-posts.ts');
        const tags = headTags(null, { path: null, posts: publishedPosts(), csp: building });
        // a function replacer: the owner's text is inserted as it is, `$&`, `$'` and `$$` included
        return html.replace('<!--app-head-->', () => `<!--app-head-->${tags}<!--/app-head-->`);
      },
    },
  };
}
