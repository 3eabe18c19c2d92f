import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultLanguage } from '@/ui/language';
import { postKey, type PostSummary } from '@/shared/posts/post-summary';
import { postsIndexOf } from '../../../tests/support/posts-index';
import { renderRoute } from '../../../tests/support/render-route';
import { blog, postPlaceholder, profile } from '../../../tests/support/site-content';

// The blog routes as they are when the site has posts (the sample site has none: see blog-pages.test.tsx).

const posts = vi.hoisted(() => ({
  load: (): Promise<unknown> => Promise.reject(new Error('set in beforeEach')),
}));
vi.mock('virtual:posts-entry', () => ({ hasPosts: true, hasArchive: true, importPosts: () => posts.load() }));

const summary = (slug: string, title: string, extra: Partial<PostSummary> = {}): PostSummary => ({
  slug,
  language: defaultLanguage.tag,
  title,
  date: '2025-03-10',
  dateText: 'March 10, 2025',
  summary: `About ${title}.`,
  tags: ['ml'],
  readingMinutes: 3,
  draft: false,
  ...extra,
});
const summaries = [
  summary('newest', 'The newest post'),
  summary('older', 'An older post', { date: '2024-01-01', dateText: 'January 1, 2024', tags: [] }),
];
// keyed by language and slug, as the shards of virtual:posts key them
const bodies = {
  [postKey({ slug: 'newest', language: defaultLanguage.tag })]: async () => ({
    default: [
      '<p>Body text. <a href="/blog/older">The older one</a>, <a href="#part">a part</a>, <a href="https://example.com" target="_blank">out</a></p><h2 id="part">Part</h2>',
    ],
  }),
  [postKey({ slug: 'older', language: defaultLanguage.tag })]: async () => ({ default: ['<p>Older body.</p>'] }),
};
const index = postsIndexOf(summaries, bodies);

beforeEach(() => {
  posts.load = async () => index;
});

describe('/blog with posts', () => {
  it('lists the posts in the order given (newest first), each linked, dated and summarised, above the placeholder', async () => {
    await renderRoute('/blog');
    const list = await screen.findByRole('list', { name: 'Posts' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['The newest post', 'An older post']);
    expect(within(list).getByRole('link', { name: 'An older post' })).toHaveAttribute('href', '/blog/older');
    expect(within(list).getByText('January 1, 2024')).toHaveAttribute('datetime', '2024-01-01');
    expect(within(list).getByText('About The newest post.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tech Blog' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const comingSoon = screen.getByRole('heading', { name: 'Coming Soon' });
    expect(list.compareDocumentPosition(comingSoon) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      blog.topics.map(({ title }) => title),
    );
  });
});

describe('/blog/:slug with posts', () => {
  it('shows the post: title, date, reading time, tags, its HTML, and the way back', async () => {
    await renderRoute('/blog/newest');
    expect(await screen.findByRole('heading', { level: 1, name: 'The newest post' })).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(within(article).getByText('March 10, 2025')).toHaveAttribute('datetime', '2025-03-10');
    expect(article).toHaveTextContent('3 min read');
    expect(within(article).getByRole('list', { name: 'Tags' })).toHaveTextContent('ml');
    expect(within(article).getByText(/Body text\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to all posts' })).toHaveAttribute('href', '/blog');
    await waitFor(() => expect(document.title).toBe(`The newest post · ${profile.name}`));
  });

  it('follows a link to another page of the site in the app; leaves in-page and new-tab links to the browser', async () => {
    const { user, history } = await renderRoute('/blog/newest');
    await screen.findByRole('heading', { level: 1, name: 'The newest post' });
    await user.click(screen.getByRole('link', { name: 'a part' }));
    await user.click(screen.getByRole('link', { name: 'out' }));
    expect(history.action).toBe('POP'); // the router did not move
    await user.click(screen.getByRole('link', { name: 'The older one' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'An older post' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe(`An older post · ${profile.name}`);
    expect(history.location.pathname).toBe('/blog/older');
    expect(history.action).toBe('PUSH');
  });

  it('takes the body from the page when the page shows it already (prerendered), and loads it for another post', async () => {
    // the prerendered page's body of the newest post, as the browser holds it before the page hydrates
    const prerendered = document.createElement('div');
    prerendered.setAttribute('data-post-body', postKey(summaries[0]!));
    prerendered.innerHTML = '<p>As prerendered. <a href="/blog/older">The older one</a></p>';
    document.body.append(prerendered);
    const asked: string[] = [];
    posts.load = async () => ({
      ...index,
      shards: index.shards.map((load) => async () => {
        const { bodies, ...shard } = await load();
        const counted = Object.entries(bodies).map(([key, body]) => [key, () => (asked.push(key), body())]);
        return { ...shard, bodies: Object.fromEntries(counted) };
      }),
    });
    const { user } = await renderRoute('/blog/newest');
    prerendered.remove();
    const article = await screen.findByRole('article');
    expect(within(article).getByText(/As prerendered\./)).toBeInTheDocument();
    expect(asked).toEqual([]);
    await user.click(within(article).getByRole('link', { name: 'The older one' }));
    expect(await screen.findByText('Older body.')).toBeInTheDocument();
    expect(asked).toEqual([postKey(summaries[1]!)]);
  });

  it('shows the spec placeholder for a slug with no post', async () => {
    await renderRoute('/blog/not-written-yet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Post Coming Soon' })).toBeInTheDocument();
    expect(screen.getByText(postPlaceholder('not-written-yet'))).toBeInTheDocument();
  });

  it('says the page could not be loaded, with a reload, when a chunk does not arrive', async () => {
    posts.load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await renderRoute('/blog/newest');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`This page could not be loaded · ${profile.name}`));
  });

  it("says so too when the post's shard of the index does not arrive, which a list of the posts does not need", async () => {
    const failed = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    posts.load = async () => ({ ...index, shards: index.shards.map(() => failed) });
    const { user } = await renderRoute('/blog');
    const list = await screen.findByRole('list', { name: 'Posts' });
    await user.click(within(list).getByRole('link', { name: 'The newest post' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('leaves any other error to the router fallback screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // a post's module whose post cannot be drawn (no list of tags)
    const broken = summary('newest', 'Broken', { tags: undefined as unknown as string[] });
    const modules = { [postKey(broken)]: async () => ({ default: [], post: broken, previous: null, next: null }) };
    posts.load = async () => ({
      ...index,
      shards: index.shards.map(() => async () => ({ posts: modules, bodies: {} })),
    });
    await renderRoute('/blog/newest');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
