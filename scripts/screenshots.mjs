// @ts-check
// `npm run screenshots`: pictures of the production build for a person to look at.
// /, /blog, /blog/x and an open modal (plus the home page scrolled to each section), at 1280x800 and 390x844, in the
// dark and light themes, with the WebGL renderer and with WebGL disabled (2D fallback), in
// the Chromium scripts/browsers.mjs picks. Written to screenshots/ (git-ignored) as
// <renderer>-<size>-<theme>-<page>.png.
//
//   npm run build && npm run screenshots      SHOTS_DIST=<dir> to serve another build
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serveDist } from './serve-dist.mjs';
import { chromiumPath } from './browsers.mjs';

const port = Number(process.env.SHOTS_PORT ?? 4174);
const outDir = process.env.SHOTS_DIST ?? 'dist';
const target = 'screenshots';
const baseArgs = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

const renderers = [
  { name: 'webgl', args: baseArgs, query: 'renderer=webgl&seed=1', expect: 'webgl' },
  { name: 'no-webgl', args: [...baseArgs, '--disable-3d-apis'], query: 'seed=1', expect: '2d' },
];
const sizes = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
];
const themes = ['dark', 'light'];

/**
 * Waits for the particle field, the end of the entry animations and every image in view.
 * @param {import('playwright-core').Page} page
 * @param {{ expect: string }} renderer
 */
async function settle(page, renderer) {
  await page.waitForFunction(
    (expected) => document.querySelector('.particle-layer')?.getAttribute('data-renderer') === expected,
    renderer.expect,
    {
      timeout: 30_000,
    },
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.effect?.getTiming().iterations === Infinity || animation.playState !== 'running'),
  );
  // images in the window (lazy ones further down never load, so never wait for those)
  await page.evaluate(() =>
    Promise.all(
      Array.from(document.images)
        .filter((img) => {
          const box = img.getBoundingClientRect();
          return box.bottom > 0 && box.top < innerHeight && box.width > 0;
        })
        .map((img) => img.decode().catch(() => {})),
    ),
  );
  // two frames so the particle canvas has drawn the settled page
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

const { origin, stop: stopServer } = await serveDist({ outDir, port, portVariable: 'SHOTS_PORT', name: 'screenshots' });
/** @type {string[]} */
const problems = [];
let count = 0;
try {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  for (const renderer of renderers) {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: renderer.args });
    try {
      for (const size of sizes) {
        for (const theme of themes) {
          const { name: sizeName, ...contextOptions } = size;
          const context = await browser.newContext(contextOptions);
          await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
          // nothing leaves the machine
          await context.route(
            (url) => url.origin !== origin && url.protocol.startsWith('http'),
            (route) => route.abort(),
          );
          const page = await context.newPage();
          page.on(
            'console',
            (message) => message.type() === 'error' && problems.push(`${page.url()}: ${message.text()}`),
          );
          page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
          /**
           * @param {string} label
           * @param {import('playwright-core').PageScreenshotOptions} options
           */
          const shoot = async (label, options = {}) => {
            const file = join(target, `${renderer.name}-${sizeName}-${theme}-${label}.png`);
            await page.screenshot({ path: file, ...options });
            count += 1;
          };
          for (const [label, path] of /** @type {const} */ ([
            ['home', '/'],
            ['blog', '/blog'],
            ['blog-post', '/blog/x'],
          ])) {
            await page.goto(`${origin}${path}?${renderer.query}`);
            await settle(page, renderer);
            await shoot(label);
          }
          // the rest of the home page, a window at a time as a visitor scrolls it
          await page.goto(`${origin}/?${renderer.query}`);
          await settle(page, renderer);
          for (const section of ['experience', 'research', 'projects', 'technologies']) {
            await page.locator(`#${section}`).evaluate((element) => element.scrollIntoView({ block: 'start' }));
            await settle(page, renderer);
            await shoot(`home-${section}`);
          }
          // an open modal (the longest details: the first experience card)
          const card = page.locator('section#experience article').getByRole('button').first();
          await card.scrollIntoViewIfNeeded();
          await card.click();
          await page.getByRole('dialog').waitFor();
          await settle(page, renderer);
          await shoot('modal');
          await context.close();
        }
      }
    } finally {
      await browser.close();
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
} finally {
  stopServer();
}

console.log(`screenshots: ${count} pictures in ${target}/`);
if (problems.length) {
  console.error(`screenshots: console or page errors:\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
}
