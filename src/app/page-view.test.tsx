import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { defaultLanguage, loadLanguage } from '@/ui/language';
import { ChunkLoadError, type PageModule } from '@/ui/page-route';
import { profile } from '../../tests/support/site-content';
import type { LoadedPage } from './page-load';
import { PageView } from './page-view';

// A page as the router shows it, in the site's layout: the page, the page saying a chunk is missing,
// or the router's fallback screen (the spec's "Unexpected Application Error!").

const language = await loadLanguage(defaultLanguage);
const shown = (Component: PageModule['Component']): LoadedPage => ({
  status: 'shown',
  language,
  module: { Component, head: () => ({ title: `A page · ${profile.name}` }) },
  params: {},
  data: undefined,
});
const view = (page: LoadedPage) => (
  <MemoryRouter>
    <PageView page={page} />
  </MemoryRouter>
);

describe('a page in the layout', () => {
  it('is its route’s component under the site’s header, titled by its head', async () => {
    render(view(shown(() => <h1>A page</h1>)));
    expect(screen.getByRole('heading', { level: 1, name: 'A page' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toBe(`A page · ${profile.name}`));
  });

  it('shows the fallback screen with the message and the stack trace of an error thrown while rendering, until another page shows', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('model weights missing');
    }
    const { rerender } = render(view(shown(Broken)));
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'model weights missing' })).toBeInTheDocument();
    expect(screen.getByText(/at Broken/)).toBeInTheDocument();
    rerender(view(shown(() => <h1>The next page</h1>)));
    expect(screen.getByRole('heading', { level: 1, name: 'The next page' })).toBeInTheDocument();
  });

  it('says the page could not be loaded, with a reload, when its chunk did not arrive', () => {
    render(view({ status: 'unloaded', language, error: new ChunkLoadError('The page', 'a 404') }));
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});
