import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SiteTexts } from '../../src/shared/i18n/site-texts.ts';
import { cacheFolder, sitePath, type SiteContext } from '../context/site-context.mjs';
import type { BodyInFolder } from '../posts/body-source.ts';
import { mathFontName, mathFontSubset } from '../posts/math-font.ts';
import { mathStylesheet, mathStylesheetName } from '../posts/post-math-stylesheet.ts';
import { postModule } from '../posts/post-modules.ts';
import { TEMPLATE_STYLESHEETS } from '../outputs/template-files.ts';
import { renderNotebook } from '../posts/render-notebook.ts';
import { renderPost, type RenderedPost } from '../posts/render-post.ts';

/** Writes a generated file unless it is there already (its name carries its content's hash). */
function writeOnce(path: string, content: string | Uint8Array): void {
  if (existsSync(path)) return;
  mkdirSync(resolve(path, '..'), { recursive: true });
  writeFileSync(path, content);
}

/** The posts' and stories' bodies of one model: each rendered once, and the files only some of them need. */
export interface Bodies {
  /** Every body of the site (posts and stories), in their pictures' folders. */
  all: readonly BodyInFolder[];
  /** The body of a file (a post's or a story's), by its path. */
  of(path: string): BodyInFolder | undefined;
  /** A body rendered (once per model): its HTML, pictures, math, and problems naming its file. */
  render(body: BodyInFolder): RenderedPost;
  /** The files of the stylesheets only a body needs (its math's, a notebook's), written once. */
  stylesheets(body: BodyInFolder): Promise<string[]>;
  /**
   * The module of a body: its HTML with its pictures, and the stylesheets only it needs, unless `withStylesheets` is
   * false (a post's body: its post's module gives them, virtual:post/…, which its page loads without the body when
   * the page was prerendered).
   */
  module(body: BodyInFolder, options?: { withStylesheets?: boolean }): Promise<string>;
}

/**
 * The bodies of a model: `all` rendered with the texts of their language (the labels a rendering
 * adds: its headings' links, "opens in a new tab"), for the site's base path. A rendering is kept
 * across models while the body's text, its texts and the base path are the same (`kept`: the dev
 * server's renderings, by body), so a save renders only what it changed.
 */
export function siteBodies(
  context: SiteContext,
  {
    all,
    textsOf,
    basePath,
    kept = new Map(),
  }: {
    all: readonly BodyInFolder[];
    textsOf: (tag: string) => SiteTexts | undefined;
    basePath: string;
    kept?: Map<string, { key: string; rendered: RenderedPost }>;
  },
): Bodies {
  const generated = cacheFolder(context, 'posts');
  const render = ({ source, imagesDir }: BodyInFolder): RenderedPost => {
    const texts = textsOf(source.language);
    const key = JSON.stringify([source.body, source.notebook, source.bodyLineOffset, source.file, texts, basePath]);
    const last = kept.get(source.path);
    if (last?.key === key) return last.rendered;
    const options = {
      texts,
      file: source.file,
      lineOffset: source.bodyLineOffset,
      imagesDir,
      imagesLabel: sitePath(context, imagesDir),
      basePath,
    };
    const rendered = source.notebook
      ? renderNotebook(source.notebook, { ...options, slug: source.slug })
      : renderPost(source.body, options);
    kept.set(source.path, { key, rendered });
    return rendered;
  };
  // the math font cut down to the characters of every formula of the site, written once per model
  let mathFont: Promise<string> | undefined;
  const mathFontFile = () =>
    (mathFont ??= (async () => {
      const characters = all.flatMap((body) => [...(render(body).math?.characters ?? [])]);
      const font = await mathFontSubset(characters);
      const path = join(generated, mathFontName(font));
      writeOnce(path, font);
      return path;
    })());
  const byPath = new Map(all.map((body) => [body.source.path, body]));
  const stylesheets = async (body: BodyInFolder) => {
    const rendered = render(body);
    const files: string[] = [];
    if (rendered.math) {
      const css = mathStylesheet(rendered.math.styles, generated, await mathFontFile());
      const path = join(generated, mathStylesheetName(css));
      writeOnce(path, css);
      files.push(path);
    }
    if (rendered.notebook) files.push(TEMPLATE_STYLESHEETS.notebook);
    return files;
  };
  return {
    all,
    of: (path) => byPath.get(path),
    render,
    stylesheets,
    async module(body, { withStylesheets = true } = {}) {
      const rendered = render(body);
      const files = withStylesheets ? await stylesheets(body) : [];
      for (const image of rendered.images) if (image.data) writeOnce(join(generated, 'images', image.name), image.data);
      return postModule(rendered, {
        imagesDir: body.imagesDir,
        generatedDir: join(generated, 'images'),
        stylesheets: files,
      });
    },
  };
}
