import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Page } from '@playwright/test';
import { siteLanguages } from '../../tooling/i18n/site-languages';
import { cardSections, contentDir, profile, projectRoot, site } from '../support/site-content';
import { expect, test, waitForParticles } from './support/fixtures';

// What `npm run dev` draws is what the build draws: the initials of the header (an owner without a
// logo) and of the cards without a picture, on every language's page, for an owner whose names are
// written in Han characters. The dev server starts as an owner's often does, before the site has its
// other languages; they are added while it runs (site.ts and the posts in them written back), and
// each language's page then shows what the build's shows. Not an owner's check: it copies the
// content and runs a dev server of its own.

const places = siteLanguages(site);
const showsInitials = !profile.logo || cardSections.some((section) => section.entries.some((entry) => !entry.hasImage));
const inLanguage = (prefix: string) => (prefix ? `/${prefix}` : '/');

/** The initials a page shows, with the language each is marked with. */
const initialsOf = (page: Page) =>
  page.evaluate(() => {
    const marked = (element: Element | null | undefined) =>
      element ? `${element.textContent ?? ''} (${element.closest('[lang]')?.getAttribute('lang') ?? ''})` : null;
    const home = document.querySelector('header nav a');
    return {
      header: home?.querySelector('img') ? 'a logo' : marked(home?.querySelector('[aria-hidden="true"]')),
      cards: Array.from(document.querySelectorAll('main [data-placeholder] > span'), (span) => marked(span)),
    };
  });

/** The other languages' files: site.ts without its `languages`, and the posts and stories written in them. */
function withOneLanguage(copy: string): string[] {
  const siteFile = join(copy, 'site.ts');
  const written = readFileSync(siteFile, 'utf8');
  const oneLanguage = written.replace(/^[ \t]*languages:[^\n]*\n/m, '');
  if (oneLanguage === written) return [];
  writeFileSync(siteFile, oneLanguage);
  const others = places.slice(1).map(({ tag }) => tag.toLowerCase());
  const inOthers = ['posts', 'projects'].flatMap((folder) =>
    existsSync(join(copy, folder))
      ? readdirSync(join(copy, folder))
          .filter((name) => others.includes(name.split('.').slice(1, -1).join('.').toLowerCase()))
          .map((name) => join(folder, name))
      : [],
  );
  for (const file of inOthers) rmSync(join(copy, file));
  return ['site.ts', ...inOthers];
}

/** `npm run dev` on the content folder `content`, on a port the system picks; its origin and a stop function. */
async function startDev(content: string): Promise<{ origin: string; server: ChildProcess }> {
  const server = spawn(
    process.execPath,
    ['cli/particle-portfolio.mjs', 'dev', '--strictPort', '--host', '127.0.0.1', '--port', '0'],
    {
      cwd: projectRoot,
      env: { ...process.env, CONTENT_DIR: content },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let printed = '';
  server.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  await expect
    .poll(
      () => {
        if (server.exitCode !== null) throw new Error(`npm run dev exited with ${server.exitCode}:\n${printed}`);
        return /(http:\/\/127\.0\.0\.1:\d+)\//.exec(stripVTControlCharacters(printed))?.[1];
      },
      { message: 'the dev server says where it listens', timeout: 5 * 60_000 },
    )
    .toBeTruthy();
  return { origin: /(http:\/\/127\.0\.0\.1:\d+)\//.exec(stripVTControlCharacters(printed))![1]!, server };
}

test.describe('initials in npm run dev', () => {
  test.skip(!showsInitials, 'this owner has a logo and a picture on every card: no initials are drawn');
  let dev: { origin: string; server: ChildProcess } | undefined;

  let copy: string | undefined;

  test.afterEach(() => {
    // the dev server, Vite and the command that started them
    if (dev?.server.pid) process.kill(-dev.server.pid, 'SIGTERM');
    if (copy) rmSync(copy, { recursive: true, force: true });
    dev = undefined;
    copy = undefined;
  });

  test(
    "are the build's on every language's page, the site's languages added while it runs",
    { tag: '@han-names' },
    async ({ page, browser, renderer }) => {
      test.setTimeout(10 * 60_000); // a dev server's first start optimises the dependencies
      // outside the project: Vite's watcher leaves Playwright's test-results/ alone
      copy = mkdtempSync(join(tmpdir(), 'initials-dev-'));
      cpSync(contentDir, copy, { recursive: true });
      const added = places.length > 1 ? withOneLanguage(copy) : [];
      dev = await startDev(copy);
      // the dev server's pages in a context of their own (the page's guards hold it to the build's origin)
      const devPage = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();
      const open = async (on: Page, path: string) => {
        await on.goto(on === devPage ? new URL(path, dev!.origin).href : path);
        await waitForParticles(on, renderer);
      };
      if (added.length > 0) {
        await open(devPage, '/');
        // the owner adds the languages: site.ts as it is, and the posts in them
        for (const file of added) cpSync(join(contentDir, file), join(copy, file));
        const [, other] = places;
        await expect(async () => {
          await open(devPage, inLanguage(other!.prefix));
          expect(await devPage.evaluate(() => document.documentElement.lang)).toBe(other!.tag);
        }, `the dev server serves ${other!.tag} once site.ts names it`).toPass({ timeout: 5 * 60_000 });
      }
      const built: Awaited<ReturnType<typeof initialsOf>>[] = [];
      for (const { prefix } of places) {
        await open(page, inLanguage(prefix));
        const shown = await initialsOf(page);
        built.push(shown);
        await open(devPage, inLanguage(prefix));
        expect(await initialsOf(devPage), `${inLanguage(prefix)}: npm run dev as the build`).toEqual(shown);
      }
      await devPage.context().close();
      // and the same on every language's page: the default language's, as a logo or a picture would be
      for (const shown of built.slice(1)) {
        expect(shown.header?.split(' (')[0]).toBe(built[0]!.header?.split(' (')[0]);
        expect(shown.cards.map((card) => card?.split(' (')[0])).toEqual(
          built[0]!.cards.map((card) => card?.split(' (')[0]),
        );
      }
    },
  );
});
