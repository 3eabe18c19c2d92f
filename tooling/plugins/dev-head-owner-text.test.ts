import type { IndexHtmlTransformHook, ResolvedConfig } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { devHead } from './dev-head';

// the owner's text as headTags() would return it: `$&`, `$'`, `$$` and `$`` are patterns to a string replacement
const HEAD = "<title>Eve $& $' $$ $` $1</title>";

vi.mock('../load-source.ts', () => ({ loadSource: async () => ({ headTags: () => HEAD }) }));

describe("the dev server's head", () => {
  it('holds the tags exactly as headTags() wrote them, in place of the marker', async () => {
    const plugin = devHead();
    (plugin.configResolved as (config: Pick<ResolvedConfig, 'base' | 'root'>) => void)({ base: '/', root: process.cwd() });
    const { handler } = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
    const html = await handler.call({} as ThisParameterType<IndexHtmlTransformHook>, '<head>\n<!--app-head-->\n<script src="/saved-preferences.js"></script>\n</head>', {} as Parameters<IndexHtmlTransformHook>[1]);
    expect(html).toBe(`<head>\n${HEAD}\n<script src="/saved-preferences.js"></script>\n</head>`);
  });
});
