import type { Plugin } from 'vite';
import { sampleNotice, showsSample } from '../content/folder.mjs';
import type * as DevShell from '../../src/server/dev-shell.ts';
import { loadSource } from '../load-source.ts';
import { postsFolder, readPosts } from '../posts/read-posts.ts';
import { languages } from './languages.ts';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * While the site shows the sample (src/content holds nobody's content yet), the dev server's page says
 * so above everything, as the terminal does. Dev only: a build never has it, and the dev server sends
 * no CSP, so its style can be inline.
 */
const noticeHtml = () =>
  `<aside role="note" style="position:relative;z-index:60;margin:0;padding:0.75rem 1rem;background:#fbbf24;color:#111827;font:14px/1.5 system-ui,sans-serif"><pre style="margin:0;white-space:pre-wrap;font:inherit">${escape(sampleNotice().join('\n'))}</pre></aside>`;

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
        // the head's URLs follow the base path (import.meta.env.BASE_URL); its words are the default language's
        // (virtual:languages)
        const { devShell } = await loadSource<typeof DevShell>('/src/server/dev-shell.ts', {
          base,
          plugins: [languages({ search: false })],
        });
        const page = devShell(
          html,
          readPosts(postsFolder(root), root).posts.filter((post) => !post.draft),
        );
        return showsSample() ? page.replace('<body>', `<body>${noticeHtml()}`) : page;
      },
    },
  };
}
