import { expect, type Page } from '@playwright/test';
import { areaPerParticle } from '../../support/site-content';

/**
 * Reading the particle field from real screenshots (compositor output, so a WebGL canvas or a
 * worker's transferred canvas counts too), compared inside the page. The style tags and the data:
 * URLs these helpers use need `test.use({ bypassCSP: true })`.
 */

export const LAYER = '.particle-layer';
export const ONLY_PARTICLES_MARKER = '/* e2e: particles only */';
/** A stylesheet that hides everything but the particle layer. */
export const ONLY_PARTICLES = `${ONLY_PARTICLES_MARKER} body *:not(${LAYER}, ${LAYER} *) { visibility: hidden !important; } ${LAYER} { visibility: visible !important; }`;
const NO_PARTICLES = `${LAYER} { visibility: hidden !important; } ${LAYER} * { visibility: hidden !important; }`;

/** From the window itself: one particle per 8000 px² of innerWidth × innerHeight. */
export async function expectedCount(page: Page): Promise<number> {
  return page.evaluate((area) => Math.floor((window.innerWidth * window.innerHeight) / area), areaPerParticle);
}

export async function shot(page: Page): Promise<string> {
  return (await page.screenshot({ animations: 'allow' })).toString('base64');
}

/** A screenshot of the page without the particle layer, for comparison. */
export async function backgroundShot(page: Page): Promise<string> {
  const style = await page.addStyleTag({ content: NO_PARTICLES });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const png = await shot(page);
  await style.evaluate((node) => (node as Element).remove());
  return png;
}

export interface Diff {
  /** Pixels whose colour differs by more than 24 (sum of |ΔR|+|ΔG|+|ΔB|). */
  changed: number;
  /** Mean luminance of those pixels in `b` minus in `a` (positive: `b` is lighter there). */
  lighter: number;
}

/** Compares two PNG screenshots inside the page (decoding there needs no extra package). */
export async function diff(page: Page, a: string, b: string): Promise<Diff> {
  return page.evaluate(
    async ([pngA, pngB]) => {
      const pixels = async (base64: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = canvas.getContext('2d');
        if (!ctx) throw new Error('no 2d context');
        ctx.drawImage(bitmap, 0, 0);
        return ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [pa, pb] = await Promise.all([pixels(pngA), pixels(pngB)]);
      let changed = 0;
      let lumSum = 0;
      for (let i = 0; i < pa.length; i += 4) {
        const d = Math.abs(pa[i]! - pb[i]!) + Math.abs(pa[i + 1]! - pb[i + 1]!) + Math.abs(pa[i + 2]! - pb[i + 2]!);
        if (d > 24) {
          changed++;
          const la = 0.2126 * pa[i]! + 0.7152 * pa[i + 1]! + 0.0722 * pa[i + 2]!;
          const lb = 0.2126 * pb[i]! + 0.7152 * pb[i + 1]! + 0.0722 * pb[i + 2]!;
          lumSum += lb - la;
        }
      }
      return { changed, lighter: changed ? lumSum / changed : 0 };
    },
    [a, b] as const,
  );
}

/** Particles are drawn (many pixels differ from the bare background) and move (later shots differ from the first). */
export async function expectDrawnAndMoving(page: Page, theme: 'dark' | 'light' = 'dark'): Promise<Diff> {
  const background = await backgroundShot(page);
  const first = await shot(page);
  const drawn = await diff(page, background, first);
  expect(drawn.changed, 'particle pixels over the background').toBeGreaterThan(1500);
  if (theme === 'dark') expect(drawn.lighter, 'light particles on the dark theme').toBeGreaterThan(15);
  else expect(drawn.lighter, 'dark particles on the light theme').toBeLessThan(-15);
  // moving: the field's pixels change (a frozen field never gets there)
  await expect
    .poll(async () => (await diff(page, first, await shot(page))).changed, {
      message: 'pixels changed since the first shot',
    })
    .toBeGreaterThan(200);
  return drawn;
}

/** Nothing of a field on screen: with the page's content hidden, it looks the same with the particle layer hidden. */
export async function expectNothingDrawn(page: Page): Promise<void> {
  const style = await page.addStyleTag({ content: ONLY_PARTICLES });
  const background = await backgroundShot(page);
  expect((await diff(page, background, await shot(page))).changed, 'particle pixels over the background').toBe(0);
  await style.evaluate((node) => (node as Element).remove());
}
