import { existsSync } from 'node:fs';
import type { IndexHtmlTransformHook, ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultLanguage } from '@/ui/language';
import { devHead } from './dev-head';
import { SUB_PATH } from '../../tests/support/sub-path';

/** index.html's head as the dev server serves it under this base path. */
async function shellHead(base: string, html = '<html><head><!--app-head--></head></html>'): Promise<string> {
  const plugin = devHead();
  (plugin.configResolved as (config: Pick<ResolvedConfig, 'base' | 'root'>) => void)({ base, root: process.cwd() });
  const { handler } = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  return (await handler.call(
    {} as ThisParameterType<IndexHtmlTransformHook>,
    html,
    {} as Parameters<IndexHtmlTransformHook>[1],
  )) as string;
}

describe("the dev server's head", { timeout: 20_000 }, () => {
  it('is in the default language, and carries no CSP <meta>: the hot reload injects inline styles', async () => {
    const head = await shellHead('/');
    expect(head).toMatch(new RegExp(`^<html lang="${defaultLanguage.tag}" dir="${defaultLanguage.dir}">`));
    expect(head).toContain('<title>');
    expect(head).not.toContain('Content-Security-Policy');
  });

  it('points its icons and manifest inside the base path', async () => {
    const head = await shellHead(SUB_PATH);
    expect(head).toContain(`<link rel="manifest" href="${SUB_PATH}site.webmanifest" />`);
    expect(head).toContain(`<link rel="apple-touch-icon" href="${SUB_PATH}apple-touch-icon.png" />`);
  });
});

describe("the dev server's page while the site shows the sample", { timeout: 20_000 }, () => {
  const page = '<html><head><!--app-head--></head><body><div id="root"></div></body></html>';
  const previous = process.env.CONTENT_DIR;
  afterEach(() => {
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
  });

  it('says it is the sample, and how to start your own, above the page', async () => {
    delete process.env.CONTENT_DIR;
    const html = await shellHead('/', page);
    // the project's own src/content decides: the template has none, an owner's fork has theirs
    const sample = !existsSync('src/content/profile.ts');
    expect(html.includes('role="note"')).toBe(sample);
    if (sample) {
      // first in <body>, above the page
      const note = /<body><aside role="note"[^>]*>([\s\S]*?)<\/aside>/.exec(html)?.[1] ?? '';
      expect(note).toContain('This is the sample site');
      expect(note).toContain('npm run import -- path/to/resume.json');
      expect(note).toContain('npm run start-from-sample');
    }
  });

  it("says nothing of the kind on an owner's content", async () => {
    process.env.CONTENT_DIR = 'tests/fixtures/content/sparse-owner';
    expect(await shellHead('/', page)).not.toContain('role="note"');
  });
});
