import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Publication } from '../../src/shared/content/publication';
import { withPaperFiles } from './paper-files';

// A paper's PDF in the content folder's papers/, named after its entry's key, is published beside the
// entry's page (/publications/<key>/<key>.pdf) and is the entry's PDF link.

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'paper-files-'));
  mkdirSync(join(dir, 'papers'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const entry = (key: string, links: Publication['links'] = []): Publication => ({
  key,
  type: 'article',
  title: key,
  authors: [],
  moreAuthors: false,
  year: 2024,
  selected: false,
  links,
  bibtex: `@article{${key}}`,
});

describe("the papers' PDFs", () => {
  it('are published beside their pages, each its entry’s PDF link in the order of the links; the others are said', () => {
    for (const name of ['li2024.pdf', 'DBLP-conf-x-Li23.pdf', 'stray.pdf'])
      writeFileSync(join(dir, 'papers', name), name);
    const { publications, files, warnings } = withPaperFiles(
      { dir, label: 'content' },
      [
        entry('li2024', [
          { kind: 'pdf', href: 'https://publisher.example/li2024.pdf' },
          { kind: 'code', href: 'https://github.com/x/y' },
          { kind: 'doi', href: 'https://doi.org/10.1/x' },
        ]),
        entry('DBLP:conf/x/Li23'),
        entry('none2020', [{ kind: 'code', href: 'https://github.com/x/z' }]),
      ],
      'https://li.example/portfolio/',
    );
    expect(
      publications.map(({ key, pdfPath, links }) => ({
        key,
        pdfPath,
        links: links.map(({ kind, href }) => `${kind} ${href}`),
      })),
    ).toEqual([
      {
        key: 'li2024',
        pdfPath: '/publications/li2024/li2024.pdf',
        links: [
          'pdf https://li.example/portfolio/publications/li2024/li2024.pdf',
          'doi https://doi.org/10.1/x',
          'code https://github.com/x/y',
        ],
      },
      {
        key: 'DBLP:conf/x/Li23',
        pdfPath: '/publications/DBLP-conf-x-Li23/DBLP-conf-x-Li23.pdf',
        links: ['pdf https://li.example/portfolio/publications/DBLP-conf-x-Li23/DBLP-conf-x-Li23.pdf'],
      },
      { key: 'none2020', pdfPath: undefined, links: ['code https://github.com/x/z'] },
    ]);
    expect([...files]).toEqual([
      ['publications/li2024/li2024.pdf', join(dir, 'papers', 'li2024.pdf')],
      ['publications/DBLP-conf-x-Li23/DBLP-conf-x-Li23.pdf', join(dir, 'papers', 'DBLP-conf-x-Li23.pdf')],
    ]);
    expect(warnings).toEqual([
      expect.stringMatching(/^content\/papers\/stray\.pdf is no entry's of publications\.bib/),
    ]);
  });

  it('are none without papers/', () => {
    rmSync(join(dir, 'papers'), { recursive: true });
    const publications = [entry('a')];
    expect(withPaperFiles({ dir, label: 'content' }, publications, 'https://x.example/')).toEqual({
      publications,
      files: new Map(),
      warnings: [],
    });
  });
});
