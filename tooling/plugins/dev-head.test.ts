import type { IndexHtmlTransformHook, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { devHead } from './dev-head';

/** index.html's head as the dev server serves it under this base path. */
async function shellHead(base: string, html = '<head><!--app-head--></head>'): Promise<string> {
  const plugin = devHead();
  (plugin.configResolved as (config: Pick<ResolvedConfig, 'base' | 'root'>) => void)({ base, root: process.cwd() });
  const { handler } = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  return (await handler.call({} as ThisParameterType<IndexHtmlTransformHook>, html, {} as Parameters<IndexHtmlTransformHook>[1])) as string;
}

describe("the dev server's head", { timeout: 20_000 }, () => {
  it('carries no CSP <meta>: the hot reload injects inline styles', async () => {
    const head = await shellHead('/');
    expect(head).toContain('<title>');
    expect(head).not.toContain('Content-Security-Policy');
  });

  it('points its icons and manifest inside the base path', async () => {
    const head = await shellHead('/portfolio/');
    expect(head).toContain('<link rel="manifest" href="/portfolio/site.webmanifest" />');
    expect(head).toContain('<link rel="apple-touch-icon" href="/portfolio/apple-touch-icon.png" />');
  });
});
