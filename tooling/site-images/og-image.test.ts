import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { profile as sparseOwner } from '../../tests/fixtures/content/sparse-owner/profile';
import { DEFAULT_CONFIG } from '../../src/shared/particle-look';
import { themeColours } from '../../src/shared/theme-colours';
import { OG_MARGIN, ogImage, type OgCard } from './og-image';
import { isSvgFile, OG_IMAGE } from '../../src/shared/site-image-files';

// sparse-owner's long name, in Latin letters beyond ASCII (ë, ø, Þ, ó), and its wide PNG logo
const card: OgCard = {
  accent: themeColours.dark.accent,
  field: DEFAULT_CONFIG,
  title: sparseOwner.name,
  subtitle: sparseOwner.jobTitle,
  footer: 'example.org',
  language: 'en',
  dir: 'ltr',
  logo: {
    data: readFileSync(`tests/fixtures/content/sparse-owner/images/${sparseOwner.logo!}`),
    svg: isSvgFile(sparseOwner.logo!),
  },
};

/**
 * The box around the pixels where two pictures of the card differ: where the text of either is drawn,
 * since the background and the logo are the same in both.
 */
async function differenceBox(a: Buffer, b: Buffer) {
  const [one, two] = await Promise.all([a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer()));
  let [left, top, right, bottom]: [number, number, number, number] = [OG_IMAGE.width, OG_IMAGE.height, -1, -1];
  for (let y = 0; y < OG_IMAGE.height; y++) {
    for (let x = 0; x < OG_IMAGE.width; x++) {
      const at = (y * OG_IMAGE.width + x) * 3;
      if ([0, 1, 2].every((channel) => Math.abs(one![at + channel]! - two![at + channel]!) <= 8)) continue;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  }
  return { left, top, right, bottom };
}

/**
 * The card with `name` against the same card with no name: what differs is the text, which must keep within the
 * margins.
 */
async function textBox(title: string, other: Partial<OgCard> = {}) {
  const [{ png, layout }, blank] = await Promise.all([
    ogImage({ ...card, ...other, title }),
    ogImage({ ...card, ...other, title: '' }),
  ]);
  return { box: await differenceBox(png, blank.png), layout };
}

const inside = {
  left: OG_MARGIN - 1,
  top: OG_MARGIN - 1,
  right: OG_IMAGE.width - OG_MARGIN,
  bottom: OG_IMAGE.height - OG_MARGIN,
};

describe('the link-preview image', () => {
  it('shows a long non-ASCII name whole, inside the margins', async () => {
    const { box, layout } = await textBox(card.title);
    expect(layout.clamped).toBe(false);
    expect(box.left).toBeGreaterThanOrEqual(inside.left);
    expect(box.top).toBeGreaterThanOrEqual(inside.top);
    expect(box.right).toBeLessThanOrEqual(inside.right);
    expect(box.bottom).toBeLessThanOrEqual(inside.bottom);
  });

  it('shrinks a name too long for two lines at the largest size, and keeps it whole', async () => {
    const long = `${card.title} ${card.title}`;
    const [{ layout: first }, { box, layout }] = await Promise.all([ogImage(card), textBox(long)]);
    expect(layout.sizes.title).toBeLessThan(first.sizes.title);
    expect(layout.clamped).toBe(false);
    expect(box.right).toBeLessThanOrEqual(inside.right);
    expect(box.bottom).toBeLessThanOrEqual(inside.bottom);
  });

  it('cuts short only what no size fits, still inside the margins', async () => {
    const { box, layout } = await textBox(Array.from({ length: 8 }, () => card.title).join(' '));
    expect(layout.clamped).toBe(true);
    expect(box.left).toBeGreaterThanOrEqual(inside.left);
    expect(box.right).toBeLessThanOrEqual(inside.right);
    expect(box.bottom).toBeLessThanOrEqual(inside.bottom);
  });

  it('cuts a word longer than any line (a 5,000-letter name, an address) with an ellipsis, inside the margins', async () => {
    const word = 'Þórhallsdóttir'.repeat(358).slice(0, 5000);
    const address = `https://${'very-long-subdomain-'.repeat(12)}example.org/${'path/'.repeat(40)}`;
    for (const [title, subtitle] of [
      [word, card.subtitle],
      [card.title, address],
    ] as const) {
      const [{ png, layout }, blank] = await Promise.all([
        ogImage({ ...card, title, subtitle }),
        ogImage({ ...card, title: '', subtitle: '' }),
      ]);
      const box = await differenceBox(png, blank.png);
      expect(layout.clamped).toBe(true);
      expect(box.left).toBeGreaterThanOrEqual(inside.left);
      // a line broken inside a word ends where Typst breaks it: its last letter may reach a few pixels into the
      // margin (8 px at 44 pt, measured), never past half of it (unbroken, the word ran to the image's edge)
      expect(box.right).toBeLessThanOrEqual(OG_IMAGE.width - OG_MARGIN / 2);
      expect(box.bottom).toBeLessThanOrEqual(inside.bottom);
    }
  });

  it('draws a Chinese name in Han characters, a wide one wrapped and kept inside the margins', async () => {
    const chinese = { language: 'zh-Hans', subtitle: '研究科学家' };
    const { box, layout } = await textBox('李明轩', chinese);
    expect(box.right).toBeGreaterThan(box.left);
    expect(layout.clamped).toBe(false);
    const long = await textBox('欧阳'.repeat(12), chinese);
    expect(long.layout.clamped).toBe(false);
    expect(long.box.right).toBeLessThanOrEqual(inside.right);
  });

  it('sets a right-to-left language from the right edge: its name ends at the right margin', async () => {
    const arabic = { language: 'ar', dir: 'rtl' as const, subtitle: 'مهندس تعلّم آلي' };
    const { box } = await textBox('لوكاس أمارال حداد', arabic);
    // the name's right edge is at the right margin, its left edge far from the left one
    expect(box.right).toBeGreaterThan(inside.right - 12);
    expect(box.right).toBeLessThanOrEqual(inside.right);
    expect(box.left - inside.left).toBeGreaterThan(100);
  });

  it('leaves out a character none of its fonts has (an emoji) rather than drawing a box', async () => {
    const [plain, emoji] = await Promise.all([
      ogImage({ ...card, subtitle: 'Backend Engineer' }),
      ogImage({ ...card, subtitle: 'Backend Engineer 🚀' }),
    ]);
    const box = await differenceBox(plain.png, emoji.png);
    // the two are drawn alike, pixel for pixel
    expect(box.right).toBeLessThan(0);
  });
});
