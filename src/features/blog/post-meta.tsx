import type { PostSummary } from '@/shared/posts/post-summary';

/** "March 10, 2025 · 4 min read", with the date machine-readable. */
export function PostMeta({ post, className }: { post: PostSummary; className?: string }) {
  return (
    <p className={className}>
      <time dateTime={post.date}>{post.dateText}</time> · {post.readingMinutes} min read
      {post.draft && <span className="ml-2 rounded-full bg-chip px-2 py-0.5 text-xs font-semibold text-chip-fg">Draft</span>}
    </p>
  );
}
