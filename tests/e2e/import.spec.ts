import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect } from './support/fixtures';
import { cardButtons, menuButton, menuList } from './support/site';
import { buildSite, onceARun, runNode, servePreview } from './support/build-once';

// An owner's first ten minutes: a JSON Resume written by another tool imported into an empty content
// folder, the site built and served at once (no photo yet, the résumé's being at an address, and no
// logo: the initials stand for both). What the page must show comes from the résumé file itself.

const RESUME = 'tests/fixtures/json-resume/family-name-first.json';
const resume = JSON.parse(readFileSync(RESUME, 'utf8')) as {
  basics: { name: string; label: string; image: string; profiles: { network: string; url: string }[] };
  work: { name: string; position: string }[];
  projects: { name: string }[];
  publications: { name: string }[];
  education: { institution: string; studyType: string }[];
};

const test = base.extend<object, { imported: { origin: string; said: string } }>({
  imported: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, provide) => {
      const out = await onceARun('imported-site', (dir) => {
        const content = join(dir, 'content');
        mkdirSync(join(content, 'images'), { recursive: true });
        writeFileSync(join(dir, 'said.txt'), runNode(['scripts/import-resume.mjs', RESUME], { CONTENT_DIR: content }));
        buildSite(dir, { CONTENT_DIR: content });
        return dir;
      });
      const { origin, stop } = await servePreview(join(out, 'dist'), { CONTENT_DIR: join(out, 'content') });
      await provide({ origin, said: readFileSync(join(out, 'said.txt'), 'utf8') });
      stop();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ imported }, provide) => provide(imported.origin),
});

test('the import says what it wrote and what is left to do', ({ imported }) => {
  expect(imported.said).toMatch(/^wrote .*profile\.ts/m);
  expect(imported.said).toContain('still to do:');
  // the résumé's photo is at an address: the import says where, and what to write once it is saved
  expect(imported.said).toContain(`your résumé's photo is ${resume.basics.image}`);
  expect(imported.said).toContain('show your initials');
});

test('the site built from an imported résumé shows its owner, jobs, research, education, papers, projects and profiles', async ({
  page,
  visit,
}) => {
  await visit('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(resume.basics.name);
  // no logo: the header's home link shows the name's initials; no photo: the intro shows them too
  const nameInitials = resume.basics.name
    .split(' ')
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  await expect(page.getByRole('link', { name: `${resume.basics.name}, home` })).toHaveText(nameInitials);
  await expect(page.locator('section[aria-labelledby="intro-heading"] > [data-placeholder]')).toHaveText(nameInitials);
  await expect(page.locator('section[aria-labelledby="intro-heading"] img')).toHaveCount(0);
  await expect(page.locator('body')).toContainText(resume.basics.label);
  const research = resume.work.filter((job) => /research/i.test(job.position));
  const jobs = resume.work.filter((job) => !research.includes(job));
  await expect(cardButtons(page, 'experience')).toHaveText(jobs.map((job) => new RegExp(job.position)));
  await expect(cardButtons(page, 'research')).toHaveText(research.map((job) => new RegExp(job.position)));
  await expect(cardButtons(page, 'projects')).toHaveText(resume.projects.map((project) => new RegExp(project.name)));
  await expect(page.locator('section#experience')).toContainText('Mar 2023 - Present');
  // each degree, in its section after Research Experience
  const degrees = page.getByRole('region', { name: 'Education' }).getByRole('article');
  await expect(degrees).toHaveCount(resume.education.length);
  for (const [index, degree] of resume.education.entries()) {
    await expect(degrees.nth(index)).toContainText(degree.studyType);
    await expect(degrees.nth(index)).toContainText(degree.institution);
  }
  const papers = page.getByRole('region', { name: 'Publications' });
  for (const publication of resume.publications) await expect(papers).toContainText(publication.name);
  // the owner's name, written family name first, is found and highlighted in the author list
  await expect(papers.locator('strong', { hasText: resume.basics.name })).toHaveCount(resume.publications.length);

  await menuButton(page).click();
  const menu = await menuList(page);
  // every profile of the résumé is kept, whatever its network: a link of the menu to its address
  for (const profile of resume.basics.profiles) await expect(menu.locator(`a[href="${profile.url}"]`)).toHaveCount(1);
  await expect(menu.getByRole('link', { name: 'Google Scholar' })).toHaveCount(0);
  const pdf = await page.request.get((await menu.getByRole('link', { name: 'Resume' }).getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const json = (await (await page.request.get('/resume.json')).json()) as { basics: { name: string } };
  expect(json.basics.name).toBe(resume.basics.name);
});
