// @vitest-environment jsdom
// (the test reads the HTML it checks with the DOM's parser)
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Cell, Notebook, Output } from './notebook-schema';
import { OUTPUT_LIMIT } from './notebook-outputs';
import english from '../../src/shared/i18n/texts/en';
import germanTexts from '../../src/shared/i18n/texts/de';
import type { SiteTexts } from '../../src/shared/i18n/site-texts';
import { renderNotebook } from './render-notebook';

const imagesDir = join(process.cwd(), 'tests/fixtures/images');
const FILE = 'src/content/posts/nb.ipynb';
type Tags = { tags?: string[]; alt?: string };
const markdown = (source: string, metadata: Tags = {}): { cell: Cell; outputs: Output[] } => ({
  cell: { cell_type: 'markdown', source, metadata },
  outputs: [],
});
const code = (source: string, outputs: Output[] = [], metadata: Tags = {}): { cell: Cell; outputs: Output[] } => ({
  cell: { cell_type: 'code', source, metadata, outputs, execution_count: 1 },
  outputs,
});
const render = (cells: { cell: Cell; outputs: Output[] }[], language = 'python', texts?: SiteTexts) => {
  const notebook: Notebook = { language, cells: cells.map((cell, index) => ({ number: index + 1, ...cell })) };
  return renderNotebook(notebook, {
    file: FILE,
    lineOffset: 0,
    imagesDir,
    imagesLabel: 'src/content/images',
    slug: 'nb',
    texts,
  });
};
const dom = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
const stream = (text: string, name = 'stdout'): Output => ({ output_type: 'stream', name, text });
const display = (data: Record<string, unknown>): Output => ({ output_type: 'display_data', data, metadata: {} });
const png = async () =>
  (
    await sharp({ create: { width: 40, height: 20, channels: 3, background: '#1f77b4' } })
      .png()
      .toBuffer()
  ).toString('base64');
const E = '\u001b[';

describe('markdown cells', () => {
  it("go through the posts' pipeline: math as MathML, HTML sanitized, headings with ids unique across cells", () => {
    const { html, errors, math } = render([
      markdown('## Results\n\nThe loss $\\mathcal{L}$.<script>alert(1)</script><img src=x onerror=alert(1)>'),
      code('x = 1'),
      markdown('## Results\n\n$$\n\\sum_i x_i\n$$'),
    ]);
    const body = dom(html);
    expect([...body.querySelectorAll('h2')].map((heading) => heading.id)).toEqual(['results', 'results-1']);
    expect(body.querySelectorAll('math')).toHaveLength(2);
    expect(body.querySelectorAll('script, [onerror]')).toHaveLength(0);
    expect(math).toBeDefined();
    // the <img src=x> is no file of the images folder: the same error as in a Markdown post
    expect(errors).toEqual([
      `${FILE}: image "x" must be the name of a PNG, JPEG, WebP or SVG file in src/content/images, such as "my-picture.png" (the site's Content-Security-Policy loads no image from elsewhere)`,
    ]);
  });

  it('stop the build on a TeX error, naming the file, the cell and its line', () => {
    const { errors } = render([markdown('Fine.'), markdown('One\n\nTwo $\\frac{1}$.')]);
    expect(errors).toEqual([
      `${FILE}, cell 2, line 3 of the cell: TeX error in "\\frac{1}": Unexpected end of input in a macro argument, expected '}' at end of input: \\frac{1}`,
    ]);
  });
});

describe('code cells', () => {
  it("are highlighted in the notebook's language, with classes only", () => {
    const body = dom(render([code('f <- function(x) {\n  x^2\n}')], 'r').html);
    expect(body.querySelector('pre code.language-r .hljs-keyword')?.textContent).toBe('function');
    expect(body.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('follow the cell tags remove-cell, remove-input, remove-output and hide-input', () => {
    const out = (text: string) => [stream(`${text}\n`)];
    const body = dom(
      render([
        code('gone_cell()', out('GONE-CELL-OUTPUT'), { tags: ['remove-cell'] }),
        code('gone_input()', out('KEPT-OUTPUT'), { tags: ['remove-input'] }),
        code('kept_input()', out('GONE-OUTPUT'), { tags: ['remove-output'] }),
        code('folded()', out('FOLDED-OUTPUT'), { tags: ['hide-input'] }),
      ]).html,
    );
    const text = body.textContent ?? '';
    for (const gone of ['gone_cell', 'GONE-CELL-OUTPUT', 'gone_input', 'GONE-OUTPUT']) expect(text).not.toContain(gone);
    for (const kept of ['KEPT-OUTPUT', 'kept_input', 'FOLDED-OUTPUT']) expect(text).toContain(kept);
    const details = body.querySelector('details')!;
    expect(details.querySelector('summary')?.textContent).toBe(english.showCode);
    expect(details.querySelector('pre code')?.textContent).toBe('folded()');
    expect(details.hasAttribute('open')).toBe(false);
    // the output of a folded cell stays in view, outside the fold
    expect(details.textContent).not.toContain('FOLDED-OUTPUT');
  });

  it("unfold with a line in the post's language", () => {
    const body = dom(render([code('folded()', [], { tags: ['hide-input'] })], 'python', germanTexts).html);
    expect(body.querySelector('details summary')?.textContent).toBe('Code anzeigen');
  });

  it("leave raw cells out, as nbconvert's HTML does", () => {
    expect(render([{ cell: { cell_type: 'raw', source: 'RAW-TEXT', metadata: {} }, outputs: [] }]).html).toBe('');
  });
});

describe('outputs, as saved', () => {
  it('show streams as preformatted text, consecutive ones of a kind joined, stderr apart', () => {
    const body = dom(
      render([code('run()', [stream('a\n'), stream('b\n'), stream('warning\n', 'stderr'), stream('c\n')])]).html,
    );
    expect([...body.querySelectorAll('.nb-outputs pre')].map((pre) => [pre.className, pre.textContent])).toEqual([
      ['nb-output nb-stream', 'a\nb'],
      ['nb-output nb-stream nb-stderr', 'warning'],
      ['nb-output nb-stream', 'c'],
    ]);
  });

  it('show a traceback with its colours as classes', () => {
    const traceback = [
      `${E}0;31mZeroDivisionError${E}0m  Traceback`,
      `${E}0;32m----> 2${E}0m y = 1 / 0`,
      `${E}0;31mZeroDivisionError${E}0m: division by zero`,
    ];
    const body = dom(
      render([
        code('y = 1 / 0', [
          { output_type: 'error', ename: 'ZeroDivisionError', evalue: 'division by zero', traceback },
        ]),
      ]).html,
    );
    const pre = body.querySelector('pre.nb-error')!;
    expect(pre.textContent).toBe(
      'ZeroDivisionError  Traceback\n----> 2 y = 1 / 0\nZeroDivisionError: division by zero',
    );
    expect([...pre.querySelectorAll('span')].map((span) => [span.className, span.textContent])).toEqual([
      ['ansi-red', 'ZeroDivisionError'],
      ['ansi-green', '----> 2'],
      ['ansi-red', 'ZeroDivisionError'],
    ]);
    expect(body.textContent).not.toContain('\u001b');
  });

  it('cut an output too long to read: its first and last lines, and a note of how many are left out', () => {
    const lines = Array.from({ length: 500 }, (_, index) => `line ${index + 1}`);
    const pre = dom(render([code('log()', [stream(`${lines.join('\n')}\n`)])]).html).querySelector('pre.nb-output')!;
    const shown = (pre.textContent ?? '').split('\n');
    const left = 500 - OUTPUT_LIMIT.head - OUTPUT_LIMIT.tail;
    const note = `… ${left} more lines of output, not shown here (the notebook has them all) …`;
    expect(shown).toEqual([...lines.slice(0, OUTPUT_LIMIT.head), note, ...lines.slice(-OUTPUT_LIMIT.tail)]);
    expect(pre.querySelector('.nb-cut-note')?.textContent).toBe(note);
    // in the post's language
    const german = dom(render([code('log()', [stream(`${lines.join('\n')}\n`)])], 'python', germanTexts).html);
    expect(german.querySelector('.nb-cut-note')?.textContent).toBe(
      `… ${left} weitere Zeilen der Ausgabe, hier nicht gezeigt (das Notebook enthält sie alle) …`,
    );
  });

  it('show a pandas table as sanitized HTML, a value as text, LaTeX as MathML', () => {
    const table =
      '<style scoped>.dataframe td { color: red }</style><table border="1" class="dataframe"><tr style="text-align: right"><th>a</th></tr><tr><td onclick="alert(1)">1</td></tr></table><script>alert(1)</script>';
    const body = dom(
      render([
        code('df', [
          {
            output_type: 'execute_result',
            execution_count: 1,
            data: { 'text/html': table, 'text/plain': 'TEXT-FORM' },
            metadata: {},
          },
        ]),
        code('42', [{ output_type: 'execute_result', execution_count: 2, data: { 'text/plain': '42' }, metadata: {} }]),
        code('sp.sqrt(x)', [display({ 'text/latex': '$\\displaystyle \\sqrt{x}$', 'text/plain': 'sqrt(x)' })]),
      ]).html,
    );
    const html = body.querySelector('.nb-html')!;
    expect(html.querySelector('table td')?.textContent).toBe('1');
    expect(html.querySelectorAll('style, script, [style], [onclick], [class]')).toHaveLength(0);
    expect(body.textContent).not.toContain('TEXT-FORM');
    expect(body.querySelector('pre.nb-text')?.textContent).toBe('42');
    expect(body.querySelector('.nb-outputs math[display="block"] msqrt')?.textContent).toBe('x');
  });

  it('give way to the next form when HTML needs a script, and leave out with a warning an output with no form to show', () => {
    const { html, warnings } = render([
      code('fig.show()', [
        display({
          'text/html': '<div id="plot"></div><script>Plotly.newPlot("plot")</script>',
          'application/vnd.plotly.v1+json': {},
          'text/plain': 'Figure()',
        }),
      ]),
      code('widget', [display({ 'application/vnd.jupyter.widget-view+json': { model_id: 'x' } })]),
    ]);
    expect(dom(html).querySelector('pre.nb-text')?.textContent).toBe('Figure()');
    expect(warnings).toEqual([
      `${FILE}, cell 1, output 1: shown as text/plain: text/html: its HTML shows nothing without a script`,
      `${FILE}, cell 2, output 1: left out, the site cannot show it (application/vnd.jupyter.widget-view+json)`,
    ]);
  });

  it("give a figure to the image pipeline with the cell's description, and leave out an image that is not one", async () => {
    const { html, images, warnings } = render([
      code('plt.plot(x)', [display({ 'image/png': await png(), 'text/plain': '<Figure size 640x480 with 1 Axes>' })], {
        alt: 'A blue rectangle',
      }),
      code('broken', [display({ 'image/png': Buffer.from('not a picture').toString('base64') })]),
      code('plt.plot(y)', [
        display({
          'image/svg+xml': [
            '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">',
            '<rect width="40" height="20"/></svg>',
          ],
        }),
      ]),
    ]);
    expect(html).toContain('<!--post-image:0-->');
    expect(
      images.map(({ name, alt, vector }) => ({ name: name.replace(/-[0-9a-f]{10}\./, '-HASH.'), alt, vector })),
    ).toEqual([
      { name: 'nb-HASH.png', alt: 'A blue rectangle', vector: undefined },
      { name: 'nb-HASH.svg', alt: '', vector: { width: 40, height: 20 } },
    ]);
    expect((await sharp(Buffer.from(images[0]!.data!)).metadata()).width).toBe(40);
    expect(warnings).toEqual([
      `${FILE}, cell 2, output 1: left out, the site cannot show it (image/png: its image/png is not a PNG file)`,
      `${FILE}, cell 3: a figure with no description for screen readers (give the cell an "alt" in its metadata)`,
    ]);
  });

  it("take an image pasted into a Markdown cell from the cell's attachments", async () => {
    const data = await png();
    const { images, errors } = render([
      {
        cell: {
          cell_type: 'markdown',
          source: '![A plot](attachment:plot.png)',
          metadata: {},
          attachments: { 'plot.png': { 'image/png': data } },
        },
        outputs: [],
      },
    ]);
    expect(errors).toEqual([]);
    expect(images.map(({ name, alt }) => [name.replace(/-[0-9a-f]{10}\./, '-HASH.'), alt])).toEqual([
      ['nb-HASH.png', 'A plot'],
    ]);
  });

  it('give a figure shown in two cells one file, each place with its own description', async () => {
    const figure = await png();
    const { images } = render([
      code('plt.show()', [display({ 'image/png': figure })], { alt: 'The loss, first run' }),
      code('fig', [display({ 'image/png': figure })], { alt: 'The loss, again' }),
    ]);
    expect(images.map(({ alt }) => alt)).toEqual(['The loss, first run', 'The loss, again']);
    expect(new Set(images.map(({ name }) => name)).size).toBe(1);
  });
});
