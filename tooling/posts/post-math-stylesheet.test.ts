import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mathStylesheet, mathStylesheetName } from './post-math-stylesheet';

const dir = join(process.cwd(), 'node_modules/.cache/particle-portfolio/posts');
const font = join(dir, 'post-math-font-0123456789.woff2');

describe('the math stylesheet', () => {
  const css = mathStylesheet(new Map([['tml-s-0123abcd', 'padding-left:0em;padding-right:5.9776pt']]), dir, font);

  it('declares the math font from the file the build wrote, a copy installed on the system first', () => {
    const url = /url\('([^']+)'\) format\('woff2'\)/.exec(css)?.[1] ?? '';
    expect(resolve(dir, url)).toBe(font);
    expect(css).toMatch(/src: local\('Noto Sans Math'\), local\('NotoSansMath-Regular'\), url/);
    // Temml's own @font-face names a .ttf it does not ship; only this sheet's remains
    expect(css.match(/@font-face/g)).toHaveLength(1);
  });

  it('holds no data: image (the CSP refuses it) and each converter style as a rule that wins as a style attribute would', () => {
    expect(css).not.toContain('data:');
    expect(css).toContain(
      '.post-content .tml-s-0123abcd { padding-left:0em !important; padding-right:5.9776pt !important; }',
    );
    expect(css).toContain('math.tml-display');
  });

  it('is named by its content', () => {
    expect(mathStylesheetName(css)).toMatch(/^post-math-[0-9a-f]{10}\.css$/);
    expect(mathStylesheetName(css)).toBe(
      mathStylesheetName(
        mathStylesheet(new Map([['tml-s-0123abcd', 'padding-left:0em;padding-right:5.9776pt']]), dir, font),
      ),
    );
    expect(mathStylesheetName(css)).not.toBe(mathStylesheetName(mathStylesheet(new Map(), dir, font)));
  });
});
