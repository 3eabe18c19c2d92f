import { act, screen, within } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentsHeading } from '@/shared/contents';
import { Contents } from './contents';
import { renderInLanguage } from '../../tests/support/render-in-language';

// The contents' marking of the section being read, from what the browser's IntersectionObserver
// reports (played here by a stand-in: jsdom lays nothing out; the browser tests scroll real pages).

interface Observer {
  rootMargin: string;
  targets: Element[];
  report(entries: { target: Element; isIntersecting: boolean }[]): void;
}
let observers: Observer[] = [];

class FakeIntersectionObserver {
  readonly targets: Element[] = [];
  constructor(callback: (entries: unknown[]) => void, options: { rootMargin: string }) {
    observers.push({ rootMargin: options.rootMargin, targets: this.targets, report: (entries) => callback(entries) });
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
}

const headings: ContentsHeading[] = [
  { level: 2, id: 'one', text: 'One' },
  { level: 3, id: 'one-a', text: 'One, a' },
  { level: 2, id: 'two', text: 'Two' },
];

function Page({ list = headings }: { list?: ContentsHeading[] }) {
  const body = useRef<HTMLDivElement>(null);
  const article = useRef<HTMLElement>(null);
  return (
    <article ref={article} id="the-article">
      <Contents headings={list} body={body} end={article} />
      <div ref={body}>
        {list.map(({ id, text }) => (
          <h2 key={id} id={id}>
            {text}
          </h2>
        ))}
      </div>
      <nav aria-label="After the text" />
    </article>
  );
}

/** The observer of the reading line (the headings), and the one of the body's end. */
const lineObserver = () => observers.find((observer) => observer.targets.some((target) => target.id === 'one'))!;
const endObserver = () => observers.find((observer) => observer !== lineObserver())!;
const marked = () =>
  within(screen.getByRole('navigation', { name: 'Contents' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'location')
    .map((link) => link.textContent);
const heading = (id: string) => document.getElementById(id)!;

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('CSS', { escape: (text: string) => text });
});
afterEach(() => vi.unstubAllGlobals());

describe('the contents', () => {
  it('marks nothing before the first heading has reached the reading line', () => {
    renderInLanguage(<Page />);
    act(() => lineObserver().report(headings.map(({ id }) => ({ target: heading(id), isIntersecting: false }))));
    expect(marked()).toEqual([]);
  });

  it('marks the last heading above the reading line, as headings cross it either way', () => {
    renderInLanguage(<Page />);
    act(() => lineObserver().report([{ target: heading('one'), isIntersecting: true }]));
    expect(marked()).toEqual(['One']);
    // a jump: two headings cross the line at once
    act(() =>
      lineObserver().report([
        { target: heading('one-a'), isIntersecting: true },
        { target: heading('two'), isIntersecting: true },
      ]),
    );
    expect(marked()).toEqual(['Two']);
    // back up: "Two" goes below the line again
    act(() => lineObserver().report([{ target: heading('two'), isIntersecting: false }]));
    expect(marked()).toEqual(['One, a']);
  });

  it("marks the last section once the article's end is in view, though its heading never reached the line", () => {
    renderInLanguage(<Page />);
    act(() => lineObserver().report([{ target: heading('one'), isIntersecting: true }]));
    act(() => endObserver().report([{ target: endObserver().targets[0]!, isIntersecting: false }]));
    expect(marked()).toEqual(['Two']);
    act(() => endObserver().report([{ target: endObserver().targets[0]!, isIntersecting: true }]));
    expect(marked()).toEqual(['One']);
  });

  it('looks from far above the window down to the reading line, and for the end at the bottom of the window', () => {
    renderInLanguage(<Page />);
    const [top, , bottom] = lineObserver().rootMargin.split(' ');
    expect(parseFloat(top!)).toBeGreaterThanOrEqual(100_000);
    expect(bottom).toMatch(/^-\d+%$/);
    expect(endObserver().rootMargin.split(' ')[0]).toMatch(/^-9\d%$/);
    // the end of the article, the links after the text included: where the page can scroll no further
    expect(endObserver().targets.map((target) => target.id)).toEqual(['the-article']);
  });

  it('is the list alone, unmarked, where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderInLanguage(<Page />);
    expect(within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link')).toHaveLength(3);
    expect(marked()).toEqual([]);
  });

  it('is not there for fewer than three headings, and observes nothing then', () => {
    renderInLanguage(<Page list={headings.slice(0, 2)} />);
    expect(screen.queryByRole('navigation', { name: 'Contents' })).toBeNull();
    expect(observers).toEqual([]);
  });
});
