// axe-core's checks of WCAG 2.1 A and AA on a page of the site, once its animations have settled.
import AxeBuilder from '@axe-core/playwright';
import { settleAnimations } from './page.js';

/**
 * The violations axe finds on the page, or only inside `include` (a CSS selector), one line each.
 * @param {import('@playwright/test').Page} page
 * @param {string} [include]
 */
export async function axeViolations(page, include) {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}
