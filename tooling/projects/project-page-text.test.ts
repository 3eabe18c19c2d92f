import { describe, expect, it } from 'vitest';
import { renderPost } from '../posts/render-post';
import { renderedText } from './project-page-text';

// What the site's search reads of a story: the words its reader reads, not the labels the site adds.

describe("a rendered story's words", () => {
  it("are its headings, each with its anchor, and its text without the site's own labels", () => {
    const { html } = renderPost(
      '# Why\n\nSee [the data](https://example.org/data).\n\n## How it counts\n\n```python\nx = 1\n```\n\nDone in $O(n)$.\n',
      { file: 'story.md', lineOffset: 0, imagesDir: '.', imagesLabel: '.' },
    );
    expect(renderedText(html)).toEqual({
      headings: [
        { id: 'why', text: 'Why' },
        { id: 'how-it-counts', text: 'How it counts' },
      ],
      text: 'Why See the data. How it counts x = 1 Done in O(n).',
    });
  });
});
