// @module-tag imported-content
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/support/render-route';
import { blog, postPlaceholder } from '../../../tests/support/site-content';

describe('/blog', () => {
  it("shows the Tech Blog heading, a Back to Home link, Coming Soon with the owner's paragraph and topic cards", async () => {
    await renderRoute('/blog');
    // at once without posts; with posts (blog-with-posts.test.tsx), once their list has loaded
    expect(await screen.findByRole('heading', { level: 1, name: 'Tech Blog' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByText(blog.comingSoon)).toBeInTheDocument();
    const topics = screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(topics).toEqual(blog.topics.map(({ title }) => title));
    for (const { text } of blog.topics) expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('goes back home from Back to Home', async () => {
    const { user, history } = await renderRoute('/blog');
    await user.click(await screen.findByRole('link', { name: 'Back to Home' }));
    expect(history.location.pathname).toBe('/');
  });
});

describe('/blog/:slug', () => {
  it('shows the heading, the sentence with the slug and a link back to all posts', async () => {
    await renderRoute('/blog/transformers-101');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Post Coming Soon' })).toBeInTheDocument();
    expect(screen.getByText(postPlaceholder('transformers-101'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to all posts' })).toHaveAttribute('href', '/blog');
  });

  it('shows a slug with markup as plain text, never as HTML', async () => {
    const slug = '<img src=x onerror=alert(1)><b>bold</b>';
    await renderRoute(`/blog/${encodeURIComponent(slug)}`);
    expect(await screen.findByText(postPlaceholder(slug))).toBeInTheDocument();
    expect(document.querySelector('main b, main img[src="x"]')).toBeNull();
  });
});
