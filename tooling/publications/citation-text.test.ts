import { describe, expect, it } from 'vitest';
import { citationText } from './citation-text';

describe('the BibTeX a visitor copies', () => {
  it('leaves out the fields only the site reads and re-indents the rest, keeping their LaTeX', () => {
    const input = `@article{key2024,
    title={{Graph} Learning with M{\\"o}bius {Strips}},
  author = "Quinn, A. and {\\O}stergaard, L.",
  selected = {true}, pdf = {https://example.org/a.pdf},
  code={https://github.com/x/y},
  year=2024, month = mar # "~1",
  file = {Full Text:/Users/avery/Zotero/storage/ABC/a.pdf:application/pdf}
}`;
    expect(citationText(input)).toBe(`@article{key2024,
  title = {{Graph} Learning with M{\\"o}bius {Strips}},
  author = "Quinn, A. and {\\O}stergaard, L.",
  year = 2024,
  month = mar # "~1"
}`);
  });

  it('reads an entry in parentheses, and one with a brace inside quotes', () => {
    expect(citationText('@misc(k, title = "A {"}quoted{"} word", video = {https://v.example})')).toBe(
      '@misc{k,\n  title = "A {"}quoted{"} word"\n}',
    );
  });

  it('gives back what it cannot follow as it is', () => {
    expect(citationText('  not an entry  ')).toBe('not an entry');
  });
});
