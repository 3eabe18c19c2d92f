import { useTexts } from '@/ui/language';
import type { PostSummary } from '@/shared/posts/post-summary';

/** "March 10, 2025 · 4 min read", with the date machine-readable. */
export function PostMeta({ post, className }: { post: PostSummary; className?: string }) {
  const texts = useTexts();
  return (
    <p className={className}>
      <time dateTime={post.date}>{post.dateText}</time>
      {` · ${texts.readingTime(post.readingMinutes)}`}
      {post.draft && (
        <span className="ms-2 rounded-full bg-chip px-2 py-0.5 text-xs font-semibold text-chip-fg">{texts.draft}</span>
      )}
    </p>
  );
}
