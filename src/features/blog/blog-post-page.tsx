import { Link } from 'react-router-dom';
import { languagePath, useLanguage } from '@/ui/language';
import { PageContainer } from '@/ui/page-container';
import { usePageParams } from '@/ui/page-data';

export function BlogPostPage() {
  const { slug = '' } = usePageParams();
  const language = useLanguage();
  const { texts } = language;
  return (
    <PageContainer>
      <article className="rounded-2xl border border-line bg-card p-6 sm:p-10">
        <h1 className="text-3xl font-bold tracking-tight text-fg-strong sm:text-4xl">{texts.postComingSoonTitle}</h1>
        {/* the slug is rendered as text, so a crafted URL cannot inject markup */}
        <p className="mt-4 break-words text-muted">{texts.postBeingWritten(slug, language.words.blog.subject)}</p>
        <Link
          to={languagePath(language, '/blog')}
          className="mt-8 inline-block rounded-md text-sm font-medium text-accent hover:underline"
        >
          {texts.backToPosts}
        </Link>
      </article>
    </PageContainer>
  );
}
