import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchDocument } from '@/shared/search/search-document';
import { search as texts } from '@/shared/i18n/texts/en';
import { defaultLanguage, loadLanguage } from '@/ui/language';
import { searchIndexFiles } from '../../../tooling/search/search-index-files';
import { SearchPanel } from './search-panel';

// The search of a long blog: its index is a first shard (titles and headings) read first, and the
// whole index in parts fetched meanwhile. The first shard answers until the whole is read; either
// failing leaves the other answering. Each test is a language of its own (the panel keeps each
// language's index once loaded).

vi.mock('virtual:search-indexes', () => ({
  searchIndexes: Object.fromEntries(
    ['en-GB', 'en-AU', 'en-CA', 'en-IE'].map((tag) => [
      tag,
      { first: `/${tag}/first.json`, parts: [`/${tag}/1.json`, `/${tag}/2.json`, `/${tag}/3.json`] },
    ]),
  ),
}));

const post = (slug: string, title: string, heading: string, text: string): SearchDocument[] => [
  { language: 'en', url: `/blog/${slug}`, kind: 'post', title, text: '' },
  { language: 'en', url: `/blog/${slug}#part`, kind: 'post', title, heading, text },
];
const documents = [
  ...post('drift', 'Watching for drift', 'Alerts', 'a histogram of embeddings compared weekly'),
  ...post('seeds', 'Seeds and baselines', 'Variance', 'five runs with different initialisation'),
  ...post('leaks', 'Leaks in evaluation', 'Splits', 'deduplicated by hashing the prompts'),
];
// the files the build writes for them, cut small so that there are parts and a first shard
const [files] = searchIndexFiles([{ tag: 'en', documents }], 600).languages;
const first = files?.first?.json ?? '';
const parts = (files?.parts ?? []).map(({ json }) => json);

/** Serves the files of the language `tag`: `hold` keeps the parts until released, `broken` answers 404. */
function serve(tag: string, { hold = false, broken = [] as ('first' | 'parts')[] } = {}) {
  let release = () => {};
  const held = hold ? new Promise<void>((done) => (release = done)) : Promise.resolve();
  vi.stubGlobal('fetch', async (url: string) => {
    const file = url.slice(`/${tag}/`.length);
    const which = file === 'first.json' ? 'first' : 'parts';
    if (broken.includes(which)) return new Response('Not Found', { status: 404, statusText: 'Not Found' });
    if (which === 'parts') await held;
    return new Response(which === 'first' ? first : parts[Number(file.split('.')[0]) - 1]);
  });
  return release;
}

// the default language whole (a chunk of its own)
const language = await loadLanguage(defaultLanguage);

function show(tag: string) {
  render(
    <SearchPanel
      language={{ ...language, tag, searchTexts: texts }}
      initialQuery=""
      initialKeys={[]}
      closeButton={<button type="button">×</button>}
      failure={<p>browse the posts</p>}
      onFollow={() => {}}
    />,
  );
  const field = screen.getByRole('combobox');
  return (query: string) => fireEvent.change(field, { target: { value: query } });
}
const titles = () =>
  screen.queryAllByRole('option').map((option) => option.querySelector('.search-option-title')?.textContent);

describe('the search of an index in parts with a first shard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers from the first shard by titles and headings while the parts load, then from the whole index', async () => {
    expect(parts).toHaveLength(3);
    expect(first).not.toBe('');
    const release = serve('en-GB', { hold: true });
    const type = show('en-GB');
    type('baselines');
    expect(await screen.findByRole('option')).toHaveTextContent('Seeds and baselines');
    // the list is to change: the whole index is still being read
    expect(screen.getByRole('listbox', { hidden: true })).toHaveAttribute('aria-busy', 'true');
    type('alerts');
    expect(titles()).toEqual(['Watching for drift']);
    // a section's text is in the parts alone
    type('initialisation');
    expect(screen.getByRole('status')).toHaveTextContent(texts.noResults('initialisation'));
    await act(async () => release());
    expect(await screen.findByRole('option')).toHaveTextContent('Seeds and baselines');
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
  });

  it('a part failing: the first shard goes on answering, and no failure is said', async () => {
    serve('en-AU', { broken: ['parts'] });
    const type = show('en-AU');
    type('leaks');
    expect(await screen.findByRole('option')).toHaveTextContent('Leaks in evaluation');
    await vi.waitFor(() => expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByRole('status')).toHaveTextContent(texts.results(1));
    expect(screen.queryByText('browse the posts')).toBeNull();
  });

  it('the first shard failing: the whole index answers', async () => {
    serve('en-CA', { broken: ['first'] });
    const type = show('en-CA');
    type('hashing');
    expect(await screen.findByRole('option')).toHaveTextContent('Leaks in evaluation');
  });

  it('both failing: the failure is said, with what the panel shows then', async () => {
    serve('en-IE', { broken: ['first', 'parts'] });
    show('en-IE');
    expect(await screen.findByText('browse the posts')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(texts.failed);
  });
});
