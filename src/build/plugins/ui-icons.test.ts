import { describe, expect, it } from 'vitest';
import { iconId, iconNames } from '@/shared/icons/icon-names';
import { uiIcons } from './ui-icons';

const SVG = 'http://www.w3.org/2000/svg';
const INDEX = '<!doctype html>\n<html>\n  <head></head>\n  <body>\n    <div id="root"><!--app-html--></div>\n  </body>\n</html>';

function transform(html: string): string {
  const hook = uiIcons().transformIndexHtml as (html: string) => string;
  return hook(html);
}

describe('the UI icon sprite', () => {
  const html = transform(INDEX);
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

  it('holds one symbol per icon name, each with its viewBox and its drawing', () => {
    const symbols = [...(sprite?.children ?? [])];
    expect(symbols.map((symbol) => symbol.localName)).toEqual(iconNames.map(() => 'symbol'));
    expect(symbols.map((symbol) => symbol.id)).toEqual(iconNames.map(iconId));
    for (const symbol of symbols) {
      expect(symbol.getAttribute('viewBox'), symbol.id).toMatch(/^0 0 \d+ \d+$/);
      expect(symbol.querySelector('g[fill="currentColor"] > path')?.getAttribute('d'), symbol.id).toMatch(/^M/);
    }
  });

  it('is well-formed SVG, with no inline style (the CSP allows none)', () => {
    const markup = sprite?.outerHTML ?? '';
    const xml = new DOMParser().parseFromString(markup.replace('<svg', `<svg xmlns="${SVG}"`), 'image/svg+xml');
    expect(xml.querySelector('parsererror')).toBeNull();
    expect(xml.querySelectorAll('symbol')).toHaveLength(iconNames.length);
    expect(html).not.toMatch(/style=/);
  });

  it('refuses a page without <body>', () => {
    expect(() => transform('<html></html>')).toThrow(/no <body>/);
  });
});
