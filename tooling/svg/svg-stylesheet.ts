import { transform, transformStyleAttribute, type Visitor } from 'lightningcss';

// Build-time only (Node): the CSS of an SVG (its <style> elements and style attributes), read by a
// CSS parser (Lightning CSS, which Vite and Tailwind already run) rather than by patterns, so an
// escaped `u\72l(` or a value hidden in a custom property is seen as the browser sees it. A picture's
// CSS may style it; it may not fetch anything: no @import, no @font-face, no url() but a reference
// to an element of the same file (`url(#gradient)`), no image-set().

/** Functions that fetch what they name, whether given a url() or a plain string. */
const FETCHING_FUNCTIONS = new Set(['image-set', '-webkit-image-set', 'src', 'image', 'cross-fade']);

const isLocal = (url: string) => url.trimStart().startsWith('#');

/** A visitor that records, in `found`, what in the CSS would fetch a file. */
function fetchFinder(found: string[]): Visitor<never> {
  return {
    Url(url) {
      if (!isLocal(url.url)) found.push(`url(${url.url})`);
    },
    Image(image) {
      if (image.type === 'image-set') found.push('image-set()');
    },
    Function(fn) {
      if (FETCHING_FUNCTIONS.has(fn.name.toLowerCase())) found.push(`${fn.name}()`);
    },
    Rule: {
      import(rule) {
        found.push(`@import ${rule.value.url}`);
      },
      'font-face'() {
        found.push('@font-face');
      },
    },
  };
}

/** The CSS as the parser writes it back, or what in it would fetch a file (then it is left out whole). */
export type CheckedCss = { css: string } | { fetches: string[] };

function checked(run: (visitor: Visitor<never>) => { code: Uint8Array }): CheckedCss {
  const found: string[] = [];
  let css: string;
  try {
    css = Buffer.from(run(fetchFinder(found)).code).toString('utf8');
  } catch (error) {
    return { fetches: [`CSS the parser cannot read (${(error as Error).message.split('\n')[0]})`] };
  }
  return found.length > 0 ? { fetches: found } : { css };
}

/** The text of a <style> element. */
export const checkStylesheet = (text: string): CheckedCss =>
  checked((visitor) =>
    transform({ filename: 'picture.svg', code: Buffer.from(text), errorRecovery: true, visitor, minify: false }),
  );

/** The value of a style attribute. */
export const checkStyleAttribute = (text: string): CheckedCss =>
  checked((visitor) =>
    transformStyleAttribute({ code: Buffer.from(text), errorRecovery: true, visitor, minify: true }),
  );
