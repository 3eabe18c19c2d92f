import type { ContentsHeading } from '@/shared/contents';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultLanguage } from '@/ui/language';
import { postKey, type PostSummary } from '@/shared/posts/post-summary';
import { postsIndexOf } from '../../../tests/support/posts-index';
import { renderRoute } from '../../../tests/support/render-route';
import { profile } from '../../../tests/support/site-content';

// Tag pages, a post's contents and its previous and next posts, on the blog routes of a site with posts
// (the posts below; the sample site has none).

const posts = vi.hoisted(() => ({ load: (): Promise<unknown> => Promise.reject(new Error('set in beforeEach')) }));
vi.mock('virtual:posts-entry', () => ({ hasPosts: true, hasArchive: true, importPosts: () => posts.load() }));

const summary = (slug: string, date: string, tags: string[]): PostSummary => ({
  slug,
  language: defaultLanguage.tag,
  title: `Post ${slug}`,
  date,
  dateText: date,
  summary: `About ${slug}.`,
  tags,
  readingMinutes: 3,
  draft: false,
});
const sections = [
  { level: 2, id: 'setup', text: 'Setup' },
  { level: 3, id: 'data', text: 'Data' },
  { level: 2, id: 'results', text: 'Results' },
] as const;
const body = (headings: readonly ContentsHeading[]) => async () => ({
  default: [headings.map(({ level, id, text }) => `<h${level} id="${id}">${text}</h${level}><p>…</p>`).join('')],
  headings,
});
// newest first, as the build reads them
const summaries = [
  summary('c', '2025-03-01', ['Machine Learning', 'rust']),
  summary('b', '2025-02-01', ['python']),
  summary('a', '2025-01-01', ['machine-learning', 'python']),
];
const bodies = {
  [postKey({ slug: 'c', language: defaultLanguage.tag })]: body(sections),
  [postKey({ slug: 'b', language: defaultLanguage.tag })]: body(sections.slice(0, 2)),
  [postKey({ slug: 'a', language: defaultLanguage.tag })]: body([]),
};

beforeEach(() => {
  posts.load = async () => postsIndexOf(summaries, bodies);
});

describe('a tag', () => {
  it("is a link on a post's chips and on the list's, to its page", async () => {
    await renderRoute('/blog/b');
    const tags = within(await screen.findByRole('list', { name: 'Tags' }));
    expect(tags.getByRole('link', { name: 'python' })).toHaveAttribute('href', '/blog/tags/python');
  });

  it('has a page listing its posts newest first, both spellings of one tag together, the tag itself marked', async () => {
    const { user, history } = await renderRoute('/blog');
    const list = await screen.findByRole('list', { name: 'Posts' });
    const c = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Post c'))!;
    await user.click(within(c).getByRole('link', { name: 'Machine Learning' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Posts tagged “Machine Learning”' }),
    ).toBeInTheDocument();
    expect(history.location.pathname).toBe('/blog/tags/machine-learning');
    const tagged = screen.getByRole('list', { name: 'Posts' });
    expect(
      within(tagged)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Post c', 'Post a']);
    expect(within(tagged).getByRole('link', { name: 'machine-learning' })).toHaveAttribute('aria-current', 'page');
    expect(within(tagged).getByRole('link', { name: 'python' })).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(document.title).toBe(`Posts tagged “Machine Learning” · ${profile.name}`));
  });

  it('that no post has leads to the blog', async () => {
    const { history } = await renderRoute('/blog/tags/nothing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tech Blog' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/blog');
  });
});

describe("a post's contents", () => {
  it('lists its headings as links to their anchors, level 3 within level 2, from three headings on', async () => {
    await renderRoute('/blog/c');
    const contents = await screen.findByRole('navigation', { name: 'Contents' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Setup', '#setup'],
      ['Data', '#data'],
      ['Results', '#results'],
    ]);
    // "Data" is listed under "Setup"
    const setup = within(contents).getByRole('link', { name: 'Setup' }).closest('li')!;
    expect(within(setup).getByRole('link', { name: 'Data' })).toBeInTheDocument();
  });

  it('is not shown for a post of two sections', async () => {
    await renderRoute('/blog/b');
    await screen.findByRole('heading', { level: 1, name: 'Post b' });
    expect(screen.queryByRole('navigation', { name: 'Contents' })).toBeNull();
  });
});

describe('the previous and next posts', () => {
  it('are links at the end of a post, named "Previous post: …" and "Next post: …"', async () => {
    const { user, history } = await renderRoute('/blog/b');
    const more = await screen.findByRole('navigation', { name: 'More posts' });
    expect(within(more).getByRole('link', { name: 'Previous post: Post a' })).toHaveAttribute('href', '/blog/a');
    await user.click(within(more).getByRole('link', { name: 'Next post: Post c' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Post c' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/blog/c');
    // the newest post has no next one
    const last = screen.getByRole('navigation', { name: 'More posts' });
    expect(
      within(last)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Previous post: Post b']);
  });

  it('are none for the only post', async () => {
    posts.load = async () => postsIndexOf(summaries.slice(0, 1), bodies);
    await renderRoute('/blog/c');
    await screen.findByRole('heading', { level: 1, name: 'Post c' });
    expect(screen.queryByRole('navigation', { name: 'More posts' })).toBeNull();
  });
});
