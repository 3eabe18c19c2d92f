import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentDir, site } from '../support/site-content';
import { expect, test } from './support/fixtures';
import { forShapes } from './support/shape-tags';

// The owner's slots may use any of Tailwind's utilities, not only those the template's pages use: the stylesheet of
// the site they are built into has a rule for every class their components name (tooling/plugins/slot-classes.ts),
// wherever the owner's folder is (here a fixture's, inside the repository's tests/).

const slots = join(contentDir, 'slots');
/** Every class a component of the owner's slots names in a className="…" of its own. */
const classes = existsSync(slots)
  ? [
      ...new Set(
        readdirSync(slots)
          .filter((file) => file.endsWith('.tsx'))
          .flatMap((file) => [...readFileSync(join(slots, file), 'utf8').matchAll(/className="([^"]*)"/g)])
          .flatMap(([, names = '']) => names.split(/\s+/).filter((name) => name !== '')),
      ),
    ]
  : [];

test(
  'every class the owner’s slots name has a rule in the site’s stylesheet',
  forShapes('slots'),
  async ({ page, visit }) => {
    test.skip(classes.length === 0, 'no slot component names a class in this content');
    await visit(new URL(site.url).pathname);
    const missing = await page.evaluate((names) => {
      /**
       * Every style rule's selector of a list of rules, those inside @media, @supports and @layer too.
       */
      const selectors = (rules: CSSRuleList): string[] =>
        [...rules].flatMap((rule) => [
          ...(rule instanceof CSSStyleRule ? [rule.selectorText] : []),
          ...('cssRules' in rule ? selectors((rule as CSSGroupingRule).cssRules) : []),
        ]);
      const all = [...document.styleSheets].flatMap((sheet) => selectors(sheet.cssRules)).join('\n');
      // a class as a selector writes it: "hover:underline" is .hover\:underline
      return names.filter((name) => !all.includes(`.${CSS.escape(name)}`));
    }, classes);
    expect(missing, 'classes of the slots without a rule').toEqual([]);
  },
);
