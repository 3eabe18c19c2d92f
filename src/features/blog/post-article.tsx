import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { PostSummary } from '@/shared/posts/post-summary';
import { ChipList } from '@/ui/chip-list';
import { languagePath, useLanguage } from '@/ui/language';
import { PageContainer } from '@/ui/page-container';
import { PostMeta } from './post-meta';

/** A link in the post's HTML to another page of this site: followed by the router, without reloading the page. */
function internalTarget(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.defaultPrevented)
    return null;
  const link = (event.target as Element).closest('a');
  if (!link || link.target || link.hasAttribute('download') || !link.href) return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || link.getAttribute('href')?.startsWith('#')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A post: title, date, reading time, tags, then its HTML (rendered and sanitized at build time). */
export function PostArticle({ post, html }: { post: PostSummary; html: string }) {
  const navigate = useNavigate();
  const language = useLanguage();
  const { texts } = language;
  const followInternalLink = (event: MouseEvent) => {
    const target = internalTarget(event);
    if (target === null) return;
    event.preventDefault();
    void navigate(target);
  };

  return (
    <PageContainer>
      <article className="mx-auto max-w-3xl rounded-2xl border border-line bg-card p-6 sm:p-10">
        <Link
          to={languagePath(language, '/blog')}
          className="inline-block rounded-md text-sm font-medium text-accent hover:underline"
        >
          {texts.backToPosts}
        </Link>
        <header className="mt-6">
          <h1 className="text-3xl font-bold tracking-tight text-fg-strong sm:text-4xl">{post.title}</h1>
          <PostMeta post={post} className="mt-3 text-sm text-muted" />
          {post.tags.length > 0 && <ChipList items={post.tags} label={texts.tags} className="mt-4" />}
        </header>
        {/* sanitized when the site was built (tooling/posts/render-post.ts); a click on a link inside is a click, whatever the key that made it */}
        <div className="post-content mt-8" onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </PageContainer>
  );
}
