import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../e2e/support/fixtures';
import { settleAnimations } from '../e2e/support/site';

// axe-core's WCAG 2.1 A and AA rules on the blog with posts, in both themes (contrast of the
// highlighted code, the list, the article, the heading anchors, the scrollable code blocks, the
// contents, the tag chips and tag pages).

test.describe.configure({ mode: 'parallel' });

for (const theme of ['dark', 'light'] as const) {
  test(`the post list and the posts pass axe in the ${theme} theme`, async ({ page, visit }) => {
    test.slow();
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    // posts with contents (code-blocks, math-post, the notebook, long-post) and tag pages (one in another script)
    for (const path of [
      '/blog',
      '/blog/code-blocks',
      '/blog/math-post',
      '/blog/notebook-post',
      '/blog/long-post',
      '/blog/tags/python',
      '/blog/tags/注意機構',
    ]) {
      await visit(path);
      await settleAnimations(page);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const violations = results.violations.flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
      );
      expect(violations, path).toEqual([]);
    }
  });
}
