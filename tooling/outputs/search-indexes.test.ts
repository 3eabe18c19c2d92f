import { describe, expect, it } from 'vitest';
import { searchIndexesText } from './search-indexes';

describe("the module that names the search's files", () => {
  it('imports each file’s address and gives them by language', () => {
    expect(
      searchIndexesText([
        { tag: 'en', parts: ['/cache/a/search-en.json'] },
        { tag: 'pt-BR', first: '/cache/b/search-pt-br-first.json', parts: ['/cache/c/search-pt-br-1.json'] },
      ]),
    ).toBe(
      [
        'import file0 from "/cache/a/search-en.json?url";',
        'import file1 from "/cache/b/search-pt-br-first.json?url";',
        'import file2 from "/cache/c/search-pt-br-1.json?url";',
        'export const searchIndexes = {',
        '  "en": { parts: [file0] },',
        '  "pt-BR": { first: file1, parts: [file2] },',
        '};',
        '',
      ].join('\n'),
    );
  });
});
