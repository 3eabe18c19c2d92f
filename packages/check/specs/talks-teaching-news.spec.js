import { forOwners } from '../support/owner-tags.js';
import { at, inLanguage, languages, news, onHome, pageUrl, talks, teaching } from '../support/site.js';
import { expect, test } from '../support/site-test.js';

// The News, Talks and Teaching sections (news.ts, talks.ts, teaching.ts) on the home page of every language of the
// site: News first after the intro, each item's date and sentence (linked where it gives an address); each talk with
// its event, place, date and summary, its title linked to its page and its slides and recording as links; each course
// with the owner's part, its institution, terms, summary and materials. In the language's words where its translation
// gives them, the default language's (marked with its lang) where it does not. What each page must show is read from
// the content's files as the owner wrote them and the language's catalogue.

/**
 * @typedef {import('../../../src/shared/content/schema.ts').Talk} Talk
 * @typedef {import('../../../src/shared/content/schema.ts').Course} Course
 * @typedef {import('../../../src/shared/content/schema.ts').NewsItem} NewsItem
 * @typedef {(typeof languages)[number]} SiteLanguage
 * @typedef {import('@playwright/test').Locator} Locator
 */

const [defaultLanguage] = languages;

/**
 * A list's entries in a language: its translation's fields over the default ones, by position, with the fields the
 * translation leaves out (shown in the default language, marked). Addresses are the same in every language.
 * @template {object} T
 * @param {readonly T[]} entries
 * @param {readonly object[] | undefined} translated
 * @param {string} prefix
 * @returns {{ entry: T, fellBack: Set<string> }[]}
 */
function entriesIn(entries, translated, prefix) {
  return entries.map((entry, index) => {
    const own = prefix ? (translated?.[index] ?? {}) : entry;
    const fellBack = new Set(Object.keys(entry).filter((field) => !(field in own)));
    return { entry: /** @type {T} */ ({ ...entry, ...own }), fellBack };
  });
}

/**
 * That each of the entry's `fields` is in the default language's words and marked so where its translation left it
 * out, and not marked where it gave it.
 * @param {import('@playwright/test').Locator} item
 * @param {object} entry
 * @param {Set<string>} fellBack
 * @param {readonly string[]} fields
 * @param {string} where
 */
async function expectMarks(item, entry, fellBack, fields, where) {
  const marked = (await item.locator(`[lang="${defaultLanguage?.tag}"]`).allTextContents()).join('\n');
  for (const field of fields) {
    const text = /** @type {Record<string, unknown>} */ (entry)[field];
    if (typeof text !== 'string') continue;
    if (fellBack.has(field)) expect(marked, `${where}, ${field}`).toContain(text);
    else expect(marked, `${where}, ${field}`).not.toContain(text);
  }
}

/**
 * That a link named `name` leads to `href` in a new tab, or that there is none without an address.
 * @param {import('@playwright/test').Locator} scope
 * @param {string} name
 * @param {string | undefined} href
 */
async function expectLink(scope, name, href) {
  const link = scope.getByRole('link', { name, exact: false });
  if (href === undefined) {
    await expect(link).toHaveCount(0);
    return;
  }
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
}

/**
 * The section of the heading `heading`, found by its name.
 * @param {import('@playwright/test').Page} page
 * @param {string} heading
 */
const sectionOf = (page, heading) => page.getByRole('region', { name: heading, exact: true });

test.describe('the News, Talks and Teaching sections', () => {
  test.skip(news.length + talks.length + teaching.length === 0, 'no news.ts, talks.ts or teaching.ts in this content');

  for (const language of languages) {
    const { prefix, translation, texts, resumeSectionTexts: sectionTexts } = language;
    const linkName = (/** @type {unknown} */ text) => (typeof text === 'string' ? text : '');

    test(
      `${language.tag}: News first, its newest items' dates and sentences, linked where they give an address, and the page of every item where there are more`,
      forOwners('talks-teaching-news'),
      async ({ page, visit, request }) => {
        test.skip(news.length === 0, 'no news.ts');
        const heading = sectionTexts.news ?? '';
        const entries = entriesIn(news, translation.news, prefix);
        /** That the news items in `scope` are `shown`, each its date and sentence, its link and its marks. */
        const expectItems = async (/** @type {Locator} */ scope, shown = entries) => {
          const items = scope.getByRole('listitem');
          await expect(items).toHaveCount(shown.length);
          for (const [index, { entry, fellBack }] of shown.entries()) {
            const item = items.nth(index);
            await expect(item).toContainText(entry.date);
            await expect(item).toContainText(entry.text);
            await expectLink(item, entry.text, entry.url);
            await expectMarks(item, entry, fellBack, ['date', 'text'], `news ${index + 1}`);
          }
        };
        await visit(at(inLanguage(prefix, '/')));
        await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(heading);
        const section = sectionOf(page, heading);
        await expectItems(section, entries.slice(0, onHome.news));
        await expectListPage(
          { page, visit, request },
          { list: 'news', prefix, section, allText: sectionTexts.allNews },
          expectItems,
        );
      },
    );

    test(
      `${language.tag}: the newest talks, each with its event, place, date and summary, linked to its page, slides and recording, and the page of every talk where there are more`,
      forOwners('talks-teaching-news'),
      async ({ page, visit, request }) => {
        test.skip(talks.length === 0, 'no talks.ts');
        const entries = entriesIn(talks, translation.talks, prefix);
        /** That the talks in `scope` are `shown`, each its fields, links and marks. */
        const expectTalks = async (/** @type {Locator} */ scope, shown = entries) => {
          const articles = scope.getByRole('article');
          await expect(articles).toHaveCount(shown.length);
          for (const [index, { entry, fellBack }] of shown.entries()) {
            const article = articles.nth(index);
            // a heading under the section's, or under the title of the talks' page
            await expect(article.getByRole('heading')).toHaveText(new RegExp(`^${escape(entry.title)}`));
            for (const text of [entry.event, entry.location, entry.date, entry.summary])
              if (text) await expect(article).toContainText(text);
            await expectLink(article, entry.title, entry.url);
            await expectLink(article, linkName(texts.slidesLink), entry.slides);
            await expectLink(article, linkName(texts.videoLink), entry.video);
            await expectMarks(
              article,
              entry,
              fellBack,
              ['title', 'event', 'date', 'location', 'summary'],
              `talk ${index + 1}`,
            );
          }
        };
        await visit(at(inLanguage(prefix, '/')));
        const section = sectionOf(page, sectionTexts.talks ?? '');
        await expectTalks(section, entries.slice(0, onHome.talks));
        await expectListPage(
          { page, visit, request },
          { list: 'talks', prefix, section, allText: sectionTexts.allTalks },
          expectTalks,
        );
      },
    );

    test(
      `${language.tag}: each course with the owner's part, its institution, terms, summary and materials`,
      forOwners('talks-teaching-news'),
      async ({ page, visit }) => {
        test.skip(teaching.length === 0, 'no teaching.ts');
        await visit(at(inLanguage(prefix, '/')));
        const articles = sectionOf(page, sectionTexts.teaching ?? '').getByRole('article');
        await expect(articles).toHaveCount(teaching.length);
        for (const [index, { entry, fellBack }] of entriesIn(teaching, translation.teaching, prefix).entries()) {
          const article = articles.nth(index);
          await expect(article.getByRole('heading', { level: 3 })).toHaveText(new RegExp(`^${escape(entry.course)}`));
          for (const text of [entry.role, entry.institution, entry.period, entry.summary])
            if (text) await expect(article).toContainText(text);
          await expectLink(article, entry.course, entry.url);
          await expectLink(article, sectionTexts.materials ?? 'materials', entry.materials);
          await expectMarks(
            article,
            entry,
            fellBack,
            ['course', 'institution', 'period', 'role', 'summary'],
            `course ${index + 1}`,
          );
        }
      },
    );
  }
});

/**
 * That a list longer than the home page shows (`onHome`) has a page of every entry, which its section links to, the
 * sitemap lists and the host serves prerendered, each entry on it as `expectEntries` checks them; and that a list the
 * home page shows whole has none of that.
 * @param {{ page: import('@playwright/test').Page, visit: (path: string) => Promise<unknown>, request: import('@playwright/test').APIRequestContext }} fixtures
 * @param {{ list: 'news' | 'talks', prefix: string, section: Locator, allText: unknown }} where
 * @param {(scope: Locator) => Promise<void>} expectEntries
 */
async function expectListPage({ page, visit, request }, { list, prefix, section, allText }, expectEntries) {
  const path = inLanguage(prefix, `/${list}`);
  const sitemap = await (await request.get(at('/sitemap.xml'))).text();
  const name = typeof allText === 'string' ? allText : `the catalogue's ${list} link`;
  const link = section.getByRole('link', { name });
  if ((list === 'news' ? news : talks).length <= onHome[list]) {
    await expect(link).toHaveCount(0);
    expect(sitemap).not.toContain(`<loc>${pageUrl(path)}</loc>`);
    return;
  }
  expect(sitemap).toContain(`<loc>${pageUrl(path)}</loc>`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${escape(at(path))}/?$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expectEntries(page.locator('main'));
  await visit(at(path));
  await expectEntries(page.locator('main'));
}

/**
 * A text as a regular expression matching it literally.
 * @param {string} text
 */
function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
