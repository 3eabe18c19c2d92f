import type { Plugin } from 'vite';
import type * as HeadTags from '../head/head-tags';
import { loadSource } from '../load-source.ts';
import { postsFolder, readPosts } from '../posts/read-posts.ts';
import { languages } from './languages.ts';

/**
 * The dev server's head: index.html gets the single-page shell's tags from the content, afresh at
 * each request. A build's heads are written by scripts/prerender.mjs alone, each page its own and the
 * shell's. No CSP <meta> here: the dev server's hot reload needs inline styles and scripts.
 */
export function devHead(): Plugin {
  let base = '/';
  let root = '';
  return {
    name: 'dev-head',
    apply: 'serve',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    transformIndexHtml: {
      // after Vite's own URL handling: the tags' URLs already carry the base path, which Vite would add again
      order: 'post',
      async handler(html) {
        // the head's URLs follow the base path (import.meta.env.BASE_URL); its words are the default language's (virtual:languages)
        const { headTags } = await loadSource<typeof HeadTags>('/tooling/head/head-tags.ts', { base, plugins: [languages()] });
        const posts = readPosts(postsFolder(root), root).posts.filter((post) => !post.draft);
        const tags = headTags(null, { path: null, posts, csp: false });
        // a function replacer: the owner's text is inserted as it is, `$&`, `$'` and `$$` included
        return html.replace('<!--app-head-->', () => tags);
      },
    },
  };
}
