import { create } from 'fontkit';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALWAYS, MATH_FONT, mathFontName, mathFontSubset } from './math-font';

/** The font's tables, and which of `characters` it has a glyph for. */
function inspect(font: Buffer, characters: string) {
  const face = create(font);
  if ('fonts' in face) throw new Error('a font collection');
  return {
    tables: Object.keys((face as unknown as { directory: { tables: Record<string, unknown> } }).directory.tables),
    has: [...characters].filter((character) => face.hasGlyphForCodePoint(character.codePointAt(0)!)),
    glyphs: face.numGlyphs,
  };
}

describe('the math font', () => {
  it("is cut to the formulas' characters and those any formula may draw, keeping its MATH table, a fraction of the whole", async () => {
    const font = await mathFontSubset(['∇', 'ℒ', '∑∈ℝ']);
    const whole = readFileSync(MATH_FONT);
    const seen = inspect(font, '∇ℒ∑∈ℝ𝑥√⊗');
    expect(seen.tables).toContain('MATH');
    expect(seen.has).toEqual([...'∇ℒ∑∈ℝ𝑥√']);
    expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(font.length).toBeLessThan(whole.length / 5);
  });

  it("keeps a bracket's larger sizes, which a matrix stretches it to", async () => {
    const glyphs = (await Promise.all([mathFontSubset([]), mathFontSubset(['∑'])])).map(
      (font) => inspect(font, '').glyphs,
    );
    // ∑ and its display size at least: more glyphs than characters
    expect(glyphs[1]! - glyphs[0]!).toBeGreaterThanOrEqual(2);
    expect(inspect(await mathFontSubset([]), '()[]{}').has).toEqual([...'()[]{}']);
  });

  it('always holds what an engine draws for a one-letter identifier: its italic form', () => {
    expect(ALWAYS).toContain('𝑥');
    expect(ALWAYS).toContain('𝜃');
    expect(ALWAYS).toContain('ℎ');
  });

  it('is named by its content', async () => {
    const font = await mathFontSubset(['∇']);
    expect(mathFontName(font)).toMatch(/^post-math-font-[0-9a-f]{10}\.woff2$/);
    expect(mathFontName(font)).not.toBe(mathFontName(await mathFontSubset(['∇', '⊗'])));
  });
});
