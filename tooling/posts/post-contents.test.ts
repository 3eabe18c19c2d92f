// @vitest-environment jsdom
// (the test finds each heading of the contents in the HTML with the DOM's parser)
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { showsContents } from '../../src/shared/contents';
import { readPosts, type PostSource } from './read-posts';
import { renderNotebook } from './render-notebook';
import { renderPost } from './render-post';

// A post's contents: its headings of level 2 and 3, read when it is rendered, for a Markdown post
// and a notebook alike. Expectations are written out from the fixture files.

const root = process.cwd();
const imagesDir = join(root, 'tests/fixtures/images');
const fixtures = readPosts(join(root, 'tests/fixtures/posts'), (path) => relative(root, path)).posts;
const options = (post: PostSource) => ({
  file: post.file,
  lineOffset: post.bodyLineOffset,
  imagesDir,
  imagesLabel: 'tests/fixtures/images',
});
const rendered = (slug: string) => {
  const post = fixtures.find((candidate) => candidate.slug === slug)!;
  return post.notebook
    ? renderNotebook(post.notebook, { ...options(post), slug })
    : renderPost(post.body, options(post));
};
const headingIn = (html: string, id: string) =>
  new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body.querySelector(`[id="${id}"]`);

describe("a post's contents", () => {
  it("of a Markdown post: its ## headings, in order, with their anchors' ids", () => {
    const { headings, html } = rendered('long-post');
    expect(headings).toEqual([
      { level: 2, id: 'why-evaluation-comes-first', text: 'Why evaluation comes first' },
      { level: 2, id: 'data-before-models', text: 'Data before models' },
      { level: 2, id: 'seeds-and-noise', text: 'Seeds and noise' },
      { level: 2, id: 'shipping-small', text: 'Shipping small' },
      { level: 2, id: 'what-i-would-do-again', text: 'What I would do again' },
      { level: 2, id: 'closing-notes', text: 'Closing notes' },
    ]);
    for (const { id, text } of headings) expect(headingIn(html, id)?.tagName, text).toBe('H2');
  });

  it("of a notebook: the headings of its Markdown cells, ## and ###, as a Markdown post's", () => {
    const { headings, html } = rendered('notebook-post');
    // cell 1 starts with "## Fitting the model", cell 10 holds "## The gradient" and "### Checked with SymPy"
    expect(headings).toEqual([
      { level: 2, id: 'fitting-the-model', text: 'Fitting the model' },
      { level: 2, id: 'the-gradient', text: 'The gradient' },
      { level: 3, id: 'checked-with-sympy', text: 'Checked with SymPy' },
    ]);
    expect(headingIn(html, 'checked-with-sympy')?.tagName).toBe('H3');
  });

  it('is shown for a post of three sections or more, not for one of fewer', () => {
    // code-blocks and math-post have three "##" headings each, image-post and hostile-post none
    expect(showsContents(rendered('code-blocks').headings)).toBe(true);
    expect(showsContents(rendered('math-post').headings)).toBe(true);
    expect(showsContents(rendered('notebook-post').headings)).toBe(true);
    expect(rendered('image-post').headings).toEqual([]);
    expect(showsContents(rendered('hostile-post').headings)).toBe(false);
  });

  it("holds each heading's words as text: code as its text, a formula as characters, no anchor's #, no note of a link", () => {
    const { headings, html } = renderPost(
      [
        '# Written with one #, demoted',
        '## Why `softmax` divides by $\\sqrt{d_k}$',
        '### See [the paper](https://example.com) *first*',
        '#### Too deep for the contents',
        '> ## Quoted, not a section',
        '## Results',
        '## Results',
        '## Main',
      ].join('\n\n'),
      { file: 'x.md', lineOffset: 0, imagesDir, imagesLabel: 'images' },
    );
    expect(headings).toEqual([
      { level: 2, id: 'written-with-one--demoted', text: 'Written with one #, demoted' },
      // the formula as a title writes it; the id is the heading's, whatever it is
      { level: 2, id: 'why-softmax-divides-by-dk', text: 'Why softmax divides by √dₖ' },
      { level: 3, id: 'see-the-paper-first', text: 'See the paper first' },
      { level: 2, id: 'results', text: 'Results' },
      { level: 2, id: 'results-1', text: 'Results' },
      { level: 2, id: 'section-main', text: 'Main' },
    ]);
    for (const { id, text } of headings) expect(headingIn(html, id), text).not.toBeNull();
  });
});
