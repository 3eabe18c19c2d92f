import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { readManifest } from '../../scripts/initial-chunks.mjs';

// The home page's initial JavaScript does not grow with the number or length of posts.
// Read from the build of the fixture posts: nothing of any post (its module, its text) is in the
// JavaScript a first visit loads; the posts arrive in chunks of their own.

const dist = process.env.E2E_DIST ?? 'dist-posts';
const POSTS = 'tests/fixtures/posts';

/** The fixture posts the build publishes: every post file but a draft (`draft: true` in its front matter or metadata). */
const published = readdirSync(POSTS).filter(
  (name) =>
    /\.(md|ipynb)$/.test(name) && !/^draft:\s*true\s*$|"draft":\s*true/m.test(readFileSync(join(POSTS, name), 'utf8')),
);

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

test('no post module and no post text in the initial JavaScript', () => {
  const manifest = readManifest(dist) as Record<string, Chunk>;
  const initial = new Set<string>();
  const walk = (key: string) => {
    if (initial.has(key) || !manifest[key]) return;
    initial.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported);
  };
  walk('index.html');

  // each post's module (its body with the post and those around it), and each page of a list, is a chunk of its own
  const postModules = Object.keys(manifest).filter((key) => key.startsWith('virtual:post/'));
  expect(postModules.length, 'one chunk per published fixture post').toBe(published.length);
  expect(
    [...initial].filter((key) => /\.(md|ipynb)\?post$/.test(key) || /^virtual:(posts|post\/|post-list\/)/.test(key)),
  ).toEqual([]);
  // the blog's index arrives with the blog's pages: a dynamic import of the initial chunk
  expect(manifest['index.html']?.dynamicImports).toContain('virtual:posts');

  const initialJs = [...initial].map((key) => readFileSync(join(dist, manifest[key]!.file), 'utf8')).join('\n');
  for (const text of [
    'Highlighting code at build time',
    'A long post about evaluating models',
    'written to test reading time',
    'movingAverage',
    'Baselines are cheap to build',
    'hostile-post',
    'fixture-loss-chart',
    'Training and validation loss',
    'Attention',
  ]) {
    expect(initialJs, text).not.toContain(text);
  }
});
