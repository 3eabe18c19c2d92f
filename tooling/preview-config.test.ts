import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { contextFromEnvironment } from './context/site-context.mjs';
import { importTypeScript } from './typescript/import-typescript.ts';
import { previewConfig } from './preview-config.ts';

// `vite preview` serves a build as the hosts do, under the path of the site's url: it reads site.ts, and nothing else
// of the content can stop it (the build checked the rest before it wrote the files served).

const OWNER = resolve('tests/fixtures/content/pages-project-owner');
const work = mkdtempSync(join(tmpdir(), 'preview-config-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('serves the build under the path of the url in site.ts, whatever the other content files hold', async () => {
  const content = join(work, 'content');
  cpSync(OWNER, content, { recursive: true });
  // a profile the site model would refuse
  writeFileSync(join(content, 'profile.ts'), 'export const profile = { name: 42 };\n');
  const { site } = await importTypeScript<{ site: { url: string } }>(join(OWNER, 'site.ts'), 1);
  const context = contextFromEnvironment({ CONTENT_DIR: content, DIST_DIR: join(work, 'dist') }, { site: work });

  const config = await previewConfig(context);

  expect(config.base).toBe(new URL(site.url).pathname.replace(/\/?$/, '/'));
  expect(config.build?.outDir).toBe(context.outDir);
  expect(config.plugins?.map((plugin) => plugin && 'name' in plugin && plugin.name)).toEqual(['preview-as-deployed']);
});
