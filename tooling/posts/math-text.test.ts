import { describe, expect, it } from 'vitest';
import { plainTextMath, texToText } from './math-text';

describe('a formula as characters (titles, summaries, the feed)', () => {
  it('writes scripts as Unicode scripts where every character has one, and with _ or ^ where not', () => {
    expect(texToText('x_i^2')).toBe('xᵢ²');
    expect(texToText('x_{t+1}')).toBe('xₜ₊₁');
    expect(texToText('e^{-x}')).toBe('e⁻ˣ');
    expect(texToText('\\nabla_\\theta \\mathcal{L}')).toBe('∇_θℒ');
    expect(texToText('W \\in \\mathbb{R}^{k \\times d}')).toBe('W ∈ ℝ^(k×d)');
  });

  it('writes fractions and roots on one line, bracketing a group', () => {
    expect(texToText('\\frac{1}{n}')).toBe('1/n');
    expect(texToText('\\frac{a+b}{2}')).toBe('(a + b)/2');
    expect(texToText('\\sqrt{d_k}')).toBe('√dₖ');
    expect(texToText('\\sqrt{x+y}')).toBe('√(x + y)');
  });

  it('puts accents over their letter and leaves no invisible operator behind', () => {
    expect(texToText('\\hat{y} = \\sigma(w^\\top x)')).toBe('ŷ = σ(wᵀx)');
    expect(texToText('O(n \\log n)')).toBe('O(n log n)');
  });
});

describe('a title or a summary with math', () => {
  it('has each formula once, as characters, and the rest as written', () => {
    const errors: string[] = [];
    expect(plainTextMath('Why attention divides by $\\sqrt{d_k}$', 'x.md, field "title"', errors)).toBe(
      'Why attention divides by √dₖ',
    );
    expect(errors).toEqual([]);
  });

  it("leaves dollar amounts alone (Pandoc's rule), and an escaped dollar is a dollar", () => {
    const errors: string[] = [];
    expect(plainTextMath('From $5 to $10 a month', 'x', errors)).toBe('From $5 to $10 a month');
    expect(plainTextMath('It costs \\$3, and $x$ is free', 'x', errors)).toBe('It costs $3, and x is free');
    expect(errors).toEqual([]);
  });

  it('names the field of a formula that does not convert', () => {
    const errors: string[] = [];
    expect(plainTextMath('Bad $\\frac{1}{$ here', 'posts/x.md, field "summary"', errors)).toBe('Bad $\\frac{1}{$ here');
    expect(errors).toEqual([
      `posts/x.md, field "summary": TeX error in "\\frac{1}{": Unexpected end of input in a macro argument, expected '}' at end of input: \\frac{1}{`,
    ]);
  });
});
