import { contrast, over, parseColour, type Rgb, toHex } from '../../src/shared/colour.ts';
import type { Site } from '../../src/shared/content/schema.ts';
import { siteThemeColours, type ThemeColourSet, type ThemeName } from '../../src/shared/theme-colours.ts';

// An owner's accents stay readable: text in an accent colour needs WCAG AA's 4.5:1 against every
// background it is drawn on (the page's gradient, a card on it, the dialog's surface), and a chip's
// text against the chip. A colour that falls short stops the build with the ratio it reached.

/** WCAG 2.1 AA for text of body size. */
const TEXT_CONTRAST = 4.5;

/** A colour of theme-colours.ts, which writes each as hex or rgb(). */
function parsed(colour: string) {
  const value = parseColour(colour);
  if (!value) throw new Error(`theme-colours.ts: "${colour}" is not a colour this check reads`);
  return value;
}
const opaque = (colour: string): Rgb => parsed(colour).rgb;
const painted = (colour: string, background: Rgb): Rgb => over(parsed(colour), background);

/** The opaque backgrounds text of a theme is drawn on, each with what a message calls it. */
function backgrounds(colours: ThemeColourSet): [string, Rgb][] {
  const page = (['page-from', 'page-via', 'page-to'] as const).map((name): [string, Rgb] => [
    `the page (${colours[name]})`,
    opaque(colours[name]),
  ]);
  return [
    ...page,
    ...page.map(([, rgb]): [string, Rgb] => [
      `a card on the page (${toHex(painted(colours.card, rgb))})`,
      painted(colours.card, rgb),
    ]),
    ['the dialog', opaque(colours.surface)],
  ];
}

/** The lowest contrast of `text` on these backgrounds, and on which. */
function lowest(text: Rgb, on: readonly [string, Rgb][]): { ratio: number; where: string } {
  return on
    .map(([where, rgb]) => ({ ratio: contrast(text, rgb), where }))
    .reduce((low, next) => (next.ratio < low.ratio ? next : low));
}

/** One message per accent of site.ts's `theme` (or colour made from it) that is too faint to read. */
export function themeContrastProblems(theme: Site['theme'], label: string): string[] {
  if (!theme) return [];
  const colours = siteThemeColours(theme);
  return (['dark', 'light'] as const satisfies readonly ThemeName[]).flatMap((name) => {
    const given = theme[name];
    if (!given) return [];
    const set = colours[name];
    const on = backgrounds(set);
    const checks: [field: string, colour: string, on: [string, Rgb][]][] = [
      ['accent', set.accent, on],
      ['accentStrong', set['accent-strong'], on],
      [
        'chipText',
        set['chip-fg'],
        on.map(([where, rgb]): [string, Rgb] => [`a chip on ${where}`, painted(set.chip, rgb)]),
      ],
    ];
    const problems: string[] = [];
    for (const [field, colour, backgrounds] of checks) {
      const made = given[field as keyof typeof given] === undefined;
      // a colour made from an accent that is already named: the accent is what to change
      if (made && problems.some((problem) => problem.includes(`"theme.${name}.accent"`))) continue;
      const { ratio, where } = lowest(opaque(colour), backgrounds);
      if (ratio >= TEXT_CONTRAST) continue;
      const fix = name === 'dark' ? 'a lighter colour' : 'a darker colour';
      const from = made ? ` (made from your accent ${given.accent})` : '';
      problems.push(
        `${label}/site.ts, site, field "theme.${name}.${field}": ${colour}${from} reads at ${ratio.toFixed(1)}:1 on ${where} in the ${name} theme; text needs ${TEXT_CONTRAST}:1: choose ${fix}`,
      );
    }
    return problems;
  });
}
