import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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
import { projectPages } from './tooling/plugins/project-pages.ts';
import { publications } from './tooling/plugins/publications.ts';
import { resumeFiles } from './tooling/plugins/resume.ts';
import { search } from './tooling/plugins/search.ts';
import { siteImages } from './tooling/plugins/site-images.ts';
import { languages } from './tooling/plugins/languages.ts';
import { technologyIcons } from './tooling/plugins/technology-icons.ts';
import { themeColours } from './tooling/plugins/theme-colours.ts';
import { uiIcons } from './tooling/plugins/ui-icons.ts';
import {
  contentFolder,
  distFolder,
  packageRoot,
  realCacheRoot,
  siteRoot,
  sourceAliases,
} from './tooling/content/folder.mjs';
import { loadContent } from './tooling/content/load-content.ts';
import { stopOnProblem } from './tooling/content/stop-on-problem.ts';
import { hasSearch } from './tooling/search/has-search.ts';
import { hasPhrases } from './tooling/i18n/phrases.ts';
import { withUpgradeNote } from './tooling/upgrade/older-shape-note.ts';
import { resolveBasePath } from './src/shared/base-path.ts';
import { serverDir } from './scripts/server-dir.mjs';

// the owner's content (src/content, or the folder CONTENT_DIR names): its address gives the base path
// a content file that does not load (a syntax error, content in an older shape) is named with its
// line, not buried in a stack trace
const { site } = await loadContent().catch(async (error: Error) => stopOnProblem(await withUpgradeNote(error.message)));

// the résumé lists the publications this plugin reads; the search indexes them and the posts
const publicationsPlugin = publications();
// the projects' stories go through the posts' pipeline; the project pages' api gives their words (for an index of the
// site)
const postsPlugin = posts();
const projectPagesPlugin = projectPages(postsPlugin.api);
// a site with pages beyond its home page (a post, a project's story; a draft in `npm run dev`) gets a search, one
// without no byte of it (the unit tests run the header and the home page with it)
let searchable: boolean | undefined;
const withSearch = (command: 'build' | 'serve') =>
  (searchable ??= Boolean(process.env.VITEST) || hasSearch({ site, drafts: command === 'serve' }));

const require = createRequire(import.meta.url);

// `particle-portfolio build --verbose` (or PORTFOLIO_VERBOSE=1)
const verbose = Boolean(process.env.PORTFOLIO_VERBOSE);

// DIST_DIR: a second build beside dist/ (the fixture owners, the fixture posts, the sub-path)
const outDir = distFolder();

// The template's folder is Vite's root (index.html, src/, public/), wherever it is: a clone of the
// template, or the package in an owner's site, whose own folder (siteRoot) holds the content, the build
// and Vite's cache.
export default defineConfig(({ command, isSsrBuild }) => ({
  root: packageRoot,
  // a build's terminal says what the owner acts on (errors, warnings); the bundler's list of files, the
  // notes of each plugin and its timings are for `build --verbose`. The dev server says where it listens.
  logLevel: verbose || command === 'serve' ? 'info' : 'warn',
  cacheDir: join(siteRoot(), 'node_modules', '.vite'),
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
    projectPagesPlugin,
    publicationsPlugin,
    search({
      enabled: withSearch(command),
      posts: postsPlugin.api,
      projectPages: projectPagesPlugin.api,
      publications: publicationsPlugin.api,
    }),
    technologyIcons(),
    uiIcons(publicationsPlugin.api, { hasSearch: withSearch(command) }),
    equalPictures(),
    imagetools({ defaultDirectives: pictureDirectives }),
    react(),
    tailwindcss(),
    previewAsDeployed(site.hsts),
  ],
  resolve: {
    alias: [
      // "@/content/…" is the owner's content folder (CONTENT_DIR), "@/…" src/
      ...sourceAliases(),
      // the tuning panel's stylesheet, which lil-gui ships without exporting it; found where npm put lil-gui
      {
        find: /^lil-gui\/dist\/lil-gui\.min\.css/,
        replacement: join(dirname(require.resolve('lil-gui')), 'lil-gui.min.css'),
      },
    ],
  },
  // the dev server serves the template's files, the site's (its caches) and the content's, wherever they are
  server: { fs: { allow: [packageRoot, siteRoot(), realCacheRoot(), contentFolder()] } },
  build: {
    outDir: isSsrBuild ? serverDir(outDir) : outDir,
    // the build's folder may be outside the root (an owner's site): Vite empties it only when told
    emptyOutDir: true,
    // images stay files: cached once, not repeated in every page's HTML and the JS bundle
    assetsInlineLimit: 0,
    // read by scripts/size.mjs to tell the initial JavaScript from the lazily loaded chunks
    manifest: true,
    // every browser the site targets preloads modules itself (the polyfill was 0.4 kB gz of the entry)
    modulePreload: { polyfill: false },
    // the budgets that matter are scripts/size.mjs's (the initial JavaScript); three.js, loaded after the
    // page is readable, is one chunk of 0.9 MB, which Rolldown's generic 500 kB advice would flag at every build
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      checks: {
        pluginTimings: verbose,
        // the server bundle imports every post's body at once, to prerender them, where the browser's
        // build loads each on its page: the split is the client build's, which keeps the check
        ineffectiveDynamicImport: !isSsrBuild,
      },
    },
  },
  define: {
    // Vercel sets VERCEL=1 while it builds; anywhere else the analytics code is dropped from the bundle
    __VERCEL_ANALYTICS__: JSON.stringify(process.env.VERCEL === '1'),
    // a site in one language gets no code for several (the switcher, the marks of untranslated fields);
    // the unit tests run both kinds of site, and the dev server has it, for a language added while it runs
    __MULTILINGUAL__: JSON.stringify(
      command === 'serve' || Boolean(process.env.VITEST) || (site.languages?.length ?? 1) > 1,
    ),
    // a site without pages to search gets no search button, shortcut, anchors or texts
    __SEARCH__: JSON.stringify(withSearch(command)),
    // a site in no language cut into phrases (Japanese, Chinese) gets no code to set them; the dev server has it, for a
    // language added while it runs
    __PHRASES__: JSON.stringify(command === 'serve' || Boolean(process.env.VITEST) || hasPhrases(site)),
  },
}));
