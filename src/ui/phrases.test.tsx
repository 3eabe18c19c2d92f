import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as LanguagesModule from 'virtual:languages';
import { Phrases, phrasedPieces } from './phrases';

// Texts the build cut into phrases (tooling/i18n/phrases.ts), whatever the content under test.
vi.mock('virtual:languages', async (importOriginal) => ({
  ...(await importOriginal<typeof LanguagesModule>()),
  phrases: [
    ['スマートフォンで', '動く', 'エンジニア'],
    ['こんにちは、', 'キム・ソヨンです'],
    ['「会議」を', '書く'],
  ],
}));

/** What an element holds, its <wbr>s as "|" and each run kept on one line in brackets. */
const shape = (element: Element): string =>
  [...element.childNodes]
    .map((node) => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent;
      const child = node as Element;
      if (child.localName === 'wbr') return '|';
      if (child.classList.contains('whitespace-nowrap')) return `[${child.textContent}]`;
      return `<${shape(child)}>`;
    })
    .join('');

describe('a text set between phrases', () => {
  it('breaks only at a <wbr> between two of its phrases, its words kept whole', () => {
    const { container } = render(<Phrases text="スマートフォンで動くエンジニア" />);
    const set = container.firstElementChild!;
    expect(set).toHaveClass('phrased');
    expect(shape(set)).toBe('スマートフォンで|動く|エンジニア');
  });

  it('gives a screen reader and a copy the text as it is', () => {
    const { container } = render(<Phrases text="こんにちは、キム・ソヨンです" />);
    expect(container.textContent).toBe('こんにちは、キム・ソヨンです');
    expect(container.querySelectorAll('wbr')).toHaveLength(1);
  });

  it('holds the punctuation inside a phrase to the letter after it, not the one that ends it', () => {
    const { container } = render(<Phrases text="こんにちは、キム・ソヨンです" />);
    expect(shape(container.firstElementChild!)).toBe('こんにちは、|キム[・ソ]ヨンです');
    const quoted = render(<Phrases text="「会議」を書く" />).container;
    expect(shape(quoted.firstElementChild!)).toBe('「会議[」を]|書く');
  });

  it('takes phrases given with the text (a post title’s)', () => {
    const { container } = render(<Phrases text="中文分词器" phrases={['中文', '分词器']} />);
    expect(shape(container.firstElementChild!)).toBe('中文|分词器');
  });

  it('leaves a text the build did not cut as it is, in no element', () => {
    const { container } = render(<Phrases text="Speech recognition engineer" />);
    expect(container.innerHTML).toBe('Speech recognition engineer');
    expect(render(<Phrases text="エンジニア" />).container.innerHTML).toBe('エンジニア');
  });
});

describe('a sentence set in pieces', () => {
  it('puts the <wbr>s of the whole sentence in its pieces, one at a join on the piece that starts there', () => {
    const pieces = phrasedPieces(['こんにちは、', 'キム・ソヨン', 'です'])!;
    const { container } = render(
      <p>
        {pieces[0]}
        <b>{pieces[1]}</b>
        {pieces[2]}
      </p>,
    );
    expect(shape(container.firstElementChild!)).toBe('こんにちは、<|キム[・ソ]ヨン>です');
    expect(container.textContent).toBe('こんにちは、キム・ソヨンです');
  });

  it('are none when the sentence was not cut', () => {
    expect(phrasedPieces(['Hi, I’m ', 'Kim', ''])).toBeUndefined();
  });
});
