import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { ContentTranslation } from '../../src/shared/content/translation';
import type { SiteTexts } from '../../src/shared/i18n/site-texts';
import { languageTexts } from '../support/language-texts';
import { inFolder, languageFolders, projectStories, projectsWithoutStory } from '../support/project-stories';
import { contentDir, escapeHtml, pageUrl, site } from '../support/site-content';
import { expect, test } from './support/fixtures';
import { forOwners } from './support/owner-tags';
import { dialog, expectNothingOpen, homeHeading, settleAnimations, themeToggle } from './support/site';

// A project with a story (projects/<name>.md or .ipynb) has a page of its own in every language,
// linked from its card and its dialog; a project without one stays a card and a dialog. What each
// page must show is read from the content: projects.ts and its translations, the stories' files, and
// the languages' catalogues.

test.describe.configure({ mode: 'parallel' });

const tags = site.languages ?? ['en'];
const [defaultTag = 'en'] = tags;

const textsOf = (tag: string): Promise<SiteTexts> => languageTexts(tag);

/** A project's title in the language of `folder`: its translation's, else the default language's. */
async function titleIn(folder: string, index: number): Promise<string> {
  const story = projectStories.find((candidate) => candidate.index === index);
  const file = join(contentDir, tags[languageFolders.indexOf(folder)] ?? '', 'projects.ts');
  if (!folder || !existsSync(file)) return story?.project.title ?? '';
  const { projects } = (await import(pathToFileURL(file).href)) as { projects: ContentTranslation['projects'] };
  return projects[index]?.title ?? story?.project.title ?? '';
}

const projectCard = (page: Page, title: string) =>
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
          const response = await request.get(path);
          expect(response.status(), path).toBe(200);
          const html = await response.text();
          expect(html, path).toContain(`data-prerendered="${path}"`);
          expect(html, path).toContain(`>${escapeHtml(await titleIn(folder, story.index))}</h1>`);
          for (const technology of story.project.technologies) expect(html, path).toContain(escapeHtml(technology));
          const translated = story.folders.includes(folder);
          if (!translated) expect(html, path).toMatch(new RegExp(`<div lang="${defaultTag}"[^>]* class="post-content`));
          if (!folder) for (const heading of story.headings) expect(html, path).toContain(escapeHtml(heading));
        }
      // hydrated, the page is the same, its links work (the guard fails the test on a console error or a failed request)
      const [story] = projectStories;
      await page.goto(`/projects/${story!.name}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(story!.project.title);
      if (story!.project.github)
        await expect(page.locator('main').getByRole('link', { name: /GitHub/ })).toHaveAttribute(
          'href',
          story!.project.github,
        );
    },
  );

  test(
    'is linked from its card and its dialog, by keyboard too; Back from its page returns home with nothing open',
    forOwners('project-pages'),
    async ({ page, visit }) => {
      noStories();
      const texts = await textsOf(defaultTag);
      await visit('/');
      for (const project of projectsWithoutStory)
        await expect(projectCard(page, project.title).getByRole('link', { name: texts.readTheStory })).toHaveCount(0);
      const [story] = projectStories;
      const path = `/projects/${story!.name}`;
      const card = projectCard(page, story!.project.title);
      await expect(card.getByRole('link', { name: texts.readTheStory })).toHaveAttribute('href', path);

      // from the card
      await card.getByRole('link', { name: texts.readTheStory }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(story!.project.title);
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
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(story!.project.title);
      await expect(dialog(page)).toHaveCount(0);
      // the page took the open card's place in the history: one step back is the home page, with nothing open
      expect(await page.evaluate(() => history.length)).toBe(entries);
      await page.goBack();
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(homeHeading(page)).toBeVisible();
      await expectNothingOpen(page);
    },
  );

  test(
    'has a head of its own: title, description, link preview from its picture, structured data; and is in the sitemap with its languages',
    forOwners('project-pages'),
    async ({ page, request }) => {
      noStories();
      const sitemap = await (await request.get('/sitemap.xml')).text();
      for (const story of projectStories) {
        const path = `/projects/${story.name}`;
        await page.goto(path);
        const { project } = story;
        await expect(page).toHaveTitle(new RegExp(`^${project.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `));
        const meta = (selector: string) => page.locator(selector).getAttribute('content');
        expect(await meta('meta[property="og:type"]')).toBe('article');
        expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
        if (project.description[0]) expect(await meta('meta[name="description"]')).toBe(project.description[0]);
        // the project's own raster picture, as the JPEG or PNG every preview reads; the site's for an SVG or none
        const image = new URL((await meta('meta[property="og:image"]')) ?? '').pathname;
        const raster = project.image && !/\.svg$/i.test(project.image) ? project.image : undefined;
        if (raster)
          expect(image).toMatch(new RegExp(`^/assets/${raster.replace(/\.\w+$/, '')}-[\\w-]+\\.(png|jpe?g)$`));
        else expect(image).toMatch(/^\/(\w+\/)?og-image\.png$/);
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
        if (languageFolders.length > 1)
          for (const [place, folder] of languageFolders.entries())
            expect(sitemap).toContain(
              `hreflang="${tags[place]}" href="${pageUrl(inFolder(folder, `/projects/${story.name}`))}"`,
            );
      }
    },
  );

  for (const theme of ['dark', 'light'] as const)
    test(
      `has pages axe finds no WCAG 2.1 A/AA violation on, and no CSP violation, in the ${theme} theme`,
      forOwners('project-pages'),
      async ({ page, visit }) => {
        noStories();
        test.slow(); // axe on several pages
        await page.addInitScript((saved) => {
          localStorage.setItem('theme', saved);
          const violations: string[] = JSON.parse(sessionStorage.getItem('csp') ?? '[]');
          document.addEventListener('securitypolicyviolation', (event) => {
            violations.push(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`);
            sessionStorage.setItem('csp', JSON.stringify(violations));
          });
        }, theme);
        for (const story of projectStories)
          for (const folder of languageFolders) {
            const path = inFolder(folder, `/projects/${story.name}`);
            await visit(path);
            await settleAnimations(page);
            const results = await new AxeBuilder({ page })
              .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
              .analyze();
            expect(
              results.violations.flatMap((violation) =>
                violation.nodes.map((node) => `${violation.id}: ${node.target}`),
              ),
              path,
            ).toEqual([]);
          }
        // a page used: its theme switched
        await visit(`/projects/${projectStories[0]!.name}`);
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
          await page.goto(path);
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
      const [story] = projectStories;
      const chunk = new RegExp(`/assets/${story!.name}-[\\w-]+\\.js$`);
      guard.allowFailedRequest(chunk);
      guard.allowConsoleError(/Failed to load resource|Failed to fetch dynamically imported module/);
      await page.route(chunk, (route) => route.abort());
      const warned = page.waitForEvent(
        'console',
        (message) => message.type() === 'warning' && message.text().includes('Page left as prerendered'),
      );
      await page.goto(`/projects/${story!.name}`);
      await warned;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(story!.project.title);
      if (story!.headings[0])
        await expect(page.getByRole('heading', { level: 2, name: story!.headings[0] })).toBeVisible();

      const texts = await textsOf(defaultTag);
      await visit('/');
      await projectCard(page, story!.project.title).getByRole('link', { name: texts.readTheStory }).click();
      const alert = page.getByRole('alert');
      await expect(alert.getByRole('heading', { level: 1 })).toHaveText(texts.loadError);
      await page.unroute(chunk);
      await alert.getByRole('button', { name: texts.reload }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(story!.project.title);
    },
  );
});

test(
  'a project without a story stays a card and a dialog: no link, no page, nothing in the sitemap',
  forOwners(),
  async ({ page, visit, request }) => {
    test.skip(projectsWithoutStory.length === 0, 'every project of this content has a story');
    const texts = await textsOf(defaultTag);
    await visit('/');
    const [project] = projectsWithoutStory;
    const card = projectCard(page, project!.title);
    await expect(card.getByRole('link', { name: texts.readTheStory })).toHaveCount(0);
    await card.getByRole('button').click();
    await expect(dialog(page).getByRole('link')).toHaveCount(0);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of sitemap.matchAll(/<loc>([^<]*)<\/loc>/g))
      expect(
        projectStories.some(({ name }) => path[1]?.endsWith(`/projects/${name}`)) || !path[1]?.includes('/projects/'),
        path[1],
      ).toBe(true);
  },
);
