import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPosts } from '../posts/read-posts';
import { renderNotebook } from '../posts/render-notebook';
import { renderPost } from '../posts/render-post';
import { postSections } from './post-sections';

// A post cut into the sections its headings start, from the HTML the posts' renderer makes: what
// each section holds is what a reader reads there, not the site's own words around it.

const root = process.cwd();
const imagesDir = join(root, 'tests/fixtures/images');
const render = (markdown: string) =>
  renderPost(markdown, { file: 'src/content/posts/x.md', lineOffset: 0, imagesDir, imagesLabel: 'images' }).html;

describe('the sections of a post', () => {
  it('are its text before the first heading, then one per heading, with the heading’s id and text', () => {
    const sections = postSections(
      render(
        [
          'Baselines are *cheap* to build.',
          '## Why evaluation comes first',
          'Write the evaluation first.',
          '- one seed',
          '- three seeds',
          '### Seeds',
          'Run it three times.',
          '## Shipping',
          'Small models win.',
        ].join('\n\n'),
      ),
    );
    expect(sections).toEqual([
      { text: 'Baselines are cheap to build.' },
      {
        id: 'why-evaluation-comes-first',
        heading: 'Why evaluation comes first',
        text: 'Write the evaluation first.\none seed\nthree seeds',
      },
      { id: 'seeds', heading: 'Seeds', text: 'Run it three times.' },
      { id: 'shipping', heading: 'Shipping', text: 'Small models win.' },
    ]);
  });

  it('starts at the first heading of a post that opens with one', () => {
    expect(postSections(render('## Start\n\nText.'))).toEqual([{ id: 'start', heading: 'Start', text: 'Text.' }]);
  });

  it('leave out the site’s words (a heading’s link, "opens in a new tab") and a formula’s TeX source, and keep code', () => {
    const [intro, code] = postSections(
      render(
        [
          'See [the paper](https://example.com/paper) on $\\sqrt{d_k}$.',
          '## Code',
          '```ts\nconst movingAverage = 3;\n```',
        ].join('\n\n'),
      ),
    );
    // the formula's characters (its MathML draws the radical itself)
    expect(intro?.text).toBe('See the paper on dk.');
    expect(code).toEqual({ id: 'code', heading: 'Code', text: 'const movingAverage = 3;' });
  });

  it('read a notebook’s cells and outputs, not its "Show code" line', () => {
    const dir = join(root, 'tests/fixtures/posts');
    const notebook = readPosts(dir, (path) => relative(root, path)).posts.find((post) => post.notebook);
    expect(notebook, 'the fixture posts have a notebook').toBeDefined();
    const html = renderNotebook(notebook!.notebook!, {
      file: notebook!.file,
      lineOffset: 0,
      imagesDir,
      imagesLabel: 'images',
      slug: notebook!.slug,
    }).html;
    const text = postSections(html)
      .map((section) => `${section.heading ?? ''}\n${section.text}`)
      .join('\n');
    expect(text).not.toContain('Show code');
    // every heading of the notebook is a section of its own
    const headings = [...html.matchAll(/<h[2-6] id="([^"]+)"/g)].map(([, id]) => id);
    expect(postSections(html).flatMap(({ id }) => (id ? [id] : []))).toEqual(headings);
  });
});
