import type * as fs from 'node:fs';
import { readFileSync } from 'node:fs';
import { expect, it, vi } from 'vitest';
import { firstUndrawable, fontsFor } from './fonts-for-text';
import { typefacesFor } from './typefaces';

// The typefaces' files are read as the text needs them: a site in one script opens none of the three
// hundred files of the Chinese, Japanese and Korean typefaces (about 0.6 s of each build's CPU on two
// cores), and a character of one of them opens the file of its part of Unicode alone.

vi.mock('node:fs', async (original) => {
  const actual = await original<typeof fs>();
  return { ...actual, readFileSync: vi.fn(actual.readFileSync) };
});

/** The font files read so far (Fontsource's WOFF2 files, Inter's TrueType ones). */
const fontFilesRead = () =>
  vi
    .mocked(readFileSync)
    .mock.calls.map(([path]) => String(path))
    .filter((path) => /\.(woff2|ttf)$/.test(path));

it('reads the font files of the characters drawn, and no other', async () => {
  // a site in English and Japanese: the Japanese typeface comes second, the others after it
  const typefaces = typefacesFor('en', ['en', 'ja']);
  await fontsFor('Avery Quinn, Zoë Þórhallsdóttir', typefaces, [400]);
  expect(fontFilesRead().filter((path) => path.includes('@fontsource-variable'))).toEqual([]);
  expect(fontFilesRead().some((path) => path.endsWith('Inter_400Regular.ttf'))).toBe(true);

  // a Han character: the file of the Japanese typeface's part of Unicode that has it (Inter is asked first)
  expect(await firstUndrawable('李', typefaces)).toBeUndefined();
  const cjk = fontFilesRead().filter((path) => path.includes('@fontsource-variable'));
  expect(cjk.length).toBeGreaterThan(0);
  expect(cjk.every((path) => path.includes('/noto-sans-jp/'))).toBe(true);
  // a few of its hundred and twenty-four files at most: those whose part of Unicode holds the character
  expect(new Set(cjk).size).toBeLessThanOrEqual(3);
});
