import { expect, test, type Page } from '@playwright/test';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2ePort } from './support/browser-test-config';
import { startDevServer } from './support/dev-server';
import { forShapes } from './support/shape-tags';
import { contentDir, experience, research, site } from '../support/site-content';
import { siteLanguages } from '../../tooling/i18n/site-languages';

// `npm run dev` is the build, live: every check the build makes runs on each save and is named over the page and
// in the terminal, the page shows the site again once it is fixed, and what it draws is what the build draws.
// (Playwright's own test: the page of a broken content folder reports errors on purpose.)

/** Opens a page and waits until it has drawn its heading. */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 120_000 });
}

/** The words the page shows: its header, its main content, its title. */
async function pageWords(page: Page) {
  return {
    title: await page.title(),
    header: await page.locator('header').innerText(),
    main: await page.locator('main').innerText(),
  };
}

test('names a problem of the content on save, over the page and once in its terminal, and shows the site again once fixed', async ({
  page,
}) => {
  const section = [
    { file: 'experience.ts', entries: experience },
    { file: 'research.ts', entries: research },
  ].find(({ entries }) => entries.length > 0);
  test.skip(!section, 'the content under test has no entry with a company');
  const { file, entries } = section!;
  const company = entries[0]!.company;
  const dir = mkdtempSync(join(tmpdir(), 'dev-content-'));
  cpSync(contentDir, dir, { recursive: true });
  const server = await startDevServer(e2ePort(60), { content: dir });
  try {
    await page.goto(`${server.origin}${new URL(site.url).pathname}`);
    await expect(page.getByText(company).first()).toBeVisible({ timeout: 120_000 });
    const path = join(dir, file);
    const written = readFileSync(path, 'utf8');
    writeFileSync(path, written.replace('company:', 'compnay:'));
    const overlay = page.locator('vite-error-overlay');
    await expect(overlay).toContainText('"compnay": unknown field: did you mean "company"?');
    await expect(overlay).toContainText(file);
    await expect(overlay).not.toContainText(/at \S+ \(file:/);
    await expect.poll(() => server.output()).toContain('"compnay": unknown field: did you mean "company"?');
    writeFileSync(path, written);
    await expect(overlay).toHaveCount(0);
    await expect(page.getByText(company).first()).toBeVisible();
    await expect.poll(() => server.output()).toContain('every problem is fixed');
    // said once in the terminal, though every module the page asked for failed on it, and with no stack from
    // inside the package
    expect(server.output().split('"compnay": unknown field').length - 1).toBe(1);
    expect(server.output()).not.toMatch(/^\s+at /m);
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('shows a slot made while it runs, in a folder made with it, and names a file of that folder that is no slot', async ({
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'dev-content-'));
  cpSync(contentDir, dir, { recursive: true });
  rmSync(join(dir, 'slots'), { recursive: true, force: true });
  const server = await startDevServer(e2ePort(62), { content: dir });
  try {
    await visit(page, `${server.origin}${new URL(site.url).pathname}`);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    // the folder and its file at once, as an editor's "new file" makes them
    mkdirSync(join(dir, 'slots'));
    const footer =
      'export const contract = 1;\n\nexport default function Footer() {\n  return <p>Made while it runs</p>;\n}\n';
    writeFileSync(join(dir, 'slots', 'footer.tsx'), footer);
    await expect(page.getByRole('contentinfo')).toHaveText('Made while it runs', { timeout: 120_000 });
    writeFileSync(join(dir, 'slots', 'fotter.tsx'), footer);
    const overlay = page.locator('vite-error-overlay');
    await expect(overlay).toContainText('slots/fotter.tsx: no slot (did you mean footer.tsx?)');
    rmSync(join(dir, 'slots', 'fotter.tsx'));
    await expect(overlay).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveText('Made while it runs');
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test(
  'draws each page as the build draws it: its words, initials and order, in every language',
  forShapes('han-names', 'right-to-left', 'no-logo'),
  async ({ page, baseURL }) => {
    const server = await startDevServer(e2ePort(61));
    try {
      // both serve the site under the base path its address names
      const base = new URL(site.url).pathname.replace(/\/$/, '');
      const homes = siteLanguages(site).map(({ prefix }) => (prefix ? `/${prefix}` : '/'));
      for (const path of [...homes, '/blog']) {
        await visit(page, `${baseURL}${base}${path}`);
        const built = await pageWords(page);
        await visit(page, `${server.origin}${base}${path}`);
        // a section that is a chunk of its own (the publications) arrives after the heading: the page once whole
        await expect.poll(() => pageWords(page), { message: path, timeout: 120_000 }).toEqual(built);
      }
    } finally {
      await server.close();
    }
  },
);
