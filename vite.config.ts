/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { previewAsDeployed } from './tooling/plugins/preview-as-deployed.ts';
import { contentCheck } from './tooling/plugins/content-check.ts';
import { devHead } from './tooling/plugins/dev-head.ts';
import { equalPictures } from './tooling/plugins/equal-pictures.ts';
import { pictureDirectives } from './tooling/plugins/picture-widths.ts';
import { posts } from './tooling/plugins/posts.ts';
import { publications } from './tooling/plugins/publications.ts';
import { resumeFiles } from './tooling/plugins/resume.ts';
import { search } from './tooling/plugins/search.ts';
import { siteImages } from './tooling/plugins/site-images.ts';
import { languages } from './tooling/plugins/languages.ts';
import { technologyIcons } from './tooling/plugins/technology-icons.ts';
import { themeColours } from './tooling/plugins/theme-colours.ts';
import { uiIcons } from './tooling/plugins/ui-icons.ts';
import { sourceAliases } from './tooling/content/folder.mjs';
import { loadContent } from './tooling/content/load-content.ts';
import { stopOnProblem } from './tooling/content/stop-on-problem.ts';
import { hasSearch } from './tooling/search/has-search.ts';
import { withUpgradeNote } from './tooling/upgrade/older-shape-note.ts';
import { resolveBasePath } from './src/shared/base-path.ts';
import { serverDir } from './scripts/server-dir.mjs';
import { SHAPES } from './tests/support/shapes.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
// the owner's content (src/content, or the folder CONTENT_DIR names): its address gives the base path
// a content file that does not load (a syntax error, content in an older shape) is named with its
// line, not buried in a stack trace
const { site } = await loadContent().catch(async (error: Error) => stopOnProblem(await withUpgradeNote(error.message)));

// the résumé lists the publications this plugin reads; the search indexes them and the posts
const publicationsPlugin = publications();
const postsPlugin = posts();
// a site with pages beyond its home page (a post; a draft in `npm run dev`) gets a search, one without no byte of it
// (the unit tests run the header and the home page with it)
let searchable: boolean | undefined;
const withSearch = (command: 'build' | 'serve') =>
  (searchable ??= Boolean(process.env.VITEST) || hasSearch({ root, site, drafts: command === 'serve' }));

// DIST_DIR: a second build beside dist/ (the fixture owners, the fixture posts, the sub-path)
const outDir = process.env.DIST_DIR || 'dist';

export default defineConfig(({ isSsrBuild, command }) => ({
  // "/" or the sub-path the site lives under: the path of url in the content's site.ts, or BASE_PATH
  // an address that is no URL yet (such as the upgrade's empty one) stops the build in the content's check, naming the
  // field
  base: URL.canParse(site.url) ? resolveBasePath(site.url, process.env.BASE_PATH) : '/',
  plugins: [
    contentCheck(),
    languages({ search: withSearch(command) }),
    themeColours(),
    devHead(),
    resumeFiles(publicationsPlugin.api),
    siteImages(),
    postsPlugin,
    publicationsPlugin,
    search({ enabled: withSearch(command), posts: postsPlugin.api, publications: publicationsPlugin.api }),
    technologyIcons(),
    uiIcons(publicationsPlugin.api, { hasSearch: withSearch(command) }),
    equalPictures(),
    imagetools({ defaultDirectives: pictureDirectives }),
    react(),
    tailwindcss(),
    previewAsDeployed(site.hsts),
  ],
  resolve: {
    // "@/content/…" is the owner's content folder (CONTENT_DIR), "@/…" src/
    alias: sourceAliases(root),
  },
  build: {
    outDir: isSsrBuild ? serverDir(outDir) : outDir,
    // images stay files: cached once, not repeated in every page's HTML and the JS bundle
    assetsInlineLimit: 0,
    // read by scripts/size.mjs to tell the initial JavaScript from the lazily loaded chunks
    manifest: true,
    // every browser the site targets preloads modules itself (the polyfill was 0.4 kB gz of the entry)
    modulePreload: { polyfill: false },
  },
  define: {
    // Vercel sets VERCEL=1 while it builds; anywhere else the analytics code is dropped from the bundle
    __VERCEL_ANALYTICS__: JSON.stringify(process.env.VERCEL === '1'),
    // a site in one language gets no code for several (the switcher, the marks of untranslated fields);
    // the unit tests run both kinds of site
    __MULTILINGUAL__: JSON.stringify(Boolean(process.env.VITEST) || (site.languages?.length ?? 1) > 1),
    // a site without pages to search gets no search button, shortcut, anchors or texts
    __SEARCH__: JSON.stringify(withSearch(command)),
  },
  test: {
    // above tests/setup.ts's 5 s wait for the lazily loaded modal, which a loaded machine needed (it timed the test out
    // first)
    testTimeout: 15_000,
    restoreMocks: true,
    // Vitest's default leaves one core to the rest of the machine: on two cores that is one worker, and
    // the suite took 110 s instead of 70 s with two
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // the shapes of content a test file may name (// @module-tag <shape>): an unknown one fails the run
    tags: Object.entries(SHAPES).map(([name, description]) => ({ name, description })),
    projects: [
      {
        extends: true,
        test: {
          name: 'browser code',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'tooling', include: ['tooling/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
}));
