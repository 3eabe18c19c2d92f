import { strict as assert } from 'node:assert';
import { eventually, open, press, settle, waitFor } from './actions';
import type { Behaviour } from './behaviour';
import type { BrowserPage } from './browser';
import { postsOrSkip } from './posts-of-build';

/**
 * The posts with math and the notebooks, in every browser: the formulas drawn by the browser from
 * MathML made at build time (laid out with real sizes, not their TeX shown), the stylesheets only
 * these pages load applied, in both themes. Which pages have math or a notebook is read from the
 * build under test (its feed and its pages), so these hold for any posts; a build without such a
 * post skips them. The runner fails a test on any CSP violation, error or unstyled first frame.
 */

const THEME_TOGGLE = { css: 'header button[aria-label^="Switch to"]' };

/** How the page laid the post's formulas out, and what of it a reader sees as text. */
const mathLayout = (page: BrowserPage) =>
  page.evaluate(() => {
    const content = document.querySelector('main article .post-content') as HTMLElement;
    const box = (node: Element | null | undefined) => {
      const rect = node?.getBoundingClientRect();
      return rect
        ? {
            top: rect.top,
            bottom: rect.bottom,
            left: rect.left,
            right: rect.right,
            width: rect.width,
            height: rect.height,
          }
        : null;
    };
    const fraction = content.querySelector('mfrac');
    // a table of rows inside brackets that stretch: a matrix
    const fenced = [...content.querySelectorAll('mtable')].find((table) =>
      table.parentElement?.querySelector(':scope > mo[stretchy="true"]'),
    );
    const sheets = [...document.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"]')].map((link) => ({
      href: link.getAttribute('href') ?? '',
      rules: link.sheet?.cssRules.length ?? 0,
    }));
    return {
      formulas: [...content.querySelectorAll('math')].map((math) => box(math)!),
      line: parseFloat(getComputedStyle(content).fontSize),
      numerator: box(fraction?.children[0]),
      denominator: box(fraction?.children[1]),
      table: box(fenced),
      brackets: [...(fenced?.parentElement?.querySelectorAll(':scope > mo[stretchy="true"]') ?? [])].map(
        (bracket) => box(bracket)!.height,
      ),
      font: getComputedStyle(content.querySelector('math') ?? content).fontFamily,
      fontLoaded: [...document.fonts].some(
        (face) => face.family.replace(/["']/g, '') === 'NotoSans Math' && face.status === 'loaded',
      ),
      sheets,
      styled: content.querySelectorAll('[style]').length,
      text: content.innerText,
    };
  }, null);

async function checkMath(page: BrowserPage, where: string): Promise<void> {
  await waitFor(page, () => document.fonts.ready.then(() => document.fonts.status === 'loaded'), null, {
    message: 'the page fonts to load',
  });
  const laid = await mathLayout(page);
  assert.ok(laid.formulas.length > 0, `${where}: formulas in the post`);
  for (const [index, formula] of laid.formulas.entries()) {
    assert.ok(
      formula.width > laid.line * 0.5 && formula.height > laid.line * 0.5,
      `${where}: formula ${index + 1} laid out with a size (${formula.width}×${formula.height})`,
    );
  }
  // stacked: the numerator's middle above the denominator's top (browsers differ in how much of a glyph's ascent its
  // box holds)
  assert.ok(
    laid.numerator && laid.denominator && (laid.numerator.top + laid.numerator.bottom) / 2 < laid.denominator.top,
    `${where}: a fraction's numerator above its denominator (${JSON.stringify([laid.numerator, laid.denominator])})`,
  );
  if (laid.table) {
    for (const height of laid.brackets)
      assert.ok(
        height > laid.table.height * 0.8,
        `${where}: a matrix's brackets stretch over its rows (${height} for ${laid.table.height})`,
      );
  }
  for (const source of ['\\frac', '\\begin', '$$', '\\mathcal'])
    assert.ok(!laid.text.includes(source), `${where}: no TeX source shown (${source})`);
  assert.ok(
    laid.sheets.some((sheet) => /\/post-math-[\w-]+\.css$/.test(sheet.href) && sheet.rules > 0),
    `${where}: the math stylesheet applied (${JSON.stringify(laid.sheets)})`,
  );
  assert.match(laid.font, /NotoSans Math/, `${where}: the formulas in the math font`);
  assert.ok(laid.fontLoaded, `${where}: the math font loaded`);
  assert.equal(laid.styled, 0, `${where}: no style attribute`);
}

export const postMathBehaviours: readonly Behaviour[] = [
  {
    name: 'posts: math is drawn as MathML (fractions stacked, a matrix in stretched brackets, no TeX shown) with its stylesheet and font, in both themes',
    async run(context) {
      const { page, size } = context;
      const paths = await postsOrSkip(context, '<math', 'math');
      for (const [index, path] of paths.entries()) {
        await open(page, path);
        // the first page in the dark theme, the next ones in the light theme the toggle chose (it is kept)
        await checkMath(page, `${path}, ${index === 0 ? 'dark' : 'light'}`);
        if (index === 0) {
          await press(page, THEME_TOGGLE, size);
          await eventually(async () =>
            assert.equal(await page.evaluate(() => document.documentElement.dataset.theme, null), 'light'),
          );
          await settle(page);
          await checkMath(page, `${path}, light`);
        }
        // no formula makes the page wider than the window
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          null,
        );
        assert.ok(overflow <= 0, `${path}: the page does not scroll sideways (${overflow} px)`);
      }
    },
  },
  {
    name: 'posts: a notebook shows its outputs (figure sized and lazy, traceback in colour classes) and folds hidden code until asked',
    async run(context) {
      const { page, size } = context;
      const [path = ''] = await postsOrSkip(context, 'class="nb-cell"', 'a notebook');
      await open(page, path);
      const seen = await page.evaluate(() => {
        const content = document.querySelector('main article .post-content')!;
        const traceback = content.querySelector('pre.nb-error');
        const coloured = traceback?.querySelector('span[class^="ansi-"]');
        const figure = content.querySelector<HTMLImageElement>('.nb-outputs img');
        return {
          sheets: [...document.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"]')].map(
            (link) => [link.getAttribute('href'), link.sheet?.cssRules.length ?? 0] as const,
          ),
          // a colour of its own, from its class
          colour: coloured && traceback ? [getComputedStyle(coloured).color, getComputedStyle(traceback).color] : null,
          figure: figure
            ? [figure.getAttribute('width'), figure.getAttribute('height'), figure.loading, figure.alt !== '']
            : null,
          folded: [...content.querySelectorAll('details.nb-hidden-input')].map(
            (details) => (details as HTMLDetailsElement).open,
          ),
        };
      }, null);
      assert.ok(
        seen.sheets.some(([href, rules]) => /\/post-notebook-[\w-]+\.css$/.test(href ?? '') && rules > 0),
        `the notebook stylesheet applied (${JSON.stringify(seen.sheets)})`,
      );
      if (seen.colour)
        assert.notEqual(seen.colour[0], seen.colour[1], "a traceback's coloured span has its own colour");
      if (seen.figure) {
        const [width, height, loading, described] = seen.figure;
        assert.ok(
          Number(width) > 0 && Number(height) > 0 && loading === 'lazy' && described,
          `a figure sized, lazy and described (${JSON.stringify(seen.figure)})`,
        );
      }
      if (seen.folded.length === 0) return;
      assert.ok(
        seen.folded.every((open) => !open),
        'hidden code starts folded',
      );
      await press(page, { css: 'details.nb-hidden-input > summary' }, size);
      await waitFor(
        page,
        () => (document.querySelector('details.nb-hidden-input') as HTMLDetailsElement | null)?.open,
        null,
        { message: 'the hidden code to unfold' },
      );
      const code = await page.evaluate(
        () => document.querySelector('details.nb-hidden-input pre')?.getBoundingClientRect().height ?? 0,
        null,
      );
      assert.ok(code > 0, 'the unfolded code is shown');
    },
  },
];
