import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@/shared/content/schema';
import { DEFAULT_CONFIG } from '../../src/shared/particle-look';
import { pageColour, themeColours } from '../../src/shared/theme-colours';
import type { OgCard } from './og-image';
import { profile as sparseOwner } from '../../tests/fixtures/content/sparse-owner/profile';
import { profile as specOwner } from '../../tests/fixtures/content/spec-owner/profile';
import { ICONS, isSvgFile, OG_IMAGE, SITE_IMAGE_FILES, SVG_FAVICON } from '../../src/shared/site-image-files';
import { resvgFonts } from './fonts';
import { initialsLogo } from './initials-logo';
import { siteImages } from './site-images';

// The fixture owners: spec-owner's logo is an SVG, sparse-owner's a wide PNG.

const logoFile = (owner: string, profile: Profile) => `tests/fixtures/content/${owner}/images/${profile.logo!}`;
const card = (owner: string, profile: Profile): OgCard => ({
  accent: themeColours.dark.accent,
  field: DEFAULT_CONFIG,
  title: profile.name,
  subtitle: profile.jobTitle,
  footer: 'example.org',
  language: 'en',
  dir: 'ltr',
  logo: { data: readFileSync(logoFile(owner, profile)), svg: isSvgFile(profile.logo!) },
});

async function sizeOf(png: Buffer) {
  const { format, width, height } = await sharp(png).metadata();
  return { format, width, height };
}

/** The box around the pixels of a square icon that are not the page colour. */
async function drawnBox(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const page = [1, 3, 5].map((i) => parseInt(pageColour.slice(i, i + 2), 16));
  let [left, top, right, bottom] = [info.width, info.height, -1, -1];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const at = (y * info.width + x) * 3;
      if (page.every((value, channel) => Math.abs(data[at + channel]! - value) <= 2)) continue;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  }
  return { left, top, width: right - left + 1, height: bottom - top + 1 };
}

describe('the site images', () => {
  it('of an SVG logo: the PNGs at their sizes, and the logo itself as favicon.svg, drawn alike', async () => {
    const files = await siteImages(card('spec-owner', specOwner));
    expect([...files.keys()].sort()).toEqual([...SITE_IMAGE_FILES].sort());
    expect(await sizeOf(files.get(OG_IMAGE.file)!)).toEqual({
      format: 'png',
      width: OG_IMAGE.width,
      height: OG_IMAGE.height,
    });
    for (const icon of ICONS)
      expect(await sizeOf(files.get(icon.file)!), icon.file).toEqual({
        format: 'png',
        width: icon.size,
        height: icon.size,
      });
    const drawn = (svg: Buffer) => Buffer.from(new Resvg(svg, { font: resvgFonts }).render().pixels);
    expect(drawn(files.get(SVG_FAVICON)!).equals(drawn(readFileSync(logoFile('spec-owner', specOwner))))).toBe(true);
  });

  it("of an SVG logo that holds a script: favicon.svg is the logo without it (served at the site's root, it could run there)", async () => {
    const hostile = readFileSync('tests/fixtures/images/hostile-figure.svg');
    const files = await siteImages({ ...card('spec-owner', specOwner), logo: { data: hostile, svg: true } });
    const favicon = files.get(SVG_FAVICON)!.toString('utf8');
    expect(favicon).toContain('<svg');
    expect(favicon).not.toMatch(/<script|\son\w+=|javascript:/i);
  });

  it('without a logo: the same PNGs, drawn from the initials, and no favicon.svg', async () => {
    const files = await siteImages({
      ...card('spec-owner', specOwner),
      logo: await initialsLogo('Nguyễn Thị Minh Châu'),
    });
    expect([...files.keys()].sort()).toEqual(SITE_IMAGE_FILES.filter((file) => file !== SVG_FAVICON).sort());
    for (const icon of ICONS)
      expect(await sizeOf(files.get(icon.file)!), icon.file).toEqual({
        format: 'png',
        width: icon.size,
        height: icon.size,
      });
    // the initials' box, 60 by 40, drawn in the middle of the icon
    const box = await drawnBox(files.get(ICONS[0]!.file)!);
    expect(box.width / box.height).toBeCloseTo(60 / 40, 1);
  });

  it('of a raster logo: the same PNGs, and no favicon.svg', async () => {
    const files = await siteImages(card('sparse-owner', sparseOwner));
    expect([...files.keys()].sort()).toEqual(SITE_IMAGE_FILES.filter((file) => file !== SVG_FAVICON).sort());
    expect(await sizeOf(files.get(OG_IMAGE.file)!)).toEqual({
      format: 'png',
      width: OG_IMAGE.width,
      height: OG_IMAGE.height,
    });
    for (const icon of ICONS)
      expect(await sizeOf(files.get(icon.file)!), icon.file).toEqual({
        format: 'png',
        width: icon.size,
        height: icon.size,
      });
  });

  it('draw a wide logo undistorted, centred, and inside the maskable safe zone of the masked icons', async () => {
    const owner = card('sparse-owner', sparseOwner);
    const logo = await sharp(owner.logo.data).metadata();
    const files = await siteImages(owner);
    for (const icon of ICONS) {
      const box = await drawnBox(files.get(icon.file)!);
      // the logo file fills its canvas (an opaque rounded box), so what is drawn has the file's proportions
      expect(box.width / box.height, icon.file).toBeCloseTo(logo.width / logo.height, 1);
      expect(Math.abs(box.left + box.width / 2 - icon.size / 2), icon.file).toBeLessThanOrEqual(1);
      expect(Math.abs(box.top + box.height / 2 - icon.size / 2), icon.file).toBeLessThanOrEqual(1);
      // the safe zone: a circle of 40% of the icon's width around its centre
      if (icon.masked) expect(Math.hypot(box.width, box.height) / 2, icon.file).toBeLessThanOrEqual(icon.size * 0.4);
    }
  });

  it("without a logo, the icons draw the initials the header shows, by the same rule, in the name's script", async () => {
    // each name drawn exactly as its initials are, given as words of one letter
    for (const [name, language, letters] of [
      ['Haruto Sato', 'en', 'H S'],
      ['佐藤 陽斗', 'ja', '佐'],
      ['キム・ソヨン', 'ja', 'キ'],
      ['김서연', 'ko', '김'],
      ['محمد علي', 'ar', 'م ع'],
      ['ilker işık', 'tr', 'İ İ'],
    ] as const) {
      const [drawn, written] = await Promise.all([initialsLogo(name, language), initialsLogo(letters, language)]);
      expect(drawn.data.equals(written.data), `${name}: ${letters}`).toBe(true);
    }
    // in the capitals of the name's language, not another's
    const [turkish, english] = await Promise.all([initialsLogo('ilker işık', 'tr'), initialsLogo('I I', 'tr')]);
    expect(turkish.data.equals(english.data)).toBe(false);
  });

  it('without a logo, for a name in Hangul or Han characters: the icons show its first character, drawn', async () => {
    for (const [name, language] of [
      ['김서연', 'ko'],
      ['李明轩', 'zh-Hans'],
    ] as const) {
      const logo = await initialsLogo(name, language);
      // drawn as outlines: no text is left for resvg to draw with a font it may not have
      expect(logo.data.toString('utf8')).not.toContain('<text');
      const files = await siteImages({ ...card('spec-owner', specOwner), logo });
      const icon = files.get(ICONS.at(-1)!.file)!;
      // the initial's pixels, in the placeholder's ink, inside the initials' box
      const { data, info } = await sharp(icon).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const ink = [1, 3, 5].map((i) => parseInt(themeColours.dark['placeholder-fg'].slice(i, i + 2), 16));
      let inked = 0;
      for (let at = 0; at < data.length; at += 3)
        if (ink.every((value, channel) => Math.abs(data[at + channel]! - value) <= 12)) inked++;
      expect(inked, name).toBeGreaterThan(info.width * info.height * 0.005);
    }
  });
});
