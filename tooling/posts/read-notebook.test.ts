import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { siteLanguages } from '../i18n/site-languages';
import { readNotebook } from './read-notebook';
import { readPosts } from './read-posts';

const fields = { title: 'A notebook', date: '2025-03-20', summary: 'One sentence.', tags: ['python'] };
const markdown = (source: string | string[]) => ({ cell_type: 'markdown', metadata: {}, source });
const code = (source: string, outputs: unknown[] = []) => ({
  cell_type: 'code',
  execution_count: 1,
  metadata: {},
  outputs,
  source,
});
const notebook = (cells: unknown[], metadata: Record<string, unknown> = { post: fields }) =>
  JSON.stringify({
    nbformat: 4,
    nbformat_minor: 5,
    metadata: { language_info: { name: 'python' }, ...metadata },
    cells,
  });

describe('a notebook file', () => {
  it("gives its cells, numbered from 1, their sources joined from nbformat's lists of lines, and its language", () => {
    const read = readNotebook(
      notebook([
        markdown(['# Title\n', 'Text.']),
        code('print(1)', [{ output_type: 'stream', name: 'stdout', text: ['1\n'] }]),
      ]),
      'x.ipynb',
    );
    expect(read.errors).toEqual([]);
    expect(read.notebook?.language).toBe('python');
    expect(read.notebook?.cells.map(({ number, cell }) => [number, cell.cell_type, cell.source])).toEqual([
      [1, 'markdown', '# Title\nText.'],
      [2, 'code', 'print(1)'],
    ]);
    expect(read.notebook?.cells[1]?.outputs).toEqual([{ output_type: 'stream', name: 'stdout', text: '1\n' }]);
    expect(read.fields).toEqual(fields);
  });

  it('takes its language from the kernel when the notebook names no language_info', () => {
    const read = readNotebook(
      JSON.stringify({ nbformat: 4, nbformat_minor: 4, metadata: { kernelspec: { language: 'julia' } }, cells: [] }),
      'x.ipynb',
    );
    expect(read.notebook?.language).toBe('julia');
  });

  it('is refused when it is not JSON or not nbformat 4, naming the file', () => {
    expect(readNotebook('{ "cells": [', 'posts/x.ipynb').errors[0]).toMatch(
      /^posts\/x\.ipynb: not a notebook \(not JSON: /,
    );
    expect(
      readNotebook(JSON.stringify({ nbformat: 3, nbformat_minor: 0, metadata: {}, worksheets: [] }), 'posts/x.ipynb')
        .errors,
    ).toEqual([
      'posts/x.ipynb: not an nbformat 4 notebook: "nbformat" must be 4 (a notebook saved by Jupyter 4 or later; nbconvert --to notebook upgrades an older one)',
      'posts/x.ipynb: not an nbformat 4 notebook: "cells" must be a list of cells',
    ]);
  });

  it('names the cell, and the output, of every problem', () => {
    const read = readNotebook(
      notebook([
        markdown('Fine.'),
        { cell_type: 'code', metadata: {}, source: 'x' },
        { cell_type: 'picture', source: '' },
        code('y', [{ output_type: 'stream', name: 'stdout' }]),
      ]),
      'posts/x.ipynb',
    );
    expect(read.notebook).toBeUndefined();
    expect(read.errors).toEqual([
      'posts/x.ipynb, cell 2: "outputs" must be a list of outputs',
      'posts/x.ipynb, cell 3: "cell_type" must be markdown, code or raw',
      'posts/x.ipynb, cell 4, output 1: "text" must be text (a string, or a list of lines)',
    ]);
  });
});

describe('a notebook as a post', () => {
  let dir = '';
  const write = (files: Record<string, string>, languages?: string[]) => {
    dir = mkdtempSync(join(tmpdir(), 'notebooks-'));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return readPosts(dir, (path) => relative(join(dir, '..'), path), languages && siteLanguages({ languages }));
  };
  const folder = () => dir.slice(dir.lastIndexOf('/') + 1);
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('takes its title, date, summary and tags from the metadata "post", and its reading time from its text and code', () => {
    const words = Array.from({ length: 150 }, () => 'word').join(' ');
    const { posts, errors } = write({ 'my-notebook.ipynb': notebook([markdown(words), code(words)]) });
    expect(errors).toEqual([]);
    expect(posts[0]).toMatchObject({
      slug: 'my-notebook',
      title: 'A notebook',
      date: '2025-03-20',
      tags: ['python'],
      body: '',
      readingMinutes: 2,
    });
    expect(posts[0]?.notebook?.cells).toHaveLength(2);
  });

  it('stops on missing fields as a Markdown post does, naming the file and the metadata', () => {
    const { posts, errors } = write({ 'a.ipynb': notebook([], { post: { title: 'T' } }), 'b.ipynb': notebook([], {}) });
    expect(posts).toEqual([]);
    expect(errors).toEqual([
      `${folder()}/a.ipynb, metadata "post", field "date": is required`,
      `${folder()}/a.ipynb, metadata "post", field "summary": is required`,
      `${folder()}/b.ipynb: its metadata must hold the post's fields under "post" (title, date and summary, as a Markdown post's front matter)`,
    ]);
  });

  it('is translated by the file-name rule of Markdown posts, and shares no slug with a Markdown post', () => {
    const { posts, errors } = write(
      {
        'results.ipynb': notebook([]),
        'results.pt-br.ipynb': notebook([], { post: { ...fields, title: 'Um caderno' } }),
        'other.md': '---\ntitle: T\ndate: 2025-01-01\nsummary: S.\n---\nText\n',
        'other.ipynb': notebook([]),
      },
      ['en', 'pt-BR'],
    );
    expect(posts.map((post) => [post.slug, post.language, post.title])).toEqual([
      ['other', 'en', 'A notebook'],
      ['results', 'en', 'A notebook'],
      ['results', 'pt-BR', 'Um caderno'],
    ]);
    expect(errors).toEqual([
      `${folder()}/other.md: duplicate slug "other" (also ${folder()}/other.ipynb); a post's address ignores case`,
    ]);
  });
});
