import { existsSync, readFileSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import type { Plugin, RunnableDevEnvironment, ViteDevServer } from 'vite';
import { underBase } from '../../src/shared/base-path.ts';
import { isSvgFile, SITE_IMAGE_FILES } from '../../src/shared/site-image-files.ts';
import type * as DevShell from '../../src/server/dev-shell.ts';
import { packageRoot, sampleNotice, sitePath, type SiteContext } from '../context/site-context.mjs';
import { readSiteModel, type SiteRead } from '../model/read-site-model.ts';
import type { SiteModel } from '../model/site-model.ts';
import type { RenderedPost } from '../posts/render-post.ts';
import { summaryOf } from '../posts/read-posts.ts';
import { resumeFiles } from '../outputs/resume-files.ts';
import { siteImageFiles } from '../outputs/site-images.ts';
import { DEV_SPRITE_FILE, technologySprite } from '../outputs/technology-sprite.ts';
import { siteIconNames, uiIconSprite } from '../icons/ui-icon-sprite.ts';
import { FILE_MODULES, type ModuleTarget, virtualModuleOf } from './virtual-modules.ts';

const CONTENT_TYPES: Record<string, string> = { '.pdf': 'application/pdf', '.json': 'application/json' };

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** What the dev server's page says over the site while it shows the sample. */
const sampleNoticeHtml = (context: SiteContext) =>
  `<aside role="note" style="position:relative;z-index:60;margin:0;padding:0.75rem 1rem;background:#fbbf24;color:#111827;font:14px/1.5 system-ui,sans-serif"><pre style="margin:0;white-space:pre-wrap;font:inherit">${escapeHtml(sampleNotice(context).join('\n'))}</pre></aside>`;

/** What the error of a module the content's problems stop begins with. */
export const NOT_BUILDABLE = 'The site cannot be built:';

/** What the site's pages cannot be built without, as the terminal and the dev server's page say it. */
export const problemsText = (read: Pick<SiteRead, 'problems'>): string => read.problems.join('\n\n');

/**
 * The one plugin of the site's content: it serves the site model (tooling/model/) to the pages through
 * the table of virtual modules (./virtual-modules.ts), writes the files made from it into the build (the
 * résumé, the link-preview images and icons) and serves them from the dev server, and puts the UI
 * icons' sprite into every page. `first` is the read of the owner's folder the config was made from.
 *
 * The dev server reads the folder again after each change to it (a content file, a translation, a
 * post, a story, a picture, publications.bib): every problem the build would stop on is named at once,
 * in the terminal and over the page, and the page shows the site again once they are fixed. A change
 * that moves the site's base path, its languages or its search restarts the server, which the config
 * depends on.
 */
export function sitePlugin(context: SiteContext, first: SiteRead): Plugin {
  let read = first;
  let command: 'build' | 'serve' = 'build';
  let base = '/';
  // the dev server's renderings of posts and stories, kept while a body does not change
  const renderings = new Map<string, { key: string; rendered: RenderedPost }>();
  let devServer: ViteDevServer | undefined;

  const model = (): SiteModel => {
    if (read.model) return read.model;
    const error = new Error(`${NOT_BUILDABLE}\n\n${problemsText(read)}`);
    // the owner's problem, which the message names: the dev server's overlay shows no frames of the package's
    error.stack = error.message;
    throw error;
  };
  const uiSprite = () => {
    const { content, publications, search } = model();
    return uiIconSprite(
      siteIconNames({
        hasEntryLinks: publications.length > 0 || content.talks.length > 0 || content.teaching.length > 0,
        hasSearch: search,
        links: content.profile.links,
      }),
    );
  };

  /** Reads the folder again (the dev server, after a change) and makes the pages follow. */
  async function reread(server: ViteDevServer) {
    const { logger } = server.config;
    const before = read;
    read = await readSiteModel(context, { serve: true, renderings });
    const site = (one: SiteRead) => one.model?.content.site;
    const shape = (one: SiteRead) =>
      JSON.stringify([site(one)?.url, site(one)?.languages?.length ?? 1, one.model?.search]);
    if (read.model && before.model && shape(read) !== shape(before)) {
      logger.info("content: the site's address, languages or search changed: restarting", { timestamp: true });
      await server.restart();
      return;
    }
    if (read.problems.length > 0) {
      logger.error(`\n${problemsText(read)}\n`, { timestamp: true });
      server.ws.send({ type: 'error', err: { message: problemsText(read), stack: '', plugin: 'particle-portfolio' } });
    } else if (before.problems.length > 0) logger.info('content: every problem is fixed', { timestamp: true });
    for (const warning of read.warnings.filter((warning) => !before.warnings.includes(warning))) logger.warn(warning);
    for (const environment of Object.values(server.environments)) {
      // the table's modules (a family's members too: each language's) and the files' modules
      for (const [id, module] of environment.moduleGraph.idToModuleMap)
        if (
          (id.startsWith('\0') && virtualModuleOf(id.slice(1))) ||
          FILE_MODULES.some(({ query }) => id.endsWith(query))
        )
          environment.moduleGraph.invalidateModule(module);
    }
    server.ws.send({ type: 'full-reload' });
  }

  return {
    name: 'particle-portfolio',
    configResolved(config) {
      command = config.command;
      base = config.base;
      if (command === 'build' && !config.build.ssr) {
        // once a build (the client's): the server build that follows reads the same folder
        for (const warning of read.warnings) config.logger.warn(`\n${warning}`);
        for (const note of read.notes) config.logger.info(note);
      }
    },
    buildStart() {
      const stale = SITE_IMAGE_FILES.filter((file) => existsSync(join(packageRoot, 'public', file)));
      if (stale.length > 0)
        this.error(
          `${stale.map((file) => sitePath(context, join(packageRoot, 'public', file))).join(', ')}: the build makes ${stale.length > 1 ? 'these files' : 'this file'} from the content; delete ${stale.length > 1 ? 'them' : 'it'}`,
        );
    },
    resolveId: (id) => (virtualModuleOf(id) ? `\0${id}` : undefined),
    async load(id) {
      const module = id.startsWith('\0') ? virtualModuleOf(id.slice(1)) : undefined;
      const target: ModuleTarget = {
        consumer: this.environment.config.consumer,
        command,
        base,
        emitFile: (fileName, source) => {
          if (command === 'build') this.emitFile({ type: 'asset', fileName, source });
        },
        warn: (message) => this.environment.logger.warn(message),
      };
      if (module) {
        const code = await module(model(), target);
        // a family's member the site does not have: "virtual:languages/xx", a language site.ts does not list
        if (code === undefined) this.error(`${id.slice(1)}: the site has no such module`);
        return code;
      }
      const fileModule = FILE_MODULES.find(({ query }) => id.endsWith(query));
      if (!fileModule) return undefined;
      const code = await fileModule.load(model(), id.slice(0, -fileModule.query.length));
      if (code === undefined)
        this.error(`${sitePath(context, id)} is no page of the site (a draft, or no project's story)`);
      return code;
    },
    transformIndexHtml: {
      // after Vite's own URL handling: the dev shell's URLs already carry the base path, which Vite would add again
      order: 'post',
      async handler(html) {
        if (!/<body[^>]*>/.test(html)) throw new Error('index.html has no <body> to put the icon sprite in');
        // a function replacer: the markup is inserted as it is
        const atBody = (markup: string) => (page: string) =>
          page.replace(/<body[^>]*>/, (body) => `${body}\n    ${markup}`);
        if (!read.model) return atBody(`<pre role="alert">${escapeHtml(problemsText(read))}</pre>`)(html);
        const page = atBody(uiSprite())(html);
        if (command === 'build' || !devServer) return page;
        // the dev server's page: the single-page shell's head, in the default language, drawn by the app's own code
        const { devShell } = await (devServer.environments.ssr as RunnableDevEnvironment).runner.import<
          typeof DevShell
        >('/src/server/dev-shell.ts');
        const shell = devShell(page, read.model.posts.filter((post) => !post.draft).map(summaryOf));
        return context.showsSample ? atBody(sampleNoticeHtml(context))(shell) : shell;
      },
    },
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      const { logger } = this.environment;
      const started = performance.now();
      const written = Object.entries(await resumeFiles(model(), base, (message) => logger.warn(message)));
      for (const [fileName, source] of written) this.emitFile({ type: 'asset', fileName, source });
      // what the résumé costs the build, beside what it writes
      const sizes = written.map(([fileName, source]) => `${fileName} (${(source.length / 1024).toFixed(1)} kB)`);
      logger.info(`résumé: ${sizes.join(', ')} in ${((performance.now() - started) / 1000).toFixed(2)} s`);
      for (const [fileName, source] of await siteImageFiles(model(), base))
        this.emitFile({ type: 'asset', fileName, source });
      // the papers' PDFs, beside their publications' pages
      for (const [fileName, path] of model().paperFiles)
        this.emitFile({ type: 'asset', fileName, source: readFileSync(path) });
    },
    configureServer(server) {
      devServer = server;
      // the owner's folder, and the posts' when it is elsewhere: each change read again, once a burst of saves is over
      const folders = [context.contentDir, context.postsDir];
      // and the site's lock, which `npm install` of a package the content needs rewrites (tooling/packages/)
      const lock = join(context.siteRoot, 'package-lock.json');
      // the posts' folder on its own only when it is elsewhere: asked to watch content/posts before it exists, the
      // watcher watches content/ for that name alone, and a file or folder added beside it went unseen
      const inContent = context.postsDir.startsWith(context.contentDir + sep);
      for (const watched of [...(inContent ? [context.contentDir] : folders), lock]) server.watcher.add(watched);
      let timer: ReturnType<typeof setTimeout> | undefined;
      let reading = Promise.resolve();
      const onChange = (file: string) => {
        if (file !== lock && !folders.some((folder) => file === folder || file.startsWith(folder + sep))) return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          reading = reading
            .then(() => reread(server))
            .catch((error: unknown) => server.config.logger.error(String(error)));
        }, 50);
      };
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      server.watcher.on('change', onChange);
      // a folder made or removed (content/slots/, a language's folder): the files made with it may come before the
      // watcher watches it, and name no event of their own
      server.watcher.on('addDir', onChange);
      server.watcher.on('unlinkDir', onChange);
      if (read.problems.length > 0) server.config.logger.error(`\n${problemsText(read)}\n`);
      for (const warning of read.warnings) server.config.logger.warn(warning);

      // the pictures and the résumé files, drawn from the model of the moment
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        const name = underBase(base, path);
        if (name === undefined || !read.model) return next();
        const send = (type: string, body: string | Uint8Array) => {
          res.setHeader('Content-Type', type);
          res.setHeader('Cache-Control', 'no-cache');
          res.end(body);
        };
        const current = read.model;
        if (name === DEV_SPRITE_FILE) return send('image/svg+xml', technologySprite(current));
        const paper = current.paperFiles.get(name);
        if (paper) return send('application/pdf', readFileSync(paper));
        // a language's preview image is in its folder: "de/og-image.png"
        if (SITE_IMAGE_FILES.includes(name) || /^[a-z0-9-]+\/og-image\.png$/.test(name)) {
          siteImageFiles(current, base)
            .then((files) => {
              const file = files.get(name);
              if (file) send(isSvgFile(name) ? 'image/svg+xml' : 'image/png', file);
              else next();
            })
            .catch(next);
          return;
        }
        // the résumé files are at the site's root or in a language's folder
        const type = CONTENT_TYPES[extname(name)];
        if (!/^([a-z0-9-]+\/)?[\w.-]+$/i.test(name) || type === undefined) return next();
        resumeFiles(current, base, (message) => server.config.logger.warn(message))
          .then((files) => {
            const file = files[name];
            if (file === undefined) next();
            else send(type, file);
          })
          .catch(next);
      });
    },
  };
}
