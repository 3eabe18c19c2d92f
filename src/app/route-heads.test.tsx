import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../tests/support/render-route';
import { profile } from '../../tests/support/site-content';

describe('document titles', () => {
  it.each([
    ['/', `${profile.name} · ${profile.tagline}`],
    ['/blog', `Tech Blog · ${profile.name}`],
    ['/blog/some-post', `Blog Post Coming Soon · ${profile.name}`],
    ['/no/such/page', `404 Not Found · ${profile.name}`],
  ])('%s is titled "%s"', async (path, title) => {
    await renderRoute(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('change with every client-side route change, Back and Forward', async () => {
    const { history } = await renderRoute('/blog/some-post');
    await act(async () => history.push('/blog'));
    await waitFor(() => expect(document.title).toBe(`Tech Blog · ${profile.name}`));
    await act(async () => history.push('/'));
    await waitFor(() => expect(document.title).toBe(`${profile.name} · ${profile.tagline}`));
    await act(async () => history.go(-1));
    await waitFor(() => expect(document.title).toBe(`Tech Blog · ${profile.name}`));
    await act(async () => history.go(1));
    await waitFor(() => expect(document.title).toBe(`${profile.name} · ${profile.tagline}`));
  });
});

describe('focus after a route change', () => {
  it("moves to the new page's main heading, so a screen reader announces the page", async () => {
    const { history } = await renderRoute('/');
    await act(async () => history.push('/blog'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Tech Blog' });
    await waitFor(() => expect(heading).toHaveFocus());
    await act(async () => history.push('/blog/some-post'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Blog Post Coming Soon' })).toHaveFocus());
  });

  it('moves from the error screen to the page it leads to', async () => {
    const { user } = await renderRoute('/no/such/page');
    await user.click(screen.getByRole('link', { name: '← Back to Home' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(profile.name);
  });
});
