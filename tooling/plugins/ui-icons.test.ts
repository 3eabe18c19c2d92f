// @module-tag own-menu
// (the shapes of content its outcome depends on, run on the fixture owners that add them: tests/support/shapes.mjs)
// @vitest-environment jsdom
// (the test reads the HTML it checks with the DOM's parser)
import { describe, expect, it } from 'vitest';
import { iconId } from '@/shared/icons/icon-id';
import { publicationIconNames } from '@/shared/icons/icon-names';
import { profile as ownProfile } from '../../tests/support/site-content';
import { siteIconNames } from '../icons/ui-icon-sprite';
import type { Publication } from '../../src/shared/content/publication';
import { uiIcons } from './ui-icons';

const SVG = 'http://www.w3.org/2000/svg';
const INDEX =
  '<!doctype html>\n<html>\n  <head></head>\n  <body>\n    <div id="root"><!--app-html--></div>\n  </body>\n</html>';

/** The page the plugin makes of `html` for a site with these publications (none by default), with search or not. */
function transform(html: string, publications: readonly Publication[] = [], hasSearch = false): Promise<string> {
  const hook = uiIcons({ publications: async () => publications }, { hasSearch }).transformIndexHtml as (
    html: string,
  ) => Promise<string>;
  return hook(html);
}

const symbolIds = (html: string) =>
  [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('svg.icon-sprite > symbol')].map(
    (symbol) => symbol.id,
  );

describe('the UI icon sprite', async () => {
  const html = await transform(INDEX, [{} as Publication], true);
  const page = new DOMParser().parseFromString(html, 'text/html');
  const sprites = page.querySelectorAll('svg.icon-sprite');
  const sprite = sprites[0];

  it('is inlined once, first in <body>, outside the root React renders into', () => {
    expect(sprites).toHaveLength(1);
    expect(page.body.firstElementChild).toBe(sprite);
    expect(page.getElementById('root')?.contains(sprite ?? null)).toBe(false);
    expect(sprite?.namespaceURI).toBe(SVG);
    expect(sprite?.getAttribute('aria-hidden')).toBe('true');
  });

  it('holds one symbol per icon the site shows, each with its viewBox and its drawing', () => {
    const symbols = [...(sprite?.children ?? [])];
    const names = siteIconNames({ hasPublications: true, hasSearch: true, links: ownProfile.links });
    expect(symbols.map((symbol) => symbol.localName)).toEqual(names.map(() => 'symbol'));
    expect(symbols.map((symbol) => symbol.id)).toEqual(names.map(iconId));
    for (const symbol of symbols) {
      expect(symbol.getAttribute('viewBox'), symbol.id).toMatch(/^0 0 \d+ \d+$/);
      expect(symbol.querySelector('g[fill="currentColor"] > path')?.getAttribute('d'), symbol.id).toMatch(/^M/);
    }
  });

  it('is well-formed SVG, with no inline style (the CSP allows none)', () => {
    const markup = sprite?.outerHTML ?? '';
    const xml = new DOMParser().parseFromString(markup.replace('<svg', `<svg xmlns="${SVG}"`), 'image/svg+xml');
    expect(xml.querySelector('parsererror')).toBeNull();
    expect(xml.querySelectorAll('symbol').length).toBe(sprite?.children.length);
    expect(html).not.toMatch(/style=/);
  });

  it('leaves out the publications’ icons on a site without publications', async () => {
    const ids = symbolIds(await transform(INDEX));
    for (const name of publicationIconNames.filter((name) => name !== 'link')) expect(ids).not.toContain(iconId(name));
    expect(ids).toContain(iconId('bars'));
  });

  it('leaves out the search button’s icon on a site without search', async () => {
    expect(symbolIds(await transform(INDEX))).not.toContain(iconId('magnifying-glass'));
    expect(symbolIds(await transform(INDEX, [], true))).toContain(iconId('magnifying-glass'));
  });

  it('refuses a page without <body>', async () => {
    await expect(transform('<html></html>')).rejects.toThrow(/no <body>/);
  });
});
