import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as LanguagesModule from 'virtual:languages';
import { phrased, phrasedPieces } from './phrases';

// Texts the build cut into phrases (tooling/i18n/phrases.ts), whatever the content under test.
vi.mock('virtual:languages', async (importOriginal) => ({
  ...(await importOriginal<typeof LanguagesModule>()),
  phrases: [
    ['スマートフォンで動くエンジニア', 8, 10],
    ['こんにちは、キム・ソヨンです', 6],
    ['「会議」を書く', 5],
    ['エンジニア'],
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
    const { container } = render(<>{phrased('スマートフォンで動くエンジニア')}</>);
    const set = container.firstElementChild!;
    expect(set).toHaveClass('phrased');
    expect(shape(set)).toBe('スマートフォンで|動く|エンジニア');
  });

  it('gives a screen reader and a copy the text as it is', () => {
    const { container } = render(<>{phrased('こんにちは、キム・ソヨンです')}</>);
    expect(container.textContent).toBe('こんにちは、キム・ソヨンです');
    expect(container.querySelectorAll('wbr')).toHaveLength(1);
  });

  it('holds the punctuation inside a phrase to the letter after it, not the one that ends it', () => {
    const { container } = render(<>{phrased('こんにちは、キム・ソヨンです')}</>);
    expect(shape(container.firstElementChild!)).toBe('こんにちは、|キム[・ソ]ヨンです');
    const quoted = render(<>{phrased('「会議」を書く')}</>).container;
    expect(shape(quoted.firstElementChild!)).toBe('「会議[」を]|書く');
  });

  it('takes the breaks given with the text (a post title’s)', () => {
    const { container } = render(<>{phrased('中文分词器', [2])}</>);
    expect(shape(container.firstElementChild!)).toBe('中文|分词器');
  });

  it('keeps a text of one phrase whole', () => {
    const { container } = render(<>{phrased('エンジニア')}</>);
    expect(container.firstElementChild).toHaveClass('phrased');
    expect(shape(container.firstElementChild!)).toBe('エンジニア');
  });

  it('leaves a text the build did not cut as it is, in no element', () => {
    expect(render(<>{phrased('Speech recognition engineer')}</>).container.innerHTML).toBe(
      'Speech recognition engineer',
    );
    expect(render(<>{phrased('機械学習')}</>).container.innerHTML).toBe('機械学習');
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
