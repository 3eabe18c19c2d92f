import { describe, expect, it, vi } from 'vitest';
import { devShell } from './dev-shell';

// the owner's text as headTags() would return it: `$&`, `$'`, `$$` and `$`` are patterns to a string replacement
const HEAD = "<title>Eve $& $' $$ $` $1</title>";

vi.mock('./head/head-tags', () => ({ headTags: () => HEAD }));

describe("the dev server's page", () => {
  it('holds the head tags exactly as headTags() wrote them, in place of the marker', () => {
    const html = devShell(
      '<html>\n<head>\n<!--app-head-->\n<script src="/saved-preferences.js"></script>\n</head>\n</html>',
      [],
    );
    expect(html.split('\n').slice(1).join('\n')).toBe(
      `<head>\n${HEAD}\n<script src="/saved-preferences.js"></script>\n</head>\n</html>`,
    );
  });
});
