import { axeViolations } from '../support/axe.js';
import { homeHeading, themeToggle } from '../support/controls.js';
import { forOwners } from '../support/owner-tags.js';
import { dialog, expectNothingOpen, literally, loseChunk, settleAnimations, useTheme } from '../support/page.js';
import { inFolder, languageFolders, projectStories, projectsWithoutStory } from '../support/project-stories.js';
import { at, escapeHtml, languages, pageUrl, texts } from '../support/site.js';
import { expect, test } from '../support/site-test.js';

// A project with a story (projects/<name>.md or .ipynb) has a page of its own in every language,
// linked from its card and its dialog; a project without one stays a card and a dialog. What each
// page must show is read from the content: projects.ts and its translations, the stories' files, and
// the languages' catalogues.

test.describe.configure({ mode: 'parallel' });

const defaultTag = languages[0]?.tag ?? 'en';

/**
 * A project's title in the language of `folder`: its translation's, else the default language's.
 * @param {string} folder
 * @param {import('../support/story-files.js').ProjectStory} story
 */
function titleIn(folder, story) {
  const translation = languages.find(({ prefix }) => prefix === folder)?.translation;
  return translation?.projects?.[story.index]?.title ?? story.project.title;
}

/** The first project with a story: the one the behaviours are tried on. */
const firstStory = () => /** @type {import('../support/story-files.js').ProjectStory} */ (projectStories[0]);

/**
 * @param {import('@playwright/test').Page} page
 * @param {string} title
 */
const projectCard = (page, title) =>
  page.locator('section#projects article').filter({ has: page.getByRole('heading', { level: 3, name: title }) });

const noStories = () => test.skip(projectStories.length === 0, 'no project of this content has a story');

test.describe('a project with a story', () => {
  test(
    'has its page prerendered in every language: its title, technologies and story, the default language’s marked where untranslated',
    forOwners('project-pages'),
    async ({ page, request }) => {
      noStories();
      for (const story of projectStories)
        for (const folder of languageFolders) {
          const path = inFolder(folder, `/projects/${story.name}`);
          const response = await request.get(at(path));
          expect(response.status(), path).toBe(200);
          const html = await response.text();
          expect(html, path).toContain(`data-prerendered="${path}"`);
          // the heading's text (a Japanese or Chinese title is set between phrases, with <wbr>s and spans in it)
          const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
          expect(heading, path).toBe(escapeHtml(titleIn(folder, story)));
          for (const technology of story.project.technologies) expect(html, path).toContain(escapeHtml(technology));
          if (!story.folders.includes(folder))
            expect(html, path).toMatch(new RegExp(`<div lang="${defaultTag}"[^>]* class="post-content`));
          if (!folder) for (const heading of story.headings) expect(html, path).toContain(escapeHtml(heading));
        }
      // hydrated, the page is the same, its links work (the guard fails the test on a console error or a failed request)
      const story = firstStory();
      await page.goto(at(`/projects/${story.name}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.project.title);
      if (story.project.github)
        await expect(page.locator('main').getByRole('link', { name: /GitHub/ })).toHaveAttribute(
          'href',
          story.project.github,
        );
    },
  );

  test(
    'is linked from its card and its dialog, by keyboard too; Back from its page returns home with nothing open',
    forOwners('project-pages'),
    async ({ page, visit }) => {
      noStories();
      await visit(at('/'));
      for (const project of projectsWithoutStory)
        await expect(projectCard(page, project.title).getByRole('link', { name: texts.readTheStory })).toHaveCount(0);
      const story = firstStory();
      const path = at(`/projects/${story.name}`);
      const card = projectCard(page, story.project.title);
      await expect(card.getByRole('link', { name: texts.readTheStory })).toHaveAttribute('href', path);

      // from the card
      await card.getByRole('link', { name: texts.readTheStory }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.project.title);
      expect(new URL(page.url()).pathname).toBe(path);
      await page.goBack();
      await expect(homeHeading(page)).toBeVisible();
      await expectNothingOpen(page);

      // from the dialog, by keyboard
      const entries = await page.evaluate(() => history.length);
      await card.getByRole('button').click();
      await expect(dialog(page)).toBeVisible();
      const link = dialog(page).getByRole('link', { name: texts.readTheStory });
      await expect(link).toHaveAttribute('href', path);
      // Tab reaches it (after the close button and the details' scrolling area)
      for (let step = 0; step < 4 && !(await link.evaluate((element) => element === document.activeElement)); step += 1)
        await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.project.title);
      await expect(dialog(page)).toHaveCount(0);
      // the page took the open card's place in the history: one step back is the home page, with nothing open
      expect(await page.evaluate(() => history.length)).toBe(entries);
      await page.goBack();
      expect(new URL(page.url()).pathname).toBe(at('/'));
      await expect(homeHeading(page)).toBeVisible();
      await expectNothingOpen(page);
    },
  );

  test(
    'has a head of its own: title, description, link preview from its picture, structured data; and is in the sitemap with its languages',
    forOwners('project-pages'),
    async ({ page, request }) => {
      noStories();
      const sitemap = await (await request.get(at('/sitemap.xml'))).text();
      for (const story of projectStories) {
        const path = `/projects/${story.name}`;
        await page.goto(at(path));
        const { project } = story;
        await expect(page).toHaveTitle(new RegExp(`^${literally(project.title)} · `));
        /** @param {string} selector */
        const meta = (selector) => page.locator(selector).getAttribute('content');
        expect(await meta('meta[property="og:type"]')).toBe('article');
        expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
        if (project.description[0]) expect(await meta('meta[name="description"]')).toBe(project.description[0]);
        // the project's own raster picture, as the JPEG or PNG every preview reads; the site's for an SVG or none
        const image = new URL((await meta('meta[property="og:image"]')) ?? '').pathname;
        const raster = project.image && !/\.svg$/i.test(project.image) ? project.image : undefined;
        if (raster)
          expect(image).toMatch(
            new RegExp(
              `^${literally(at('/assets/'))}${literally(raster.replace(/\.\w+$/, ''))}-[\\w-]+\\.(png|jpe?g)$`,
            ),
          );
        else expect(image).toMatch(new RegExp(`^${literally(at('/'))}([\\w-]+/)?og-image\\.png$`));
        const picture = await request.get(image);
        expect(picture.headers()['content-type'], image).toMatch(/^image\/(png|jpeg)$/);
        const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
        expect(data).toMatchObject({
          '@type': project.github ? 'SoftwareSourceCode' : 'CreativeWork',
          name: project.title,
          url: pageUrl(path),
          author: { '@type': 'Person' },
        });
        if (project.github) expect(data.codeRepository).toBe(project.github);
        // in the sitemap, with each language's version
        expect(sitemap).toContain(`<loc>${pageUrl(path)}</loc>`);
        if (languages.length > 1)
          for (const { tag, prefix } of languages)
            expect(sitemap).toContain(`hreflang="${tag}" href="${pageUrl(inFolder(prefix, path))}"`);
      }
    },
  );

  for (const theme of /** @type {const} */ (['dark', 'light']))
    test(
      `has pages axe finds no WCAG 2.1 A/AA violation on, and no CSP violation, in the ${theme} theme`,
      forOwners('project-pages'),
      async ({ page, visit }) => {
        noStories();
        test.slow(); // axe on several pages
        await useTheme(page, theme);
        await page.addInitScript(() => {
          const violations = JSON.parse(sessionStorage.getItem('csp') ?? '[]');
          document.addEventListener('securitypolicyviolation', (event) => {
            violations.push(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`);
            sessionStorage.setItem('csp', JSON.stringify(violations));
          });
        });
        for (const story of projectStories)
          for (const folder of languageFolders) {
            const path = inFolder(folder, `/projects/${story.name}`);
            await visit(at(path));
            await settleAnimations(page);
            expect(await axeViolations(page), path).toEqual([]);
          }
        // a page used: its theme switched
        await visit(at(`/projects/${firstStory().name}`));
        await themeToggle(page).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme === 'dark' ? 'light' : 'dark');
        expect(await page.evaluate(() => sessionStorage.getItem('csp') ?? '[]')).toBe('[]');
      },
    );

  test.describe('at a phone’s width', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('has pages with nothing wider than the window', forOwners('project-pages'), async ({ page }) => {
      noStories();
      for (const story of projectStories)
        for (const folder of languageFolders) {
          const path = inFolder(folder, `/projects/${story.name}`);
          await page.goto(at(path));
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
            path,
          ).toBeLessThanOrEqual(0);
        }
    });
  });

  test(
    'whose story does not arrive: prerendered, its page stays readable; reached from the home page, it says so and reloads on request',
    forOwners('project-pages'),
    async ({ page, visit, guard }) => {
      noStories();
      const story = firstStory();
      const chunk = new RegExp(`/assets/${story.name}-[\\w-]+\\.js$`);
      const { warned } = await loseChunk(page, guard, chunk);
      await page.goto(at(`/projects/${story.name}`));
      await warned;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.project.title);
      if (story.headings[0])
        await expect(page.getByRole('heading', { level: 2, name: story.headings[0] })).toBeVisible();

      await visit(at('/'));
      await projectCard(page, story.project.title).getByRole('link', { name: texts.readTheStory }).click();
      const alert = page.getByRole('alert');
      await expect(alert.getByRole('heading', { level: 1 })).toHaveText(texts.loadError);
      await page.unroute(chunk);
      await alert.getByRole('button', { name: texts.reload }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.project.title);
    },
  );
});

test(
  'a project without a story stays a card and a dialog: no link, no page, nothing in the sitemap',
  forOwners(),
  async ({ page, visit, request }) => {
    test.skip(projectsWithoutStory.length === 0, 'every project of this content has a story');
    const [project] = projectsWithoutStory;
    const { title } = /** @type {NonNullable<typeof project>} */ (project);
    await visit(at('/'));
    const card = projectCard(page, title);
    await expect(card.getByRole('link', { name: texts.readTheStory })).toHaveCount(0);
    await card.getByRole('button').click();
    await expect(dialog(page).getByRole('link')).toHaveCount(0);
    const sitemap = await (await request.get(at('/sitemap.xml'))).text();
    for (const [, address = ''] of sitemap.matchAll(/<loc>([^<]*)<\/loc>/g))
      expect(
        projectStories.some(({ name }) => address.endsWith(`/projects/${name}`)) || !address.includes('/projects/'),
        address,
      ).toBe(true);
  },
);
