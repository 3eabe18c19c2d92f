import { transform, transformStyleAttribute, type Visitor } from 'lightningcss';

// Build-time only (Node): the CSS of an SVG (its <style> elements and style attributes), read by a
// CSS parser (Lightning CSS, which Vite and Tailwind already run) rather than by patterns, so an
// escaped `u\72l(` or a value hidden in a custom property is seen as the browser sees it. A picture's
// CSS may style it; it may not fetch anything: no @import, no @font-face, no url() but a reference
// to an element of the same file (`url(#gradient)`), no image-set(); what would is left out, one
// declaration or rule at a time.

/** Functions that fetch what they name, whether given a url() or a plain string. */
const FETCHING_FUNCTIONS = new Set(['image-set', '-webkit-image-set', 'src', 'image', 'cross-fade']);

const isLocal = (url: string) => url.trimStart().startsWith('#');

/**
 * A visitor that leaves out of the CSS what would fetch a file, each declaration or rule alone (a line's colour stays
 * when its fill fetched a picture), and records what it left out in `found`.
 */
function fetchRemover(found: string[]): Visitor<never> {
  let fetches = false;
  const note = (what: string) => {
    fetches = true;
    found.push(what);
  };
  return {
    Declaration() {
      fetches = false;
    },
    DeclarationExit() {
      if (!fetches) return;
      fetches = false;
      return [];
    },
    Url(url) {
      if (!isLocal(url.url)) note(`url(${url.url})`);
    },
    Image(image) {
      if (image.type === 'image-set') note('image-set()');
    },
    Function(fn) {
      if (FETCHING_FUNCTIONS.has(fn.name.toLowerCase())) note(`${fn.name}()`);
    },
    Rule: {
      import(rule) {
        found.push(`@import ${rule.value.url}`);
        return [];
      },
      'font-face'() {
        found.push('@font-face');
        return [];
      },
    },
  };
}

/**
 * The CSS as the parser writes it back, without what would fetch a file (`fetches` says what that was); CSS the
 * parser cannot read is left out whole.
 */
export interface CheckedCss {
  css: string;
  fetches: string[];
}

function checked(run: (visitor: Visitor<never>) => { code: Uint8Array }): CheckedCss {
  const found: string[] = [];
  try {
    return { css: Buffer.from(run(fetchRemover(found)).code).toString('utf8'), fetches: found };
  } catch (error) {
    return { css: '', fetches: [`CSS the parser cannot read (${(error as Error).message.split('\n')[0]})`] };
  }
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
