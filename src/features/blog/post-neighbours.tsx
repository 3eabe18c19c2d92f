import { Link } from 'react-router-dom';
import type { PostSummary } from '@/shared/posts/post-summary';
import { cn } from '@/ui/cn';
import { languageMark, useLanguage, useTexts } from '@/ui/language';
import { postPath } from './blog-paths';
import { phrased } from '@/ui/phrases';

function Neighbour({ post, label, rel }: { post: PostSummary; label: string; rel: 'prev' | 'next' }) {
  const language = useLanguage();
  const { texts } = language;
  return (
    <Link
      to={postPath(post)}
      rel={rel}
      // "Previous post: <title>": what is seen, in its order, with the pause a screen reader makes at the colon
      aria-label={texts.postLinkName(label, post.title)}
      className={cn(
        'group block rounded-xl border border-line p-4 transition-colors hover:border-accent',
        rel === 'next' && 'sm:col-start-2 sm:text-end',
      )}
    >
      <span className="block text-sm text-muted">{label}</span>
      <span
        className="mt-1 block font-semibold break-words text-fg-strong group-hover:text-accent"
        {...languageMark(language, post.language)}
      >
        {__PHRASES__ ? phrased(post.title, post.titleBreaks) : post.title}
      </span>
    </Link>
  );
}

/** At a post's end, the posts of its language written just before and after it; nothing when it is the only one. */
export function PostNeighbours({
  previous,
  next,
  className,
}: {
  previous: PostSummary | null;
  next: PostSummary | null;
  className?: string;
}) {
  const texts = useTexts();
  if (!previous && !next) return null;
  return (
    <nav aria-label={texts.morePosts} className={cn('grid gap-4 sm:grid-cols-2 print:hidden', className)}>
      {previous && <Neighbour post={previous} label={texts.previousPost} rel="prev" />}
      {next && <Neighbour post={next} label={texts.nextPost} rel="next" />}
    </nav>
  );
}
