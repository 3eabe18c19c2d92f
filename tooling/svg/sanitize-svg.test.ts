import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { find, svg as svgSchema } from 'property-information';
import { describe, expect, it } from 'vitest';
import { resvgFonts } from '../site-images/fonts';
import { sanitizeSvg } from './sanitize-svg';
import { SVG_SCHEMA } from './svg-allowlist';

const HOSTILE = 'tests/fixtures/images/hostile-figure.svg';

/** Every SVG the fixture owners, the sample owner and the fixture posts show. */
const pictures = [
  'sample/images',
  'tests/fixtures/images',
  ...readdirSync('tests/fixtures/content').map((owner) => join('tests/fixtures/content', owner, 'images')),
].flatMap((folder) =>
  // an owner without pictures has no images/ folder
  (existsSync(folder) ? readdirSync(folder) : []).flatMap((name) =>
    name.endsWith('.svg') && name !== basename(HOSTILE) ? [join(folder, name)] : [],
  ),
);

const clean = (text: string) => {
  const result = sanitizeSvg(text);
  if (!('svg' in result)) throw new Error(`refused: ${result.refused}`);
  return result;
};

/** The picture's pixels as resvg draws it (with the bundled fonts); resvg reads XML strictly, so a file that is not well-formed throws. */
const pixels = (svg: string) => Buffer.from(new Resvg(svg, { font: resvgFonts }).render().pixels);

describe('an SVG made inert', () => {
  it('leaves out every way the hostile figure could run script or fetch a file, and says what it left out', () => {
    const { svg, removed } = clean(readFileSync(HOSTILE, 'utf8'));
    // nothing that runs, embeds or fetches is left, in any spelling
    expect(svg).not.toMatch(
      /<script|<foreignObject|<iframe|<animate|<set\b|\son\w+=|javascript:|evil\.example|@import/i,
    );
    expect(removed).toEqual(
      expect.arrayContaining([
        '<script> (2 times)',
        'onload (an event handler)',
        'onclick (an event handler)',
        '<foreignObject>',
        '<animate>',
        '<set>',
        '<iframe>',
        `xlink:href="javascript:window.svgScriptRan = 'link'"`,
        'xlink:href="https://evil.example/beacon.png"',
        'xlink:href="https://evil.example/sprite.svg#icon"',
        'CSS that fetches (@import https://evil.example/track.css, url(https://evil.example/paint.svg#p))',
        // the escaped u\72l( is a url() to the CSS parser as to the browser
        'CSS that fetches (url(https://evil.example/escaped))',
      ]),
    );
    // what draws stays: the glyphs reused by <use>, the clip path, the safe link, matplotlib's stylesheet
    expect(svg).toContain('<use xlink:href="#DejaVuSans-65" x="61.523438" />');
    expect(svg).toContain('clip-path="url(#p0a1b2c3d)"');
    expect(svg).toContain('<a href="https://example.org/the-data">');
    expect(svg).toMatch(/stroke-linejoin: round/);
    // a declaration that fetched goes alone: the line keeps its colour
    expect(svg).toContain('style="fill:none;stroke:#ff7f0e;stroke-width:1.5px;stroke-linecap:square"');
    // a well-formed XML document (xlink declared), which resvg draws
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* xmlns:xlink="http:\/\/www\.w3\.org\/1999\/xlink"/,
    );
    expect(pixels(svg).length).toBeGreaterThan(0);
  });

  it('finds nothing more to take from what it wrote', () => {
    const once = clean(readFileSync(HOSTILE, 'utf8')).svg;
    expect(clean(once)).toEqual({ svg: once, removed: [] });
  });

  it.each(pictures)('draws %s exactly as before, and says it left out nothing', (path) => {
    const text = readFileSync(path, 'utf8');
    const { svg, removed } = clean(text);
    expect(removed).toEqual([]);
    expect(pixels(svg).equals(pixels(text))).toBe(true);
  });

  it('keeps text as text: a "<" in a label or a stylesheet never becomes markup', () => {
    const { svg } = clean(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" aria-label="a < b">' +
        '<style><![CDATA[ text { fill: red } </style><script>alert(1)</script> ]]></style>' +
        '<text>a &lt; b &amp; c</text></svg>',
    );
    expect(svg).not.toContain('<script');
    expect(svg).toContain('aria-label="a &#x3C; b"');
    expect(svg).toContain('<text>a &#x3C; b &#x26; c</text>');
  });

  it('reads CSS as a browser does: escapes, custom properties and fonts that fetch are found', () => {
    const styled = (style: string) =>
      clean(`<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><style>${style}</style></svg>`);
    expect(styled('rect { fill: url(#g) }').removed).toEqual([]);
    const fetching = styled('rect { --x: image-set("a.png" 1x); background: var(--x); fill: red }');
    expect(fetching.removed).toEqual(['CSS that fetches (image-set())']);
    expect(fetching.svg).toMatch(/rect \{\s*background: var\(--x\);\s*fill: red;\s*\}/);
    expect(styled('@font-face { font-family: X; src: local(X) }').removed).toEqual(['CSS that fetches (@font-face)']);
    expect(styled('rect { cursor: URL( "https://evil.example/c" ), auto }').removed).toEqual([
      'CSS that fetches (url(https://evil.example/c))',
    ]);
    // what the parser cannot read it leaves out, as a browser does: it is not written back
    expect(styled('rect { cursor: url(https://evil.example/no-fallback) }').svg).not.toContain('evil.example');
    // a presentation attribute is CSS too
    const { svg, removed } = clean(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect fill="url(https://evil.example/p)" stroke="url( \'#ok\')"/></svg>',
    );
    expect(removed).toEqual(['fill="url(https://evil.example/p)"']);
    expect(svg).toContain(`stroke="url( '#ok')"`);
  });

  it('keeps a raster picture embedded as base64 (it holds no markup), and no other data: URL', () => {
    const image = (href: string) =>
      clean(
        `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><image href="${href}" width="1" height="1"/></svg>`,
      );
    expect(image('data:image/png;base64,iVBORw0KGgo=').removed).toEqual([]);
    expect(image('data:image/svg+xml;base64,PHN2Zz4=').removed).toEqual(['href="data:image/svg+xml;base64,PHN2Zz4="']);
    expect(image('data:text/html,<script>alert(1)</script>').removed).toHaveLength(1);
  });

  it('refuses a file that is not one <svg> element, saying why', () => {
    expect(sanitizeSvg('<svg><p>HTML ends the SVG here</p><circle r="4"/></svg>')).toEqual({
      refused:
        'it is not one <svg> element (its top level holds <svg>, <p>, <circle>: HTML inside an SVG ends it early)',
    });
    expect(sanitizeSvg('not a picture')).toEqual({ refused: 'it holds no <svg> element' });
    expect(sanitizeSvg('<p>a page</p>')).toEqual({ refused: 'it holds no <svg> element (its top level holds <p>)' });
  });

  it("names only attributes SVG has (each is a property of hast's SVG schema)", () => {
    const names = Object.values(SVG_SCHEMA.attributes ?? {})
      .flat()
      .map((rule) => (typeof rule === 'string' ? rule : rule[0]));
    const unknown = names.filter((name) => !Object.hasOwn(svgSchema.property, name));
    expect(unknown).toEqual([]);
    // and no event handler among them
    expect(names.filter((name) => find(svgSchema, name).attribute.startsWith('on'))).toEqual([]);
  });
});
