import { describe, expect, it, vi } from 'vitest';
import { contentValidation } from './content';

// the owner's text as headTags() would return it: `$&`, `$'`, `$$` and `$`` are patterns to a string replacement
const HEAD = "<title>Eve $& $' $$ $` $1</title>";

vi.mock('../load-source.ts', () => ({ loadSource: async () => ({ headTags: () => HEAD, publishedPosts: () => [] }) }));

describe("the single-page shell's head", () => {
  it('holds the tags exactly as headTags() wrote them', async () => {
    const hook = contentValidation().transformIndexHtml as { handler: (html: string) => Promise<string> };
    const html = await hook.handler('<head>\n<!--app-head-->\n<script src="/saved-preferences.js"></script>\n</head>');
    expect(html).toBe(`<head>\n<!--app-head-->${HEAD}<!--/app-head-->\n<script src="/saved-preferences.js"></script>\n</head>`);
  });
});
