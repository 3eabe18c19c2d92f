// @vitest-environment jsdom
// (the test reads the HTML it checks with the DOM's parser)
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import german from '../../src/shared/i18n/texts/de';
import { renderPost, svgSize } from './render-post';
import { SUB_PATH } from '../../tests/support/sub-path';

const imagesDir = join(process.cwd(), 'tests/fixtures/images');
const render = (markdown: string, lineOffset = 0) =>
  renderPost(markdown, { file: 'src/content/posts/x.md', lineOffset, imagesDir, imagesLabel: 'src/content/images' });
/** The rendered HTML as a DOM, to ask what is in it rather than how it is spelled. */
const dom = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;

describe('sanitizing', () => {
  it('leaves no script element, event handler, javascript:/data: URL, style, iframe or form', () => {
    const { html, errors } = render(
      [
        '<script>alert(1)</script>',
        '<p onclick="alert(1)" style="color:red">styled</p>',
        '[md](javascript:alert(1)) [mixed](JaVaScRiPt:alert(1)) [data](data:text/html,x)',
        '<a href="javascript:alert(1)">raw</a> <a href="&#106;avascript:alert(1)">encoded</a>',
        '<iframe src="https://example.com"></iframe><object data="x"></object><embed src="x">',
        '<form action="https://example.com"><button formaction="javascript:alert(1)">Go</button></form>',
        '<svg onload="alert(1)"><circle r="1"/></svg><style>body{display:none}</style>',
        '<img src="fixture-loss-chart.png" alt="chart" onerror="alert(1)">',
      ].join('\n\n'),
    );
    expect(errors).toEqual([]);
    const body = dom(html);
    expect(body.querySelectorAll('script, iframe, object, embed, form, svg, style, [style]')).toHaveLength(0);
    const attributes = [...body.querySelectorAll('*')].flatMap((node) => node.getAttributeNames());
    expect(attributes.filter((name) => name.startsWith('on'))).toEqual([]);
    const urls = [...body.querySelectorAll('[href], [src]')].map(
      (node) => node.getAttribute('href') ?? node.getAttribute('src'),
    );
    expect(urls.filter((url) => /^\s*(javascript|data):/i.test(url ?? ''))).toEqual([]);
    expect(body.textContent).not.toContain('display:none');
    expect(body.textContent).toContain('styled');
  });
});

describe('headings', () => {
  it("get ids and a link to themselves; a # title becomes an <h2>; the page's own ids are never taken", () => {
    const body = dom(render('# Top\n\n## Getting started\n\n### Root\n\n## Main').html);
    expect([...body.querySelectorAll('h1, h2, h3')].map((h) => `${h.tagName} ${h.id}`)).toEqual([
      'H2 top',
      'H2 getting-started',
      'H3 section-root',
      'H2 section-main',
    ]);
    const anchor = body.querySelector('#getting-started a')!;
    expect(anchor.getAttribute('href')).toBe('#getting-started');
    expect(anchor.getAttribute('aria-label')).toBe('Link to the section “Getting started”');
  });

  it('and links to other sites are labelled in the post’s language', () => {
    const markdown = '## Der Aufbau\n\n[Quelle](https://example.com/a)';
    const body = dom(
      renderPost(markdown, {
        file: 'src/content/posts/x.de.md',
        lineOffset: 0,
        imagesDir,
        imagesLabel: 'src/content/images',
        texts: german,
      }).html,
    );
    expect(body.querySelector('#der-aufbau a')?.getAttribute('aria-label')).toBe('Link zum Abschnitt „Der Aufbau“');
    expect(body.querySelector('a[target="_blank"] .sr-only')?.textContent).toBe(' (öffnet in einem neuen Tab)');
  });
});

describe('code', () => {
  it('is highlighted with class names only, in the languages it names', () => {
    const { html, warnings } = render('```python\ndef f(x):\n    return "s"  # note\n```\n\n```\nplain\n```');
    const body = dom(html);
    expect(body.querySelector('code.language-python.hljs .hljs-keyword')?.textContent).toBe('def');
    expect(body.querySelector('.hljs-string')?.textContent).toBe('"s"');
    expect(body.querySelector('.hljs-comment')?.textContent).toBe('# note');
    expect(body.querySelectorAll('[style]')).toHaveLength(0);
    expect(body.querySelectorAll('pre')[1]?.querySelector('span')).toBeNull();
    // a block wider than the column scrolls, by keyboard too
    expect([...body.querySelectorAll('pre')].map((pre) => pre.getAttribute('tabindex'))).toEqual(['0', '0']);
    expect(warnings).toEqual([]);
  });

  it('in a language the highlighter does not know stays plain, with a warning that names the line', () => {
    const { html, errors, warnings } = render('Text.\n\n```klingon\nqapla\n```', 5);
    expect(errors).toEqual([]);
    expect(html).toContain('qapla');
    expect(warnings).toEqual([expect.stringMatching(/^src\/content\/posts\/x\.md, line 8: .*klingon/)]);
  });
});

describe('links', () => {
  it('to other sites open in a new tab without opener or referrer, and say so; links within the site stay as they are', () => {
    const body = dom(
      render('[out](https://example.com/a) [in](/blog/other) [mail](mailto:a@example.com) [here](#top)').html,
    );
    const [out, inside, mail, here] = [...body.querySelectorAll('a')];
    expect(out?.getAttribute('target')).toBe('_blank');
    expect(out?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(out?.querySelector('.sr-only')?.textContent).toBe(' (opens in a new tab)');
    for (const link of [inside, mail, here]) {
      expect(link?.hasAttribute('target')).toBe(false);
      expect(link?.querySelector('.sr-only')).toBeNull();
    }
  });

  it('within the site stay inside its base path when it lives under one', () => {
    const markdown = `[in](/blog/other) [cv](/resume.pdf) [already](${SUB_PATH}x) [out](https://example.com/a) [proto](//cdn.example/x) [here](#top)`;
    const options = { file: 'src/content/posts/x.md', lineOffset: 0, imagesDir, imagesLabel: 'src/content/images' };
    const hrefs = (basePath?: string) =>
      [...dom(renderPost(markdown, { ...options, ...(basePath && { basePath }) }).html).querySelectorAll('a')].map(
        (a) => a.getAttribute('href'),
      );
    expect(hrefs(SUB_PATH)).toEqual([
      `${SUB_PATH}blog/other`,
      `${SUB_PATH}resume.pdf`,
      `${SUB_PATH}x`,
      'https://example.com/a',
      '//cdn.example/x',
      '#top',
    ]);
    expect(hrefs()).toEqual([
      '/blog/other',
      '/resume.pdf',
      `${SUB_PATH}x`,
      'https://example.com/a',
      '//cdn.example/x',
      '#top',
    ]);
  });
});

describe('images', () => {
  it('from the images folder are left to the image pipeline, in order, with their alt text', () => {
    const { html, images, errors } = render(
      '![A chart](fixture-loss-chart.png)\n\nText\n\n![A diagram](fixture-pipeline.svg)',
    );
    expect(errors).toEqual([]);
    expect(images).toEqual([
      { name: 'fixture-loss-chart.png', alt: 'A chart' },
      { name: 'fixture-pipeline.svg', alt: 'A diagram', vector: { width: 480, height: 120 } },
    ]);
    expect(html).toBe('<p><!--post-image:0--></p>\n<p>Text</p>\n<p><!--post-image:1--></p>');
  });

  it('that are missing, on another site or not a plain file name stop the build, naming the line of the file', () => {
    const { errors } = render(
      'Intro\n\n![a](missing.png)\n\n![b](https://example.com/b.png)\n\n![c](../secret.png)',
      6,
    );
    expect(errors).toEqual([
      'src/content/posts/x.md, line 9: image "missing.png" does not exist in src/content/images',
      expect.stringMatching(
        /^src\/content\/posts\/x\.md, line 11: image "https:\/\/example\.com\/b\.png" must be the name of a PNG, JPEG, WebP or SVG file in src\/content\/images/,
      ),
      expect.stringMatching(/^src\/content\/posts\/x\.md, line 13: image "\.\.\/secret\.png" must be the name of/),
    ]);
  });

  it('read the size an SVG declares, from its width and height or else its viewBox', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="120px" height="40">')).toEqual({
      width: 120,
      height: 40,
    });
    expect(svgSize('<svg viewBox="0 0 300 150.5">')).toEqual({ width: 300, height: 150.5 });
    expect(svgSize('<svg width="100%" height="100%">')).toBeUndefined();
  });
});
