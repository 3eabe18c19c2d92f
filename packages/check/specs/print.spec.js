import { forOwners } from '../support/owner-tags.js';
import { undrawable, useTheme } from '../support/page.js';
import { firstOutOfOrder, pdfPages, squeeze } from '../support/pdf-text.js';
import { at, cardSections, education, homeHeadings, profile, publications, texts } from '../support/site.js';
import { expect, test } from '../support/site-test.js';

// The home page on paper (Ctrl+P): dark ink on white whatever the theme, no particle field, no header
// and no control, every card with every line of its description, each address a link leads to
// written out, and nothing wider than the paper.

test.describe.configure({ mode: 'parallel' });

/**
 * A4 less the side margins of the site's @page (15 mm each), in CSS pixels: the width a printer lays the page out in.
 */
const PRINTABLE_WIDTH = Math.floor(((210 - 2 * 15) / 25.4) * 96);

/** What a reader of the printed page must find, in order: headings, and each card's title and description. */
const expectedText = [
  profile.name,
  ...cardSections.flatMap(({ heading, entries }) => [
    heading,
    ...entries.flatMap((entry) => [entry.title, ...entry.details]),
  ]),
];

/**
 * Every visible element with text of its own whose colour is not dark, and every background that is not pale.
 * @param {import('@playwright/test').Page} page
 */
const notInk = (page) =>
  page.evaluate(() => {
    // relative luminance (WCAG) of any CSS colour, drawn on a canvas to read it as sRGB; undefined for a transparent
    // one
    const context = /** @type {CanvasRenderingContext2D} */ (
      document.createElement('canvas').getContext('2d', { willReadFrequently: true })
    );
    /** @param {string} colour */
    const luminance = (colour) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, alpha = 0] = [...context.getImageData(0, 0, 1, 1).data].map(
        (channel) => channel / 255,
      );
      if (alpha === 0) return undefined;
      const [lr = 0, lg = 0, lb = 0] = [r, g, b].map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    /** @type {string[]} */
    const out = [];
    /** @param {Element} element */
    const describe = (element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    for (const element of [document.documentElement, ...document.body.querySelectorAll('*')]) {
      if (element !== document.documentElement && !element.checkVisibility()) continue;
      const style = getComputedStyle(element);
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      const ink = luminance(style.color);
      if (ownText && ink !== undefined && ink > 0.2) out.push(`${describe(element)}: text ${style.color}`);
      const paper = luminance(style.backgroundColor);
      if (paper !== undefined && paper < 0.75) out.push(`${describe(element)}: background ${style.backgroundColor}`);
      for (const colour of style.backgroundImage.match(/(?:rgba?|oklab|oklch|color)\([^)]*\)/g) ?? []) {
        const shade = luminance(colour);
        if (shade !== undefined && shade < 0.75) out.push(`${describe(element)}: background image with ${colour}`);
      }
    }
    return out;
  });

/**
 * Elements that would still move on paper: a transition or an animation left in the print styles.
 * @param {import('@playwright/test').Page} page
 */
const moving = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .map((element) => /** @type {const} */ ([element, getComputedStyle(element)]))
      .filter(
        ([, style]) =>
          style.transitionDuration.split(',').some((duration) => parseFloat(duration) > 0) ||
          style.animationName !== 'none',
      )
      .map(
        ([element, style]) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}: transition ${style.transitionDuration}, animation ${style.animationName}`,
      ),
  );

/**
 * Elements reaching past the printable width.
 * @param {import('@playwright/test').Page} page
 */
const overflowing = (page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    /** @type {string[]} */
    const out = [];
    if (document.documentElement.scrollWidth > width)
      out.push(`the page is wider than the paper: ${document.documentElement.scrollWidth} > ${width}`);
    for (const element of document.querySelectorAll('main *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.right > width + 0.5 || box.left < -0.5)
        out.push(
          `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}": ${box.left}–${box.right}`,
        );
    }
    return out;
  });

test.describe('the home page on paper', () => {
  test.use({ viewport: { width: PRINTABLE_WIDTH, height: 1000 } });

  for (const theme of /** @type {const} */ (['dark', 'light'])) {
    test(
      `prints in the ${theme} theme as a document: dark on white, no field, header or control, every description line, the links' addresses, within the paper`,
      forOwners('publications', 'sections-left-out', 'own-theme', 'long-words', 'education'),
      async ({ page, visit }) => {
        await useTheme(page, theme);
        await visit(at('/'));
        await page.emulateMedia({ media: 'print' });

        await expect(page.locator('.particle-layer')).toBeHidden();
        await expect(page.locator('header')).toBeHidden();
        // the card titles are buttons on screen (they open the dialog) and plain headings on paper
        const controls = await page
          .locator('button:not([aria-haspopup="dialog"])')
          .evaluateAll((buttons) =>
            buttons
              .filter((button) => button.checkVisibility())
              .map((button) => button.getAttribute('aria-label') ?? button.textContent),
          );
        expect(controls, 'buttons printed').toEqual([]);
        const framed = await page
          .locator('main a, main button')
          .evaluateAll((elements) =>
            elements
              .filter((element) => element.checkVisibility() && getComputedStyle(element).borderTopWidth !== '0px')
              .map((element) => element.textContent),
          );
        expect(framed, 'links and buttons printed with a button’s frame').toEqual([]);

        // each card's description list, as far as it is shown, in one look at the page
        const shownLines = await page.evaluate(
          (ids) =>
            ids.map((id) =>
              [...document.querySelectorAll(`section#${id} article`)].map((card) =>
                [...card.querySelectorAll('ul:not([aria-label]) > li')]
                  .filter((line) => line.checkVisibility())
                  .map((line) => line.textContent),
              ),
            ),
          cardSections.map(({ id }) => id),
        );
        expect(shownLines, 'every line of every card’s description').toEqual(
          cardSections.map(({ entries }) => entries.map((entry) => entry.details)),
        );

        expect(await moving(page), 'transitions and animations on paper').toEqual([]);
        // the print colours are the page's state on paper: waited for, not assumed at the switch
        await expect
          .poll(() => notInk(page), { message: 'text that is not dark, backgrounds that are not pale' })
          .toEqual([]);
        await expect.poll(() => overflowing(page), { message: 'wider than the paper' }).toEqual([]);

        // the printout itself (what Ctrl+P makes): the sections in order, every line, every external address; a text
        // no font of this machine draws prints as boxes, which no reader reads back: it is left out, and said
        const lost = await undrawable(page, [...homeHeadings, ...expectedText]);
        if (lost.length > 0) {
          const said = `no font of this machine draws ${lost.length} of the texts the printout is read for ("${lost[0]}"): they are not compared (install a font of their script)`;
          test.info().annotations.push({ type: 'not compared', description: said });
          console.warn(said);
        }
        const readable = (/** @type {readonly string[]} */ texts) => texts.filter((text) => !lost.includes(text));
        const printed = (await pdfPages(await page.pdf({ format: 'A4' }))).join('\n');
        expect(firstOutOfOrder(printed, readable(homeHeadings)), 'the headings, in order').toBeUndefined();
        expect(firstOutOfOrder(printed, readable(expectedText)), 'each card and its description').toBeUndefined();
        const addresses = [
          ...cardSections.flatMap(({ entries }) => entries.flatMap((entry) => (entry.github ? [entry.github] : []))),
          ...publications.flatMap(({ links }) => links.map(({ href }) => href)),
          ...education.flatMap(({ url }) => url ?? []),
        ];
        for (const href of addresses) expect(squeeze(printed), href).toContain(squeeze(href));
        expect(printed).not.toContain(texts.skipToContent);
      },
    );
  }
});
