import type { IndexHtmlTransformHook, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { contentValidation, findContentErrors } from './content';

describe('build-time content check', () => {
  it('loads the content files through Vite and finds them valid', async () => {
    expect(await findContentErrors()).toEqual([]);
  });
});

/** index.html's head as the plugin fills it for `vite build` or `vite` (dev) with this base path. */
async function shellHead(command: 'build' | 'serve', base: string): Promise<string> {
  const plugin = contentValidation();
  (plugin.configResolved as (config: Pick<ResolvedConfig, 'base' | 'command'>) => void)({ base, command });
  const { handler } = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  return (await handler.call({} as ThisParameterType<IndexHtmlTransformHook>, '<head><!--app-head--></head>', {} as Parameters<IndexHtmlTransformHook>[1])) as string;
}

describe('the single-page shell’s head', { timeout: 20_000 }, () => {
  it('carries the CSP <meta> in a build, and not on the dev server, whose hot reload injects inline styles', async () => {
    expect(await shellHead('build', '/')).toContain('<meta http-equiv="Content-Security-Policy"');
    expect(await shellHead('serve', '/')).not.toContain('Content-Security-Policy');
  });

  it('points its icons and manifest inside the base path', async () => {
    const head = await shellHead('build', '/portfolio/');
    expect(head).toContain('<link rel="manifest" href="/portfolio/site.webmanifest" />');
    expect(head).toContain('<link rel="apple-touch-icon" href="/portfolio/apple-touch-icon.png" />');
  });
});
