import { Link } from 'react-router-dom';
import type { PostSummary } from '@/shared/posts/post-summary';
import { ChipList } from '@/ui/chip-list';
import { languagePath, useLanguage } from '@/ui/language';
import { PageContainer } from '@/ui/page-container';
import { RenderedHtml } from '@/ui/rendered-html';
import { PostMeta } from './post-meta';

/** A post: title, date, reading time, tags, then its HTML (rendered and sanitized at build time). */
export function PostArticle({ post, html }: { post: PostSummary; html: string }) {
  const language = useLanguage();
  const { texts } = language;

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
        <RenderedHtml html={html} className="mt-8" />
      </article>
    </PageContainer>
  );
}
