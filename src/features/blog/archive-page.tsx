import { Link } from 'react-router-dom';
import { BackToPosts } from './back-to-posts';
import type { ArchivedPost } from '@/shared/posts/post-index';
import { useLanguage } from '@/ui/language';
import { PageContainer } from '@/ui/page-container';
import { usePageData } from '@/ui/page-data';
import { phrased } from '@/ui/phrases';
import { postPath } from './blog-paths';
import type { ArchiveData } from './post-loaders';

/** The posts by the year they were written in ("2025", from their dates), newest first. */
function byYear(posts: readonly ArchivedPost[]): [year: string, posts: ArchivedPost[]][] {
  const years = new Map<string, ArchivedPost[]>();
  for (const post of posts) {
    const year = post.date.slice(0, 4);
    const written = years.get(year) ?? [];
    written.push(post);
    years.set(year, written);
  }
  return [...years];
}

/**
 * The blog's archive: every post of the page's language, by year, each its date and its title (a link to it); in a
 * language without posts, the blog's words for that.
 */
export function ArchivePage() {
  const { posts } = usePageData<ArchiveData>();
  const language = useLanguage();
  const { texts } = language;
  return (
    <PageContainer>
      <BackToPosts />
      <h1 className="mt-6 text-4xl font-bold tracking-tight text-fg-strong sm:text-5xl">
        {language.blogPagesTexts?.allPosts}
      </h1>
      {posts.length === 0 && <p className="mt-6 text-muted">{texts.firstPostsOnTheirWay}</p>}
      {byYear(posts).map(([year, written]) => (
        <section key={year} aria-labelledby={`year-${year}`} className="mt-10">
          <h2 id={`year-${year}`} className="text-2xl font-semibold text-fg-strong">
            {year}
          </h2>
          <ol className="mt-4 grid gap-3">
            {written.map((post) => (
              <li key={post.slug} className="flex flex-col gap-x-4 sm:flex-row sm:items-baseline">
                <time dateTime={post.date} className="shrink-0 text-sm text-muted sm:w-44">
                  {post.dateText}
                </time>
                <Link
                  to={postPath(post)}
                  className="rounded-md font-medium break-words text-fg-strong hover:text-accent hover:underline"
                >
                  {__PHRASES__ ? phrased(post.title, post.titleBreaks) : post.title}
                </Link>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </PageContainer>
  );
}
