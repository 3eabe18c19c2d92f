import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { InlineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { basePathOrRoot } from '../src/shared/base-path.ts';
import { cacheFolder, packageRoot, serverBundleFolder, type SiteContext } from './context/site-context.mjs';
import { readSiteModel, type SiteRead } from './model/read-site-model.ts';
import { hasPhrases } from './i18n/phrases.ts';
import { hasListPage, type LongList } from '../src/shared/content/lists-on-home.ts';
import { equalPictures } from './plugins/equal-pictures.ts';
import { leanReactRouter } from './plugins/lean-react-router.ts';
import { pictureDirectives } from './plugins/picture-widths.ts';
import { previewAsDeployed } from './plugins/preview-as-deployed.ts';
import { slotClasses } from './plugins/slot-classes.ts';
import { NOT_BUILDABLE, problemsText, sitePlugin } from './site-plugin/site-plugin.ts';
import { inertSvgFiles } from './svg/inert-svg-files.ts';
import { oncePerBuild } from './build-log/once-per-build.ts';
import { devLogger } from './build-log/dev-logger.ts';
import { VENDORED } from './vendor/vendored.mjs';

const require = createRequire(import.meta.url);

/** The entry's script, as the build names it after index.html (assets/index-<hash>.js). */
const ENTRY_SCRIPT = /^assets\/index-[\w-]{8}\.js$/;

/** The folder of the caches, by its real path. */
function realCacheFolder(context: SiteContext): string {
  const modules = join(context.siteRoot, 'node_modules');
  return join(existsSync(modules) ? realpathSync(modules) : modules, '.cache', 'particle-portfolio');
}

/** Why the build stops: the owner's problems, and nothing else (a bundler's stack trace would bury them). */
export class ContentProblems extends Error {
  constructor(read: SiteRead) {
    super(problemsText(read));
    this.name = 'ContentProblems';
  }
}

/** A glob pattern of the package's files, written with "/" on Windows too (a glob reads "\\" as an escape). */
const sourceGlob = (path: string) => join(packageRoot, path).replaceAll('\\', '/');

/**
 * The Vite config of a site, for a command in its context: the template's folder is Vite's root
 * (index.html, src/, public/), wherever it is (a clone of the template, or the package in an owner's
 * site, whose own folder holds the content, the build and the caches). `read` is the site model the
 * command read (the build's two steps share one); without it the config reads the owner's folder
 * itself. A build stops on the content's problems (ContentProblems); the dev server starts all the
 * same and names them over the page until they are fixed.
 */
export async function viteConfig(
  context: SiteContext,
  { command, ssr = false, read }: { command: 'build' | 'serve'; ssr?: boolean; read?: SiteRead },
): Promise<InlineConfig> {
  read ??= await readSiteModel(context, { serve: command === 'serve' });
  if (command === 'build' && !read.model) throw new ContentProblems(read);
  const site = read.model?.content.site;
  // "/" or the sub-path the site lives under: the path of url in site.ts, or the one the command names
  const base = basePathOrRoot(site?.url, context.basePath);
  // a site in one language gets no code for several; the dev server has it, for a language added while it runs
  const multilingual = context.everyFeature || command === 'serve' || (site?.languages?.length ?? 1) > 1;
  const search = read.model?.search ?? false;
  // whether the site shows an optional list's section (the dev server does, for a file added while it runs)
  const hasList = (list: 'education' | 'news' | 'talks' | 'teaching') =>
    JSON.stringify(context.everyFeature || command === 'serve' || (read.model?.content[list].length ?? 0) > 0);
  // whether a long list's page may be shown: the build knows whether the list is long
  const hasListPageCode = (list: LongList) =>
    JSON.stringify(
      context.everyFeature || command === 'serve' || hasListPage(site, list, read.model?.content[list].length ?? 0),
    );
  return {
    configFile: false,
    root: packageRoot,
    // a build's terminal says what the owner acts on (errors, warnings); the bundler's list of files, the
    // notes of each plugin and its timings are for `build --verbose`. The dev server says where it listens.
    logLevel: context.verbose || command === 'serve' ? 'info' : 'warn',
    customLogger:
      command === 'build'
        ? oncePerBuild(context.verbose ? 'info' : 'warn', {
            step: ssr ? 'server' : 'client',
            outDir: context.outDir,
            records: cacheFolder(context, 'build-warnings'),
          })
        : devLogger('info', NOT_BUILDABLE),
    cacheDir: join(context.siteRoot, 'node_modules', '.vite'),
    base,
    plugins: [
      sitePlugin(context, read),
      inertSvgFiles(context),
      equalPictures(),
      leanReactRouter(),
      imagetools({ defaultDirectives: pictureDirectives }),
      react(),
      slotClasses(context.contentDir),
      tailwindcss(),
      previewAsDeployed(site?.hsts),
    ],
    resolve: {
      // the owner's slots (content/slots/*.tsx) import React's JSX runtime: from the template's React, wherever their
      // folder is (outside the site, or a site whose package manager does not hoist React beside it)
      dedupe: ['react', 'react-dom'],
      alias: [
        { find: /^@\//, replacement: `${join(packageRoot, 'src')}/` },
        // the package's public API, which an owner's catalogue of texts imports (`plural`), wherever their folder is
        { find: /^particle-portfolio\/content$/, replacement: join(packageRoot, 'src/shared/content/public.ts') },
        // and the slots' (content/slots/), whose components import their props' types from it
        { find: /^particle-portfolio\/slots$/, replacement: join(packageRoot, 'src/ui/slot-props.ts') },
        // the tuning panel's stylesheet, which lil-gui ships without exporting it; found where npm put lil-gui
        {
          find: /^lil-gui\/dist\/lil-gui\.min\.css/,
          replacement: join(dirname(require.resolve('lil-gui')), 'lil-gui.min.css'),
        },
        // the libraries the package ships bundled (scripts/vendor.mjs): a site does not install their packages
        ...VENDORED.map(({ module, file }) => ({
          find: new RegExp(`^${module.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`),
          replacement: join(packageRoot, file),
        })),
      ],
    },
    // the dev server serves the template's files, the site's (its caches) and the content's, wherever they are
    server: {
      fs: {
        // the caches by their real path too: the site's node_modules may be a link (a copy of the project that shares the
        // template's), and the server allows a file by its real path
        allow: [packageRoot, context.siteRoot, realCacheFolder(context), context.contentDir, context.postsDir],
      },
    },
    // the dev server's pre-bundling of the libraries the pages import. In a site the template's own files are in
    // node_modules, where Vite takes every file it reaches by an alias for a dependency to bundle: `@/…` is the
    // site's source, never bundled (bundled copies held a second copy of React's contexts beside the served one, and
    // a page of a site in two languages threw "useLanguage() outside a page"). Every file the pages run is scanned
    // when the server starts, so that no library is found late, which re-bundles and reloads the page.
    optimizeDeps: {
      entries: [
        sourceGlob('src/**/*.{ts,tsx}'),
        `!${sourceGlob('src/**/*.test.{ts,tsx}')}`,
        `!${sourceGlob('src/server/**')}`,
      ],
      exclude: ['@'],
    },
    build: {
      // the server bundle's entry: what prerenders the pages
      ...(ssr && { ssr: join(packageRoot, 'src/entry-server.tsx') }),
      outDir: ssr ? serverBundleFolder(context) : context.outDir,
      // the server bundle's source map: a page that throws while it is prerendered names the line of the site's code
      // (an owner's slot) rather than the bundle's (scripts/prerender-site.mjs)
      sourcemap: ssr,
      // the build's folder may be outside the root (an owner's site): Vite empties it only when told
      emptyOutDir: true,
      // images stay files: cached once, not repeated in every page's HTML and the JS bundle
      assetsInlineLimit: 0,
      // read by the size report to tell the initial JavaScript from the lazily loaded chunks
      manifest: true,
      modulePreload: {
        // every browser the site targets preloads modules itself (the polyfill was 0.4 kB gz of the entry)
        polyfill: false,
        // a chunk loaded later by another lazy chunk (a shard of the blog's index) names the entry's script among its
        // dependencies, which every page has loaded first: preloaded again, Firefox reported it as a failed request
        resolveDependencies: (_file, dependencies) => dependencies.filter((file) => !ENTRY_SCRIPT.test(file)),
      },
      // the budgets that matter are the size report's (the initial JavaScript); three.js, loaded after the
      // page is readable, is one chunk of 0.9 MB, which Rolldown's generic 500 kB advice would flag at every build
      chunkSizeWarningLimit: 1000,
      rolldownOptions: {
        checks: {
          pluginTimings: context.verbose,
          // the server bundle imports every post's body at once, to prerender them, where the browser's
          // build loads each on its page: the split is the client build's, which keeps the check
          ineffectiveDynamicImport: !ssr,
        },
        // the server bundle's map names each file by its absolute path, as the site has it: a site's node_modules
        // reached through a link would otherwise resolve its relative paths from the link's target
        ...(ssr && {
          output: { sourcemapPathTransform: (source, map) => resolve(dirname(map), source) },
        }),
      },
    },
    define: {
      // built on Vercel: its analytics are compiled in; anywhere else the analytics code is dropped from the bundle
      __VERCEL_ANALYTICS__: JSON.stringify(context.vercel),
      // a site in one language gets no code for several (the switcher, the marks of untranslated fields)
      __MULTILINGUAL__: JSON.stringify(multilingual),
      // a site without pages to search gets no search button, shortcut, anchors or texts
      __SEARCH__: JSON.stringify(search),
      // a site in no language cut into phrases (Japanese, Chinese) gets no code to set them; the dev server has it, for a
      // language added while it runs
      __PHRASES__: JSON.stringify(
        context.everyFeature || command === 'serve' || (site !== undefined && hasPhrases(site)),
      ),
      // a site without publications gets no code of the section
      __PUBLICATIONS__: JSON.stringify(context.everyFeature || (read.model?.publications.length ?? 0) > 0),
      // a site without education, news, talks or teaching gets none of that section's code
      __EDUCATION__: hasList('education'),
      __NEWS__: hasList('news'),
      __TALKS__: hasList('talks'),
      // a site whose news and talks fit on the home page gets no code of their pages (the dev server has it, for a list
      // that grows while it runs)
      __NEWS_PAGE__: hasListPageCode('news'),
      __TALKS_PAGE__: hasListPageCode('talks'),
      __TEACHING__: hasList('teaching'),
      // a site without an owner's slot component gets none of the code that draws one (the dev server has it, for a
      // slot added while it runs)
      __SLOTS__: JSON.stringify(
        context.everyFeature || command === 'serve' || Object.keys(read.model?.slots.components ?? {}).length > 0,
      ),
    },
  };
}
