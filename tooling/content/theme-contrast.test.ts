import { describe, expect, it } from 'vitest';
import { contrast, parseColour, over } from '../../src/shared/colour';
import { siteThemeColours, themeColours } from '../../src/shared/theme-colours';
import { themeContrastProblems } from './theme-contrast';

// An owner's accents, as the build takes or refuses them. Expected ratios are measured here from the
// colours themselves with WCAG's formula, not taken from the check.

describe("the owner's accent colours", () => {
  it('change nothing when site.ts has no theme: the template keeps its own colours', () => {
    expect(siteThemeColours(undefined)).toEqual(themeColours);
  });

  it('take one accent per theme and make the hover colour and the chips from it, readable on the page', () => {
    const colours = siteThemeColours({ dark: { accent: '#f97316' }, light: { accent: '#c2410c' } });
    expect(colours.dark.accent).toBe('#f97316');
    expect(colours.light.accent).toBe('#c2410c');
    expect(colours.dark.chip).toBe('rgb(249 115 22 / 0.14)');
    // every other colour of the theme is the template's
    expect({ ...colours.dark, accent: '', 'accent-strong': '', chip: '', 'chip-fg': '' }).toEqual({
      ...themeColours.dark,
      accent: '',
      'accent-strong': '',
      chip: '',
      'chip-fg': '',
    });
    // the hover colour is lighter than the accent on the dark theme, darker on the light one
    const luminance = (hex: string) => contrast(parseColour(hex)!.rgb, [0, 0, 0]);
    expect(luminance(colours.dark['accent-strong'])).toBeGreaterThan(luminance(colours.dark.accent));
    expect(luminance(colours.light['accent-strong'])).toBeLessThan(luminance(colours.light.accent));
    expect(themeContrastProblems({ dark: { accent: '#f97316' }, light: { accent: '#c2410c' } }, 'content')).toEqual([]);
    // and a chip's words on the chip, on the lightest page colour of the light theme
    const page = parseColour(themeColours.light['page-to'])!.rgb;
    const chip = over(parseColour(colours.light.chip)!, page);
    expect(contrast(parseColour(colours.light['chip-fg'])!.rgb, chip)).toBeGreaterThanOrEqual(4.5);
  });

  it('keep the colours an owner writes for the hover and the chips', () => {
    const colours = siteThemeColours({ light: { accent: '#7c3aed', accentStrong: '#5b21b6', chipText: '#4c1d95' } });
    expect([colours.light.accent, colours.light['accent-strong'], colours.light['chip-fg']]).toEqual([
      '#7c3aed',
      '#5b21b6',
      '#4c1d95',
    ]);
    expect(colours.dark).toEqual(themeColours.dark);
  });

  it('stop the build when an accent is too faint to read, naming the field, the ratio and where', () => {
    // navy on the dark navy page: measured here, 1.5:1
    const ratio = contrast(parseColour('#1e3a8a')!.rgb, parseColour(themeColours.dark['page-to'])!.rgb);
    expect(ratio).toBeLessThan(4.5);
    expect(themeContrastProblems({ dark: { accent: '#1e3a8a' } }, 'src/content')).toEqual([
      `src/content/site.ts, site, field "theme.dark.accent": #1e3a8a reads at ${ratio.toFixed(1)}:1 on the page (${themeColours.dark['page-to']}) in the dark theme; text needs 4.5:1: choose a lighter colour`,
    ]);
    const [light] = themeContrastProblems({ light: { accent: '#0369a1', chipText: '#7dd3fc' } }, 'src/content');
    expect(light).toMatch(
      /^src\/content\/site\.ts, site, field "theme\.light\.chipText": #7dd3fc reads at \d\.\d:1 on a chip on .* in the light theme; text needs 4\.5:1: choose a darker colour$/,
    );
  });
});
