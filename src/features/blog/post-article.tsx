import { type MouseEvent, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { type ContentsHeading, showsContents } from '@/shared/contents';
import type { PostSummary } from '@/shared/posts/post-summary';
import { cn } from '@/ui/cn';
import { Contents } from '@/ui/contents';
import { languagePath, useLanguage } from '@/ui/language';
import { PageContainer } from '@/ui/page-container';
import { PostMeta } from './post-meta';
import { PostNeighbours } from './post-neighbours';
import { PostTags } from './post-tags';

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

/**
 * A post: title, date, reading time, tags, its contents when it has enough sections, then its HTML
 * (rendered and sanitized at build time), and the posts written before and after it. With contents,
 * the card widens on a wide screen and the contents stands beside the text, sticky, the text keeping
 * its measure; on a narrower one it comes between the header and the text.
 */
export function PostArticle({
  post,
  html,
  headings = [],
  previous = null,
  next = null,
}: {
  post: PostSummary;
  html: string;
  headings?: readonly ContentsHeading[];
  previous?: PostSummary | null;
  next?: PostSummary | null;
}) {
  const navigate = useNavigate();
  const language = useLanguage();
  const { texts } = language;
  const body = useRef<HTMLDivElement>(null);
  const article = useRef<HTMLElement>(null);
  const beside = showsContents(headings);
  const followInternalLink = (event: MouseEvent) => {
    const target = internalTarget(event);
    if (target === null) return;
    event.preventDefault();
    void navigate(target);
  };

  return (
    <PageContainer>
      <article
        ref={article}
        className={cn(
          'mx-auto max-w-3xl rounded-2xl border border-line bg-card p-6 sm:p-10',
          beside && 'lg:grid lg:max-w-5xl lg:grid-cols-[minmax(0,1fr)_13rem] lg:gap-x-12',
        )}
      >
        <div className="lg:col-start-1">
          <Link
            to={languagePath(language, '/blog')}
            className="inline-block rounded-md text-sm font-medium text-accent hover:underline"
          >
            {texts.backToPosts}
          </Link>
          <header className="mt-6">
            <h1 className="text-3xl font-bold tracking-tight text-fg-strong sm:text-4xl">{post.title}</h1>
            <PostMeta post={post} className="mt-3 text-sm text-muted" />
            <PostTags post={post} className="mt-4" />
          </header>
        </div>
        <Contents
          headings={headings}
          body={body}
          end={article}
          className="mt-8 rounded-xl border border-line p-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:mt-0 lg:max-h-[calc(100vh-8rem)] lg:self-start lg:overflow-y-auto lg:rounded-none lg:border-0 lg:p-0"
        />
        {/* sanitized when the site was built (tooling/posts/render-post.ts); a click on a link inside is a click, whatever the key that made it */}
        <div
          ref={body}
          className="post-content mt-8 min-w-0 lg:col-start-1"
          onClick={followInternalLink}
          dangerouslySetInnerHTML={{ __html: html }}
        />
        <PostNeighbours previous={previous} next={next} className="mt-12 border-t border-line pt-8 lg:col-start-1" />
      </article>
    </PageContainer>
  );
}
