// @module-tag posts
// (the shapes of content its outcome depends on, run on the fixture owners that add them: tests/support/shapes.mjs)
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { siteLanguages } from '../i18n/site-languages';
import { posts } from './posts';

// The plugin's hooks called as Vite calls them, on a posts folder of the test's own.

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const fail = (message: string): never => {
  throw new Error(message);
};
const context = { error: fail, warn: () => {} };

function pluginFor(files: Record<string, string>, command: 'build' | 'serve' = 'build', languages?: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'site-'));
  cpSync(join(process.cwd(), 'tests/fixtures/images'), join(dir, 'images'), { recursive: true });
  cpSync(join(process.cwd(), 'tests/fixtures/posts'), join(dir, 'posts'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'posts', name), text);
  const previous = process.env.POSTS_DIR;
  process.env.POSTS_DIR = join(dir, 'posts');
  // without languages, the plugin reads them from the content's site.ts
  const plugin = posts({ stop: fail, ...(languages && { languages: siteLanguages({ languages }) }) });
  (plugin.configResolved as Hook).call(context, { root: process.cwd(), command } as ResolvedConfig);
  process.env.POSTS_DIR = previous;
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const load = (id: string) => (plugin.load as Hook).call(context, id) as Promise<string | undefined>;
  return { dir, plugin, buildStart: () => (plugin.buildStart as Hook).call(context) as Promise<void>, load };
}
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

describe('the posts plugin', () => {
  it("finds the owner's posts (src/content/posts, none in the sample site) valid", async () => {
    const plugin = posts();
    (plugin.configResolved as Hook).call(context, { root: process.cwd(), command: 'build' } as ResolvedConfig);
    await expect((plugin.buildStart as Hook).call(context)).resolves.toBeUndefined();
  });

  it('fails the build on an invalid post, naming the file and the field', async () => {
    const { buildStart } = pluginFor({ 'no-date.md': '---\ntitle: T\nsummary: S.\n---\nText\n' });
    await expect(buildStart()).rejects.toThrow(
      /Invalid posts \(1 problem\):\n {2}- .*posts\/no-date\.md, field "date": is required/,
    );
  });

  it('fails the build on an image a post names that does not exist', async () => {
    const { buildStart } = pluginFor({
      'pic.md': '---\ntitle: T\ndate: 2025-01-01\nsummary: S.\n---\n\n![x](nope.png)\n',
    });
    await expect(buildStart()).rejects.toThrow(/posts\/pic\.md, line 7: image "nope\.png" does not exist in/);
  });

  it('passes a valid folder, and serves the list without drafts in a build and with them in dev', async () => {
    const build = pluginFor({});
    await expect(build.buildStart()).resolves.toBeUndefined();
    expect(await build.load('\0virtual:posts-entry')).toContain('export const hasPosts = true;');
    expect(await build.load('\0virtual:posts')).not.toContain('draft-post');
    expect(await pluginFor({}, 'serve').load('\0virtual:posts')).toContain('"draft-post"');
  });

  it('serves a post as a module of its HTML and its headings (its contents), and refuses a draft in a build', async () => {
    const { dir, load } = pluginFor({});
    const code = (await load(join(dir, 'posts/code-blocks.md?post')))!;
    expect(code).toMatch(/^import .*\nexport const headings = .*;\nexport default "<p>Posts are written in Markdown\./);
    // the three "##" headings of tests/fixtures/posts/code-blocks.md
    expect(JSON.parse(/^export const headings = (.*);$/m.exec(code)?.[1] ?? '')).toEqual([
      { level: 2, id: 'a-typescript-function', text: 'A TypeScript function' },
      { level: 2, id: 'a-python-training-loop', text: 'A Python training loop' },
      { level: 2, id: 'running-it', text: 'Running it' },
    ]);
    await expect(load(join(dir, 'posts/draft-post.md?post'))).rejects.toThrow(/is not a post/);
  });

  it('reads a translation from <slug>.<language>.md, keys each body by language and slug, and serves it', async () => {
    const translation = '---\ntitle: Realce de código\ndate: 2025-03-10\nsummary: Um resumo.\n---\nTexto.\n';
    const { dir, buildStart, load } = pluginFor({ 'code-blocks.pt-br.md': translation }, 'build', ['en', 'pt-BR']);
    await expect(buildStart()).resolves.toBeUndefined();
    const index = (await load('\0virtual:posts'))!;
    expect(index).toContain(
      `"en/code-blocks": () => import(${JSON.stringify(join(dir, 'posts/code-blocks.md?post'))})`,
    );
    expect(index).toContain(
      `"pt-BR/code-blocks": () => import(${JSON.stringify(join(dir, 'posts/code-blocks.pt-br.md?post'))})`,
    );
    expect(await load(join(dir, 'posts/code-blocks.pt-br.md?post'))).toContain('export default "<p>Texto.</p>');
  });

  it('fails the build on a post named after no language of the site, listing the languages', async () => {
    const post = '---\ntitle: T\ndate: 2025-01-01\nsummary: S.\n---\nText\n';
    const { buildStart } = pluginFor({ 'hello.fr.md': post }, 'build', ['en', 'pt-BR']);
    await expect(buildStart()).rejects.toThrow(
      /posts\/hello\.fr\.md: "fr" is no language of the site; .*en \(<slug>\.md\), pt-BR \(<slug>\.pt-BR\.md\), the tag in any case/,
    );
  });

  it('serves a post with math linking its math stylesheet, written with the font, and a plain post linking none', async () => {
    const { dir, load } = pluginFor({});
    const math = (await load(join(dir, 'posts/math-post.md?post')))!;
    const path = /import stylesheet0 from "([^"]+)\?url";/.exec(math)?.[1] ?? '';
    expect(path).toMatch(/node_modules\/\.cache\/particle-portfolio\/posts\/post-math-[0-9a-f]{10}\.css$/);
    expect(readFileSync(path, 'utf8')).toMatch(/@font-face \{ font-family: 'NotoSans Math';/);
    expect(math).not.toContain('post-notebook.css');
    expect(await load(join(dir, 'posts/code-blocks.md?post'))).not.toMatch(/import stylesheet|rel=\\?"stylesheet/);
  });

  it('serves a notebook linking the notebook stylesheet, its figure written for the image pipeline', async () => {
    const { dir, load } = pluginFor({});
    const notebook = (await load(join(dir, 'posts/notebook-post.ipynb?post')))!;
    expect(notebook).toMatch(/import stylesheet1 from ".*src\/shared\/posts\/post-notebook\.css\?url";/);
    const figure = /import image0 from "([^"?]+)\?format=avif;webp;png/.exec(notebook)?.[1] ?? '';
    expect(figure).toMatch(
      /node_modules\/\.cache\/particle-portfolio\/posts\/images\/notebook-post-[0-9a-f]{10}\.png$/,
    );
    expect(readFileSync(figure).subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('fails the build on a TeX error, naming the file, the line and the message', async () => {
    const { buildStart } = pluginFor({
      'tex.md': '---\ntitle: T\ndate: 2025-01-01\nsummary: S.\n---\n\nSee $\\frac{1}$.\n',
    });
    await expect(buildStart()).rejects.toThrow(
      /posts\/tex\.md, line 7: TeX error in "\\frac\{1\}": Unexpected end of input/,
    );
  });

  it('fails the build on a notebook that is not nbformat 4, naming the file and the cell', async () => {
    const notebook = JSON.stringify({
      nbformat: 4,
      nbformat_minor: 5,
      metadata: { post: { title: 'T', date: '2025-01-01', summary: 'S.' } },
      cells: [{ cell_type: 'code', source: 'x' }],
    });
    const { buildStart } = pluginFor({ 'bad.ipynb': notebook });
    await expect(buildStart()).rejects.toThrow(/posts\/bad\.ipynb, cell 1: "outputs" must be a list of outputs/);
  });

  it('offers nothing of the posts to the initial bundle when there are none', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'empty-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const previous = process.env.POSTS_DIR;
    process.env.POSTS_DIR = join(dir, 'posts');
    const plugin = posts();
    (plugin.configResolved as Hook).call(context, { root: process.cwd(), command: 'build' } as ResolvedConfig);
    process.env.POSTS_DIR = previous;
    expect(await (plugin.load as Hook).call(context, '\0virtual:posts-entry')).toBe(
      'export const hasPosts = false;\nexport const importPosts = undefined;\n',
    );
  });
});
