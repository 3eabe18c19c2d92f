import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { posts } from './posts';

// The plugin's hooks called as Vite calls them, on a posts folder of the test's own.

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const context = { error: (message: string) => { throw new Error(message); }, warn: () => {} };

function pluginFor(files: Record<string, string>, command: 'build' | 'serve' = 'build') {
  const dir = mkdtempSync(join(tmpdir(), 'site-'));
  cpSync(join(process.cwd(), 'tests/fixtures/images'), join(dir, 'images'), { recursive: true });
  cpSync(join(process.cwd(), 'tests/fixtures/posts'), join(dir, 'posts'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'posts', name), text);
  const previous = process.env.POSTS_DIR;
  process.env.POSTS_DIR = join(dir, 'posts');
  const plugin = posts();
  (plugin.configResolved as Hook).call(context, { root: process.cwd(), command } as ResolvedConfig);
  process.env.POSTS_DIR = previous;
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const load = (id: string) => (plugin.load as Hook).call(context, id) as string | undefined;
  return { dir, plugin, buildStart: () => (plugin.buildStart as Hook).call(context), load };
}
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

describe('the posts plugin', () => {
  it("finds the owner's posts (src/content/posts, none in the sample site) valid", () => {
    const plugin = posts();
    (plugin.configResolved as Hook).call(context, { root: process.cwd(), command: 'build' } as ResolvedConfig);
    expect(() => (plugin.buildStart as Hook).call(context)).not.toThrow();
  });

  it('fails the build on an invalid post, naming the file and the field', () => {
    const { buildStart } = pluginFor({ 'no-date.md': '---\ntitle: T\nsummary: S.\n---\nText\n' });
    expect(buildStart).toThrow(/Invalid posts \(1 problem\):\n {2}- .*posts\/no-date\.md, field "date": is required/);
  });

  it('fails the build on an image a post names that does not exist', () => {
    const { buildStart } = pluginFor({ 'pic.md': '---\ntitle: T\ndate: 2025-01-01\nsummary: S.\n---\n\n![x](nope.png)\n' });
    expect(buildStart).toThrow(/posts\/pic\.md, line 7: image "nope\.png" does not exist in/);
  });

  it('passes a valid folder, and serves the list without drafts in a build and with them in dev', () => {
    const build = pluginFor({});
    expect(build.buildStart).not.toThrow();
    expect(build.load('\0virtual:posts-entry')).toContain('export const hasPosts = true;');
    expect(build.load('\0virtual:posts')).not.toContain('draft-post');
    expect(pluginFor({}, 'serve').load('\0virtual:posts')).toContain('"draft-post"');
  });

  it('serves a post as a module of its HTML, and refuses a draft in a build', () => {
    const { dir, load } = pluginFor({});
    expect(load(join(dir, 'posts/code-blocks.md?post'))).toMatch(/^import .*\nexport default "<p>Posts are written in Markdown\./);
    expect(() => load(join(dir, 'posts/draft-post.md?post'))).toThrow(/is not a post/);
  });

  it('offers nothing of the posts to the initial bundle when there are none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'empty-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const previous = process.env.POSTS_DIR;
    process.env.POSTS_DIR = join(dir, 'posts');
    const plugin = posts();
    (plugin.configResolved as Hook).call(context, { root: process.cwd(), command: 'build' } as ResolvedConfig);
    process.env.POSTS_DIR = previous;
    expect((plugin.load as Hook).call(context, '\0virtual:posts-entry')).toBe('export const hasPosts = false;\nexport const importPosts = undefined;\n');
  });
});
