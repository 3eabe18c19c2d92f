import type { Page } from '@playwright/test';
import { expect, fieldRedrawn, sizes, test } from '../e2e/support/fixtures';
import { settleAnimations, themeToggle } from '../e2e/support/site';

// Math in a post (tests/fixtures/posts/math-post.md), drawn by the browser from MathML made at build
// time: no script for it, a stylesheet and a font of its own that only a page with math loads.
// Expectations are written out from the fixture file.

test.describe.configure({ mode: 'parallel' });

const MATH_POST = '/blog/math-post';
const content = (page: Page) => page.locator('main article .post-content');

/** Each formula's box, and the boxes inside a fraction, a root and a matrix, as the page laid them out. */
const layout = (page: Page) =>
  content(page).evaluate((element) => {
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
    const line = parseFloat(getComputedStyle(element).lineHeight);
    const formulas = [...element.querySelectorAll('math')];
    const fraction = element.querySelector('math[display="block"] mfrac');
    const matrix = [...element.querySelectorAll('mtable')].find((table) => table.querySelectorAll('mtr').length === 3);
    return {
      line,
      formulas: formulas.map((formula) => ({ display: formula.getAttribute('display'), ...box(formula)! })),
      numerator: box(fraction?.children[0]),
      denominator: box(fraction?.children[1]),
      rows: [...(matrix?.querySelectorAll('mtr') ?? [])].map((row) => box(row)!),
      columns: [...(matrix?.querySelector('mtr')?.children ?? [])].map((cell) => box(cell)!),
      brackets: [...(matrix?.parentElement?.querySelectorAll(':scope > mo') ?? [])].map((bracket) => box(bracket)!),
      text: (element as HTMLElement).innerText,
    };
  });

for (const size of sizes) {
  test.describe(`math, ${size.name}`, () => {
    test.use(size.use);

    test('is drawn as math: fractions stacked, a matrix in rows and columns inside tall brackets, no TeX shown', async ({
      page,
      visit,
    }) => {
      await visit(MATH_POST);
      await page.evaluate(() => document.fonts.ready);
      const laid = await layout(page);
      // inline, the softmax block, two aligned lines, the matrix, the ```math block
      expect(laid.formulas.map((formula) => formula.display)).toEqual([null, 'block', 'block', 'block', 'block']);
      for (const formula of laid.formulas) expect(formula.width, 'a formula with a width').toBeGreaterThan(20);
      expect(laid.numerator!.bottom).toBeLessThanOrEqual(laid.denominator!.top + 1);
      expect(laid.rows).toHaveLength(3);
      for (let row = 1; row < 3; row += 1)
        expect(laid.rows[row]!.top).toBeGreaterThanOrEqual(laid.rows[row - 1]!.bottom - 1);
      expect(laid.columns).toHaveLength(4);
      for (let column = 1; column < 4; column += 1)
        expect(laid.columns[column]!.left).toBeGreaterThanOrEqual(laid.columns[column - 1]!.right - 1);
      // the brackets stretch over the three rows (with no math font they stay one line high)
      const matrixHeight = laid.rows[2]!.bottom - laid.rows[0]!.top;
      for (const bracket of laid.brackets) expect(bracket.height).toBeGreaterThan(matrixHeight * 0.8);
      for (const source of ['\\frac', '\\begin', '$$', '\\nabla', '\\mathcal']) expect(laid.text).not.toContain(source);
      // an escaped dollar is a dollar
      expect(laid.text).toContain('escaped: $5.');
    });

    test('no formula is wider than the page: a wide one scrolls in its own box', async ({ page, visit }) => {
      await visit(MATH_POST);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const boxes = await content(page)
        .locator('.math-display')
        .evaluateAll((displays) => displays.map((display) => getComputedStyle(display).overflowX));
      expect(new Set(boxes)).toEqual(new Set(['auto']));
    });
  });
}

test.describe('a page with math', () => {
  test('links the math stylesheet in its head and loads its font, applied in both themes, with no style attribute and no CSP violation', async ({
    page,
    visit,
  }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { violations: string[] }).violations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const fonts: string[] = [];
    page.on('requestfinished', (request) => request.resourceType() === 'font' && fonts.push(request.url()));
    await visit(MATH_POST);
    const sheet = await page.evaluate(() => {
      const link = document.querySelector<HTMLLinkElement>('head link[rel="stylesheet"][href*="/post-math-"]');
      return { href: link?.getAttribute('href'), rules: link?.sheet?.cssRules.length ?? 0 };
    });
    expect(sheet.href).toMatch(/^\/assets\/post-math-[\w-]+\.css$/);
    expect(sheet.rules).toBeGreaterThan(10);
    await page.evaluate(() => document.fonts.ready);
    expect(
      await page.evaluate(() => getComputedStyle(document.querySelector('.post-content math')!).fontFamily),
    ).toContain('NotoSans Math');
    expect(fonts.filter((url) => /\/assets\/post-math-font-[\w-]+\.woff2$/.test(url))).toHaveLength(1);
    expect(await content(page).locator('[style]').count()).toBe(0);

    const colours = async () =>
      content(page)
        .locator('math')
        .first()
        .evaluate((math) => [getComputedStyle(math).color, getComputedStyle(math.closest('article')!).backgroundColor]);
    const dark = await colours();
    await themeToggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await settleAnimations(page);
    await fieldRedrawn(page);
    const light = await colours();
    // the formulas take the text's colour: light on the dark card, dark on the light one
    expect(light[0]).not.toBe(dark[0]);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  });

  test('reached inside the app from the list, its math is drawn and styled', async ({ page, visit }) => {
    await visit('/blog');
    await page.getByRole('link', { name: 'Why attention divides by √dₖ' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Why attention divides by √dₖ');
    // the post shows once its stylesheet has loaded: its first formula is already in the math font
    await expect(content(page).locator('math')).toHaveCount(5);
    expect(
      await page.evaluate(
        () =>
          document.querySelector<HTMLLinkElement>('head link[rel="stylesheet"][href*="/post-math-"]')?.sheet?.cssRules
            .length ?? 0,
      ),
    ).toBeGreaterThan(10);
    expect(
      await content(page)
        .locator('math')
        .first()
        .evaluate((math) => getComputedStyle(math).fontFamily),
    ).toContain('NotoSans Math');
  });

  test('without its stylesheet and font (a failed request), still shows every formula as math', async ({
    page,
    guard,
  }) => {
    const assets = /\/assets\/(post-math-[\w-]+\.css|post-math-font-[\w-]+\.woff2)$/;
    guard.allowFailedRequest(assets);
    guard.allowConsoleError(/Failed to load resource/);
    await page.route(assets, (route) => route.abort());
    await page.goto(MATH_POST);
    const laid = await layout(page);
    expect(laid.formulas).toHaveLength(5);
    for (const formula of laid.formulas) expect(formula.width).toBeGreaterThan(20);
    expect(laid.numerator!.bottom).toBeLessThanOrEqual(laid.denominator!.top + 1);
    expect(laid.text).not.toContain('\\frac');
  });
});

test("the feed and the page's head carry the title's and the summary's formulas once, as characters", async ({
  page,
  request,
}) => {
  const xml = await (await request.get('/rss.xml')).text();
  await page.goto(MATH_POST);
  const item = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const found = [...doc.querySelectorAll('item')].find((entry) =>
      entry.querySelector('link')?.textContent?.endsWith('/blog/math-post'),
    );
    return {
      title: found?.querySelector('title')?.textContent,
      description: found?.querySelector('description')?.textContent,
    };
  }, xml);
  expect(item).toEqual({
    title: 'Why attention divides by √dₖ',
    description: 'The gradient ∇_θℒ of scaled dot-product attention, with the math rendered when the site is built.',
  });
  await expect(page).toHaveTitle(/^Why attention divides by √dₖ · /);
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(item.description);
});
