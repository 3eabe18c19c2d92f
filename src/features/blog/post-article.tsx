import { useRef } from 'react';
import { BackToPosts } from './back-to-posts';
import { type ContentsHeading, showsContents } from '@/shared/contents';
import type { PostSummary } from '@/shared/posts/post-summary';
import { cn } from '@/ui/cn';
import { Contents } from '@/ui/contents';
import { languageMark, useLanguage } from '@/ui/language';
import { PageContainer } from '@/ui/page-container';
import { RenderedHtml } from '@/ui/rendered-html';
import { PostMeta } from './post-meta';
import { PostNeighbours } from './post-neighbours';
import { PostTags } from './post-tags';
import { phrased } from '@/ui/phrases';
import { Slot } from '@/ui/slot';
import OwnerPostFooter from 'virtual:slot/post-footer';

/**
 * A post: title, date, reading time, tags, its contents when it has enough sections, then its HTML
 * (rendered and sanitized at build time), and the posts written before and after it. With contents,
 * the card widens on a wide screen and the contents stands beside the text, sticky, the text keeping
 * its measure; on a narrower one it comes between the header and the text.
 */
export function PostArticle({
  bodyKey,
  post,
  html,
  headings = [],
  previous = null,
  next = null,
}: {
  /** The post's key (postKey), which its body's element carries: a later load of the post reads its HTML from it. */
  bodyKey: string;
  post: PostSummary;
  html: string;
  headings?: readonly ContentsHeading[];
  previous?: PostSummary | null;
  next?: PostSummary | null;
}) {
  const language = useLanguage();
  const body = useRef<HTMLDivElement>(null);
  const article = useRef<HTMLElement>(null);
  const beside = showsContents(headings);
  // a post not translated into the page's language (src/features/blog/post-loaders.ts): its words marked with their own
  const mark = languageMark(language, post.language);

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
          <BackToPosts />
          <header className="mt-6">
            <h1 className="text-3xl font-bold tracking-tight text-fg-strong sm:text-4xl" {...mark}>
              {__PHRASES__ ? phrased(post.title, post.titleBreaks) : post.title}
            </h1>
            <PostMeta post={post} className="mt-3 text-sm text-muted" />
            <PostTags post={post} className="mt-4" />
          </header>
        </div>
        <Contents
          headings={headings}
          headingsMark={mark}
          body={body}
          end={article}
          className="mt-8 rounded-xl border border-line p-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:mt-0 lg:max-h-[calc(100vh-8rem)] lg:self-start lg:overflow-y-auto lg:rounded-none lg:border-0 lg:p-0"
        />
        <RenderedHtml
          ref={body}
          html={html}
          data-post-body={bodyKey}
          className="mt-8 min-w-0 lg:col-start-1"
          {...mark}
        />
        {__SLOTS__ ? (
          <div className="lg:col-start-1">
            <Slot
              owner={OwnerPostFooter}
              props={{
                post: { slug: post.slug, language: post.language, title: post.title, date: post.date, tags: post.tags },
              }}
            >
              <PostNeighbours previous={previous} next={next} className="mt-12 border-t border-line pt-8" />
            </Slot>
          </div>
        ) : (
          <PostNeighbours previous={previous} next={next} className="mt-12 border-t border-line pt-8 lg:col-start-1" />
        )}
      </article>
    </PageContainer>
  );
}
