import { forOwners } from '../support/owner-tags.js';
import { projectStories } from '../support/project-stories.js';
import { at, inLanguage, languages, posts, slots } from '../support/site.js';
import { expect, test } from '../support/site-test.js';

// The owner's slots (content/slots/) on every kind of page they draw on, in every language: head.ts's elements in
// the head, footer.tsx's footer after the main part, and every component drawing without an error (the check fails a
// page that logs one: a slot that throws leaves the template's part in its place and says so in the console); and
// styles.css's rules among the page's. What each page must have is read from the owner's slots as the build reads them.

const hasSlots = slots.components.length > 0 || slots.head.length > 0 || slots.stylesheet !== null;

/** An attribute's name in a CSS selector: escaped, so that a name such as "xml:lang" selects itself. */
const cssName = (/** @type {string} */ name) => name.replace(/[^\w-]/g, (char) => `\\${char}`);

/**
 * The pages of a language the slots draw on: its home page (the header, the intro, the projects' cards, the footer),
 * its newest post's (the post's footer) and a project's page, where the site has them.
 * @param {(typeof languages)[number]} language
 */
function pagesIn({ tag, prefix }) {
  const post = posts.find((candidate) => candidate.language === tag);
  const story = projectStories[0];
  return [
    inLanguage(prefix, '/'),
    ...(post ? [inLanguage(prefix, `/blog/${post.slug}`)] : []),
    ...(story ? [inLanguage(prefix, `/projects/${story.name}`)] : []),
  ];
}

test.describe('the owner’s slots', () => {
  test.skip(!hasSlots, 'no content/slots/ in this site');

  for (const language of languages)
    test(
      `${language.tag}: head.ts's elements are in the head of each page, footer.tsx's footer ends it, and no slot fails`,
      forOwners('slots'),
      async ({ page, visit }) => {
        for (const path of pagesIn(language)) {
          await visit(at(path));
          for (const { element, attributes } of slots.head) {
            const selector = Object.entries(attributes)
              .map(([name, value]) => `[${cssName(name)}=${JSON.stringify(value)}]`)
              .join('');
            await expect(page.locator(`head > ${element}${selector}`), `${path}: ${element}${selector}`).toHaveCount(1);
          }
          if (!slots.components.includes('footer')) continue;
          const footer = page.getByRole('contentinfo');
          await expect(footer, `${path}: the owner's footer`).toHaveCount(1);
          // after the page's main part, never in it
          const afterMain = await footer.evaluate((element) => {
            const main = document.querySelector('main');
            return main !== null && (main.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
          });
          expect(afterMain, `${path}: the footer follows <main>`).toBe(true);
        }
      },
    );

  test('styles.css’s rules are among the page’s', forOwners('slots'), async ({ page, visit }) => {
    test.skip(slots.stylesheet === null, 'no content/slots/styles.css in this site');
    await visit(at('/'));
    const missing = await page.evaluate((css) => {
      /**
       * Every style rule's selectors of a list of rules, those inside @media, @supports and @layer too.
       * @param {CSSRuleList} rules
       * @returns {string[]}
       */
      const selectors = (rules) =>
        [...rules].flatMap((rule) => [
          ...(rule instanceof CSSStyleRule ? rule.selectorText.split(',').map((selector) => selector.trim()) : []),
          ...('cssRules' in rule ? selectors(/** @type {CSSGroupingRule} */ (rule).cssRules) : []),
        ]);
      // the owner's file as this browser reads it, beside the page's stylesheets as the build wrote them
      const own = new CSSStyleSheet();
      own.replaceSync(css);
      const pages = new Set([...document.styleSheets].flatMap((sheet) => selectors(sheet.cssRules)));
      return selectors(own.cssRules).filter((selector) => !pages.has(selector));
    }, slots.stylesheet ?? '');
    expect(missing, "styles.css's selectors the page's stylesheets lack").toEqual([]);
  });
});
