import { filesBeyondEntry, readManifest } from '../../scripts/initial-chunks.mjs';
import { site } from '../support/site-content';
import { expect, test } from '../e2e/support/fixtures';
import { preloadsOf } from '../e2e/support/preloads';

// A post's page loads the blog's index, the shard of it that holds its post, and its post's module
// (src/features/blog/post-loaders.ts); its prerendered page names the three to preload beside the page's
// code, so none waits for the one before it. Which shard holds a post is read from the build's manifest
// (the shard's chunk imports the post's module), not worked out again here.

const dist = process.env.E2E_DIST ?? 'dist-posts';
const [defaultLanguage = 'en'] = site.languages ?? [];

test("a post's page names its post's module, its shard of the index and the index to preload, and no other shard", async ({
  page,
}) => {
  const manifest = readManifest(dist);
  const ids = Object.keys(manifest);
  const shards = ids.filter((id) => id.startsWith('virtual:posts/'));
  expect(shards.length, 'the fixture posts are cut into several shards').toBeGreaterThan(1);
  const modules = ids.filter((id) => id.startsWith('virtual:post/'));
  expect(modules.length, 'a module per post').toBeGreaterThan(shards.length);
  const filesOf = (id: string) => filesBeyondEntry(manifest, id).map((file) => `/${file}`);
  for (const module of modules) {
    const [language = '', slug = ''] = module.slice('virtual:post/'.length).split('/');
    const holding = shards.filter((shard) => manifest[shard]?.dynamicImports?.includes(module));
    expect(holding, `${module}: in one shard`).toHaveLength(1);
    const [shard = ''] = holding;
    const own = [...filesOf('virtual:posts'), ...filesOf(shard), ...filesOf(module)];
    expect(own.length, module).toBeGreaterThanOrEqual(3);
    const path = `${language === defaultLanguage ? '' : `/${language.toLowerCase()}`}/blog/${slug}`;
    const preloads = await preloadsOf(page, path);
    expect(preloads, path).toEqual(expect.arrayContaining(own));
    const others = shards.filter((other) => other !== shard).map((other) => `/${manifest[other]?.file}`);
    expect(
      preloads.filter((file) => others.includes(file)),
      path,
    ).toEqual([]);
  }
});
