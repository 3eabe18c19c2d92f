// @vitest-environment jsdom
// (the test reads the HTML it checks with the DOM's parser)
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mathClass, mathDeclarations } from './render-math';
import { renderPost } from './render-post';

const imagesDir = join(process.cwd(), 'tests/fixtures/images');
const render = (markdown: string, lineOffset = 0) =>
  renderPost(markdown, { file: 'src/content/posts/x.md', lineOffset, imagesDir, imagesLabel: 'src/content/images' });
const dom = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
const MATHML = 'http://www.w3.org/1998/Math/MathML';

describe('math in a post', () => {
  it('turns $…$ into inline MathML and $$…$$ into a block, with no TeX left in the page', () => {
    const { html, errors, math } = render(
      'The gradient $\\nabla_\\theta \\mathcal{L}$ flows.\n\n$$\n\\frac{a}{b}\n$$\n',
    );
    expect(errors).toEqual([]);
    const body = dom(html);
    const formulas = [...body.querySelectorAll('math')];
    expect(
      formulas.map((formula) => [
        formula.namespaceURI,
        formula.getAttribute('display'),
        formula.parentElement?.tagName,
      ]),
    ).toEqual([
      [MATHML, null, 'P'],
      [MATHML, 'block', 'DIV'],
    ]);
    expect(formulas[0]?.textContent).toBe('∇θℒ');
    // what the math font must hold
    expect([...(math?.characters ?? [])].sort()).toEqual([...'∇θℒab'].sort());
    expect(body.querySelector('mfrac')?.textContent).toBe('ab');
    expect(body.textContent).not.toContain('\\');
    expect(body.textContent).not.toContain('$');
    // a block formula scrolls in a box of its own when it is wider than the column, which Tab reaches
    expect(formulas[1]?.parentElement?.className).toBe('math-display');
    expect(formulas[1]?.parentElement?.getAttribute('tabindex')).toBe('0');
  });

  it('draws a ```math block and $$…$$ inside a paragraph as blocks, and a post without math has no math stylesheet', () => {
    const body = dom(render('```math\nx^2\n```\n\nSo $$y = 1$$ holds.').html);
    expect([...body.querySelectorAll('math')].map((formula) => formula.getAttribute('display'))).toEqual([
      'block',
      'block',
    ]);
    // inside a paragraph the box is a span: a <div> may not stand in a <p>
    expect(body.querySelector('p > span.math-display > math')).not.toBeNull();
    expect(render('No formula here, and a price: \\$5.').math).toBeUndefined();
  });

  it('writes no style attribute: the styles of a matrix become classes, each declared once', () => {
    const { html, math } = render('$$\n\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}\n$$\n');
    const body = dom(html);
    expect(body.querySelectorAll('[style]')).toHaveLength(0);
    const classes = [...body.querySelectorAll('mtd')].flatMap((cell) =>
      [...cell.classList].filter((name) => name.startsWith('tml-s-')),
    );
    expect(classes).toHaveLength(4);
    expect([...new Set(classes)].sort()).toEqual([...(math?.styles.keys() ?? [])].sort());
    for (const declarations of math?.styles.values() ?? [])
      expect(declarations).toMatch(/^padding-left:[\d.]+(em|pt);padding-right:[\d.]+(em|pt)$/);
  });

  it('stops on a TeX error, naming the file, the line and the message, and leaves the source in place', () => {
    const { errors, html } = render('Fine $x$.\n\nBroken $\\frac{1}{$ here.\n\n$$\n\\notacommand\n$$\n', 4);
    expect(errors).toEqual([
      'src/content/posts/x.md, line 7: TeX error in "\\frac{1}{": Unexpected end of input in a macro argument, expected \'}\' at end of input: \\frac{1}{',
      'src/content/posts/x.md, line 9: TeX error in "\\notacommand": Unsupported function name: \\notacommand at position 1',
    ]);
    expect(dom(html).querySelectorAll('math')).toHaveLength(1);
  });

  it("keeps a heading with math linkable, its id made of the formula's text", () => {
    const heading = dom(render('## Why $\\sqrt{d}$').html).querySelector('h2');
    expect(heading?.id).toBe('why-d');
    expect(heading?.querySelector('math msqrt')).not.toBeNull();
  });
});

describe('the styles a formula needs', () => {
  it('keep the layout declarations, drop what is not layout or could reach outside', () => {
    expect(mathDeclarations('padding-left:0em;padding-right:5.9776pt;')).toBe(
      'padding-left:0em;padding-right:5.9776pt',
    );
    expect(mathDeclarations('level:1;color:undefined;font:;padding-left:1em')).toBe('padding-left:1em');
    expect(mathDeclarations('background-color:url(https://example.com/x.png);color:#ff0000')).toBe('color:#ff0000');
    expect(mathDeclarations('color:red}body{display:none')).toBe('');
  });

  it('are named by their declarations, the same in every post', () => {
    expect(mathClass('padding-left:1em')).toBe(mathClass('padding-left:1em'));
    expect(mathClass('padding-left:1em')).not.toBe(mathClass('padding-left:2em'));
    expect(mathClass('padding-left:1em')).toMatch(/^tml-s-[0-9a-f]{8}$/);
  });
});
