import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/routes';
import { cardSections } from '../../../tests/support/site-content';

/** The home page reached from /blog, so Back has somewhere to go; `state`: the home entry's history state. */
function renderHomeAfterBlog(state?: unknown) {
  const router = createMemoryRouter(routes, { initialEntries: ['/blog', { pathname: '/', state }], initialIndex: 1 });
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  return { user, router };
}

const firstCard = (section: string = cardSections[0]!.id) =>
  within(document.getElementById(section)!)
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-haspopup') === 'dialog')!;
const back = (router: ReturnType<typeof createMemoryRouter>) => act(() => router.navigate(-1));
const forward = (router: ReturnType<typeof createMemoryRouter>) => act(() => router.navigate(1));
const nothingOpen = async () => {
  await waitFor(() => expect(document.querySelector('dialog')).toBeNull());
  expect(document.querySelectorAll('[aria-haspopup="dialog"][aria-expanded="true"]')).toHaveLength(0);
};

describe.runIf(cardSections.length > 0)('an open card in the history', () => {
  it('Back closes it and stays on the page; Forward does not open it again', async () => {
    const { user, router } = renderHomeAfterBlog();
    await user.click(firstCard());
    await screen.findByRole('dialog');
    await back(router);
    expect(router.state.location.pathname).toBe('/');
    await nothingOpen();
    expect(firstCard()).toHaveAttribute('aria-expanded', 'false');
    await forward(router);
    expect(router.state.location.pathname).toBe('/');
    await nothingOpen();
  });

  it('closing it with × takes its entry back, so the next Back leaves the page', async () => {
    const { user, router } = renderHomeAfterBlog();
    await user.click(firstCard(cardSections.at(-1)!.id));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await nothingOpen();
    await waitFor(() => expect(router.state.historyAction).toBe('POP'));
    await back(router);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tech Blog' })).toBeInTheDocument();
  });

  it('leaving the page closes it; coming back by Back or Forward shows nothing open', async () => {
    const { user, router } = renderHomeAfterBlog();
    await user.click(firstCard());
    await screen.findByRole('dialog');
    await act(() => router.navigate('/blog'));
    await screen.findByRole('heading', { level: 1, name: 'Tech Blog' });
    await nothingOpen();
    await back(router);
    await screen.findByRole('heading', { level: 2, name: cardSections[0]!.heading });
    await nothingOpen();
    await back(router);
    await nothingOpen();
    await forward(router);
    await forward(router);
    await screen.findByRole('heading', { level: 1, name: 'Tech Blog' });
    await back(router);
    await screen.findByRole('heading', { level: 2, name: cardSections[0]!.heading });
    await nothingOpen();
  });

  it('an entry that names an open card, arrived at without the push that opened it (a reload), opens nothing', async () => {
    const { user, router } = renderHomeAfterBlog({ openCard: { section: cardSections[0]!.id, index: 0 } });
    await screen.findByRole('heading', { level: 2, name: cardSections[0]!.heading });
    await nothingOpen();
    // and a card opened from there is a step of its own
    await user.click(firstCard());
    await screen.findByRole('dialog');
    await back(router);
    await nothingOpen();
    expect(router.state.location.pathname).toBe('/');
    await back(router);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tech Blog' })).toBeInTheDocument();
  });
});
