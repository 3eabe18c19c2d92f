import type { Page } from '@playwright/test';
import { buildSite, onceARun } from './build-once';
import { test as base } from './fixtures';
import { servePagesLike, type PagesLikeHost } from './pages-like-server';

/**
 * The tests of a fixture owner's own site: built once a run from `folder` (a content folder under
 * tests/fixtures/content), served as GitHub Pages serves a site at the root of its domain, the base
 * URL of every page and request.
 */
export function ownerSiteTest(name: string, folder: string) {
  return base.extend<object, { host: PagesLikeHost }>({
    host: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
      async ({}, provide) => {
        const host = await servePagesLike(
          await onceARun(`${name}-site`, (dir) => buildSite(dir, { CONTENT_DIR: folder })),
          '/',
        );
        await provide(host);
        await host.close();
      },
      { scope: 'worker', timeout: 300_000 },
    ],
    baseURL: async ({ host }, provide) => provide(host.origin),
  });
}

/**
 * Whether the first line of the element's text has room in its line box for `letter`'s glyph above
 * the baseline (an accented capital: Ó, Ấ), in the element's font as the browser draws it: the
 * glyph's height against the line box's room above the baseline (half its leading and the font's ascent).
 */
export const roomAbove = (page: Page, selector: string, letter: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, glyph) => {
      const style = getComputedStyle(element);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const metrics = context.measureText(glyph);
      const leading = parseFloat(style.lineHeight) - (metrics.fontBoundingBoxAscent + metrics.fontBoundingBoxDescent);
      return { glyph: metrics.actualBoundingBoxAscent, room: leading / 2 + metrics.fontBoundingBoxAscent };
    }, letter);
