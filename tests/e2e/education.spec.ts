import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ContentTranslation, EducationEntry } from '../../src/shared/content/public';
import { siteLanguages } from '../../tooling/i18n/site-languages';
import { languageResumeSectionTexts, languageTexts } from '../support/language-texts';
import { cardSections, contentDir, education, site } from '../support/site-content';
import { expect, test } from './support/fixtures';
import { forOwners } from './support/owner-tags';

// The Education section (education.ts) on the home page of every language of the site: after
// Research Experience, each degree with its institution (linked to its site, in a new tab), period,
// result, lines and courses, in the language's words where the translation gives them, the default
// language's (marked with its lang) where it does not. What each page must show is read from the
// content's files and the language's catalogue.

const places = siteLanguages(site);
const [defaultPlace] = places;

/** The owner's entries in a language: its <tag>/education.ts over the default ones, field by field, by position. */
async function educationIn(tag: string, prefix: string): Promise<{ entry: EducationEntry; fellBack: Set<string> }[]> {
  const file = join(contentDir, tag, 'education.ts');
  const translation: ContentTranslation['education'] =
    prefix && existsSync(file)
      ? ((await import(pathToFileURL(file).href)) as { education: ContentTranslation['education'] }).education
      : [];
  return education.map((entry, index) => {
    const own = prefix ? (translation[index] ?? {}) : entry;
    const fellBack = new Set(Object.keys(entry).filter((field) => field !== 'url' && !(field in own)));
    return { entry: { ...entry, ...own }, fellBack };
  });
}

test.describe('the Education section', () => {
  test.skip(education.length === 0, 'no education.ts in this content');

  for (const place of places) {
    test(
      `${place.tag}: follows Research Experience, each degree with its institution, period, result, lines and courses`,
      forOwners('education'),
      async ({ page, visit }) => {
        const texts = await languageTexts(place.tag);
        const sectionTexts = await languageResumeSectionTexts(place.tag);
        const heading = sectionTexts.education ?? '';
        await visit(place.prefix ? `/${place.prefix}` : '/');

        // after the card sections before Projects (Experience, Research Experience), before any other
        const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
        const before = cardSections.filter(({ id }) => id !== 'projects').map(({ id }) => texts[id]);
        expect(headings.slice(0, before.length + 1)).toEqual([...before, heading]);

        const section = page.getByRole('region', { name: heading, exact: true });
        const articles = section.getByRole('article');
        await expect(articles).toHaveCount(education.length);
        for (const [index, { entry, fellBack }] of (await educationIn(place.tag, place.prefix)).entries()) {
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
          const marked = (await article.locator(`[lang="${defaultPlace?.tag}"]`).allTextContents()).join('\n');
          for (const field of ['institution', 'period', 'score'] as const) {
            const text = entry[field];
            if (text === undefined) continue;
            if (fellBack.has(field)) expect(marked, `${field} in ${place.tag}`).toContain(text);
            else expect(marked, `${field} in ${place.tag}`).not.toContain(text);
          }
        }
      },
    );
  }
});
