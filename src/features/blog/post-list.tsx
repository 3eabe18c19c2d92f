import { Link } from 'react-router-dom';
import type { PostSummary } from '@/shared/posts/post-summary';
import { useLanguage } from '@/ui/language';
import { postPath } from './blog-paths';
import { PostMeta } from './post-meta';
import { PostTags } from './post-tags';
import { phrased } from '@/ui/phrases';

/**
 * The posts, newest first: title (a link to the post), date, reading time, summary and tags (each a
 * link to its page; on a tag's page, `currentTag` is its slug).
 */
export function PostList({ posts, currentTag }: { posts: readonly PostSummary[]; currentTag?: string }) {
  const language = useLanguage();
  return (
    <ol aria-label={language.texts.posts} className="mt-8 grid gap-6">
      {posts.map((post) => (
        <li key={post.slug}>
          <article className="rounded-2xl border border-line bg-card p-6 sm:p-8">
            <h2 className="text-2xl font-semibold text-fg-strong">
              <Link to={postPath(post)} className="rounded-md hover:text-accent hover:underline">
                {__PHRASES__ ? phrased(post.title, post.titleBreaks) : post.title}
              </Link>
            </h2>
            <PostMeta post={post} className="mt-2 text-sm text-muted" />
            <p className="mt-3 max-w-3xl text-fg">{post.summary}</p>
            <PostTags post={post} currentTag={currentTag} className="mt-4" />
          </article>
        </li>
      ))}
    </ol>
  );
}
