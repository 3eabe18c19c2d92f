import { forOwners } from '../support/owner-tags.js';
import { at, cardSections, education, inLanguage, languages, news } from '../support/site.js';
import { expect, test } from '../support/site-test.js';

// The Education section (education.ts) on the home page of every language of the site: after
// Research Experience, each degree with its institution (linked to its site, in a new tab), period,
// result, lines and courses, in the language's words where the translation gives them, the default
// language's (marked with its lang) where it does not. What each page must show is read from the
// content's files as the owner wrote them and the language's catalogue.

/**
 * @typedef {import('../../../src/shared/content/schema.ts').EducationEntry} EducationEntry
 * @typedef {(typeof languages)[number]} SiteLanguage
 */

const [defaultLanguage] = languages;

/**
 * The owner's entries in a language: its <tag>/education.ts over the default ones, field by field, by position, with
 * the fields it leaves out (shown in the default language).
 * @param {SiteLanguage} language
 * @returns {{ entry: EducationEntry, fellBack: Set<string> }[]}
 */
function educationIn({ prefix, translation }) {
  const translated = /** @type {Partial<EducationEntry>[]} */ ((prefix && translation.education) || []);
  return education.map((entry, index) => {
    const own = prefix ? (translated[index] ?? {}) : entry;
    const fellBack = new Set(Object.keys(entry).filter((field) => field !== 'url' && !(field in own)));
    return { entry: { ...entry, ...own }, fellBack };
  });
}

test.describe('the Education section', () => {
  test.skip(education.length === 0, 'no education.ts in this content');

  for (const language of languages) {
    test(
      `${language.tag}: follows Research Experience, each degree with its institution, period, result, lines and courses`,
      forOwners('education'),
      async ({ page, visit }) => {
        const { texts, resumeSectionTexts: sectionTexts } = language;
        const heading = sectionTexts.education ?? '';
        await visit(at(inLanguage(language.prefix, '/')));

        // after News (news.ts) and the card sections before Projects (Experience, Research Experience), before any other
        const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
        const before = [
          ...(news.length > 0 ? [sectionTexts.news ?? ''] : []),
          ...cardSections
            .filter(({ id }) => id !== 'projects')
            .map(({ id }) => texts[/** @type {'experience' | 'research'} */ (id)]),
        ];
        expect(headings.slice(0, before.length + 1)).toEqual([...before, heading]);

        const section = page.getByRole('region', { name: heading, exact: true });
        const articles = section.getByRole('article');
        await expect(articles).toHaveCount(education.length);
        for (const [index, { entry, fellBack }] of educationIn(language).entries()) {
          const article = articles.nth(index);
          const title = entry.area ? sectionTexts.degreeIn?.(entry.degree, entry.area) : entry.degree;
          await expect(article.getByRole('heading', { level: 3 })).toHaveText(title ?? '');
          await expect(article).toContainText(entry.institution);
          await expect(article).toContainText(entry.period);
          for (const text of [entry.score, ...(entry.description ?? [])])
            if (text) await expect(article).toContainText(text);
          if (entry.url) {
            const link = article.getByRole('link', { name: entry.institution });
            await expect(link).toHaveAttribute('href', entry.url);
            await expect(link).toHaveAttribute('target', '_blank');
          }
          const courses = article.getByRole('list', { name: sectionTexts.courses ?? '', exact: true });
          if (entry.courses) await expect(courses.getByRole('listitem')).toHaveText(entry.courses);
          else await expect(courses).toHaveCount(0);
          // a field the translation leaves out is in the default language, and says so; a translated one does not
          const marked = (await article.locator(`[lang="${defaultLanguage?.tag}"]`).allTextContents()).join('\n');
          for (const field of /** @type {const} */ (['institution', 'period', 'score'])) {
            const text = entry[field];
            if (text === undefined) continue;
            if (fellBack.has(field)) expect(marked, `${field} in ${language.tag}`).toContain(text);
            else expect(marked, `${field} in ${language.tag}`).not.toContain(text);
          }
        }
      },
    );
  }
});
