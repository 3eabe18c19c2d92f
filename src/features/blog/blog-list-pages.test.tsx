import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultLanguage as defaultPlace, loadLanguage } from '@/ui/language';
import type { PostSummary } from '@/shared/posts/post-summary';
import { postsIndexOf } from '../../../tests/support/posts-index';
import { renderRoute } from '../../../tests/support/render-route';
import { profile } from '../../../tests/support/site-content';

// The blog and a tag's page when the posts fill more than a page: 23 posts at 4 to a page are pages of 4, 4, 4, 4, 4
// and 3, the newest first, every post on exactly one of them.

const defaultLanguage = await loadLanguage(defaultPlace);

const posts = vi.hoisted(() => ({
  load: (): Promise<unknown> => Promise.reject(new Error('set in beforeEach')),
}));
vi.mock('virtual:posts-entry', () => ({ hasPosts: true, hasArchive: true, importPosts: () => posts.load() }));

const COUNT = 23;
const PER_PAGE = 4;
// newest first, as the build reads them; every third one tagged "edge": 8 of them, two pages
const all: PostSummary[] = Array.from({ length: COUNT }, (_, index) => ({
  slug: `post-${index + 1}`,
  language: defaultLanguage.tag,
  title: `Post number ${index + 1}`,
  date: `2025-01-${String(28 - index).padStart(2, '0')}`,
  dateText: `January ${28 - index}, 2025`,
  summary: `Summary ${index + 1}.`,
  tags: index % 3 === 0 ? ['edge'] : [],
  readingMinutes: 2,
  draft: false,
}));
const tagged = all.filter((post) => post.tags.includes('edge'));

beforeEach(() => {
  posts.load = async () => postsIndexOf(all, {}, PER_PAGE);
});

const texts = defaultLanguage.blogPagesTexts!;
const listed = () =>
  within(screen.getByRole('list', { name: defaultLanguage.texts.posts }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const pagesNav = () => screen.getByRole('navigation', { name: texts.pages });

describe('a list of posts longer than a page', () => {
  it('shows every post on exactly one page, newest first, each page linking the next and the one before', async () => {
    const pageCount = Math.ceil(COUNT / PER_PAGE);
    const seen: (string | null)[] = [];
    for (let page = 1; page <= pageCount; page++) {
      const { unmount } = await renderRoute(page === 1 ? '/blog' : `/blog/page/${page}`);
      await screen.findByRole('list', { name: defaultLanguage.texts.posts });
      const shown = listed();
      expect(shown.length, `page ${page}`).toBe(page < pageCount ? PER_PAGE : COUNT - PER_PAGE * (pageCount - 1));
      seen.push(...shown);
      const nav = pagesNav();
      expect(within(nav).getByText(texts.pageOf(page, pageCount))).toBeInTheDocument();
      const newer = within(nav).queryByRole('link', { name: new RegExp(texts.newerPosts) });
      const older = within(nav).queryByRole('link', { name: new RegExp(texts.olderPosts) });
      if (page === 1) expect(newer).toBeNull();
      else expect(newer).toHaveAttribute('href', page === 2 ? '/blog' : `/blog/page/${page - 1}`);
      if (page === pageCount) expect(older).toBeNull();
      else expect(older).toHaveAttribute('href', `/blog/page/${page + 1}`);
      unmount();
    }
    expect(seen).toEqual(all.map((post) => post.title));
  });

  it('names the page in its title after the first', async () => {
    await renderRoute('/blog/page/2');
    await screen.findByRole('list', { name: defaultLanguage.texts.posts });
    const pageCount = Math.ceil(COUNT / PER_PAGE);
    await waitFor(() =>
      expect(document.title).toBe(
        `${defaultLanguage.texts.blogTitle} · ${texts.pageOf(2, pageCount)} · ${profile.name}`,
      ),
    );
  });

  it('goes to the next page with its link, and back', async () => {
    const { user } = await renderRoute('/blog');
    await screen.findByRole('list', { name: defaultLanguage.texts.posts });
    await user.click(within(pagesNav()).getByRole('link', { name: new RegExp(texts.olderPosts) }));
    await waitFor(() => expect(listed()[0]).toBe(all[PER_PAGE]!.title));
    await user.click(within(pagesNav()).getByRole('link', { name: new RegExp(texts.newerPosts) }));
    await waitFor(() => expect(listed()[0]).toBe(all[0]!.title));
  });

  it('has no page written otherwise than the site writes it (404); "/page/1" and a page past the last lead to the list', async () => {
    for (const path of ['/blog/page/02', '/blog/page/two', '/blog/page/-1']) {
      const { unmount } = await renderRoute(path);
      // the router's error screen (the spec's): "404 Not Found" under its heading
      expect(
        await screen.findByRole('heading', { level: 2, name: `404 ${defaultLanguage.texts.notFound}` }),
        path,
      ).toBeVisible();
      unmount();
    }
    for (const path of ['/blog/page/1', `/blog/page/${Math.ceil(COUNT / PER_PAGE) + 1}`]) {
      const { history, unmount } = await renderRoute(path);
      await screen.findByRole('list', { name: defaultLanguage.texts.posts });
      expect(history.location.pathname, path).toBe('/blog');
      expect(listed()[0], path).toBe(all[0]!.title);
      unmount();
    }
  });

  it("cuts a tag's posts into pages the same way", async () => {
    const pageCount = Math.ceil(tagged.length / PER_PAGE);
    expect(pageCount).toBeGreaterThan(1);
    const { unmount } = await renderRoute('/blog/tags/edge');
    await screen.findByRole('list', { name: defaultLanguage.texts.posts });
    expect(listed()).toEqual(tagged.slice(0, PER_PAGE).map((post) => post.title));
    expect(within(pagesNav()).getByRole('link', { name: new RegExp(texts.olderPosts) })).toHaveAttribute(
      'href',
      '/blog/tags/edge/page/2',
    );
    unmount();
    await renderRoute(`/blog/tags/edge/page/${pageCount}`);
    await screen.findByRole('list', { name: defaultLanguage.texts.posts });
    expect(listed()).toEqual(tagged.slice(PER_PAGE * (pageCount - 1)).map((post) => post.title));
    expect(within(pagesNav()).getByRole('link', { name: new RegExp(texts.newerPosts) })).toHaveAttribute(
      'href',
      pageCount === 2 ? '/blog/tags/edge' : `/blog/tags/edge/page/${pageCount - 1}`,
    );
  });

  it('shows no navigation when the posts fit on one page', async () => {
    posts.load = async () => postsIndexOf(all.slice(0, PER_PAGE), {}, PER_PAGE);
    await renderRoute('/blog');
    await screen.findByRole('list', { name: defaultLanguage.texts.posts });
    expect(screen.queryByRole('navigation', { name: texts.pages })).toBeNull();
  });

  it('links the archive, where every post is by year, newest first, each its date and a link to it', async () => {
    const { user } = await renderRoute('/blog/page/2');
    await screen.findByRole('list', { name: defaultLanguage.texts.posts });
    await user.click(within(pagesNav()).getByRole('link', { name: texts.allPosts }));
    expect(await screen.findByRole('heading', { level: 1, name: texts.allPosts })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${texts.allPosts} · ${profile.name}`));
    const years = [...new Set(all.map((post) => post.date.slice(0, 4)))];
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(years);
    const links = screen.getAllByRole('link', { name: /^Post number/ });
    expect(links.map((link) => link.textContent)).toEqual(all.map((post) => post.title));
    expect(links[COUNT - 1]).toHaveAttribute('href', `/blog/${all[COUNT - 1]!.slug}`);
    expect(screen.getByText(all[0]!.dateText)).toHaveAttribute('datetime', all[0]!.date);
  });
});
