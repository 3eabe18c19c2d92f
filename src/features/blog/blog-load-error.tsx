import { Link, useRouteError } from 'react-router-dom';
import { languagePath, useLanguage } from '@/ui/language';
import { PageContainer } from '@/ui/page-container';
import { pageTitle } from '@/shared/page-title';
import { useDocumentTitle } from '@/ui/use-document-title';
import { BlogChunkError } from './post-loaders';

/**
 * A blog page whose chunk did not arrive (most often: the site was redeployed while this tab was
 * open, and the old chunk is gone). Reloading fetches the current site. Any other error goes on to
 * the router's fallback screen.
 */
export function BlogLoadError() {
  const error = useRouteError();
  if (!(error instanceof BlogChunkError)) throw error;
  return <BlogLoadMessage />;
}

function BlogLoadMessage() {
  const language = useLanguage();
  const { texts } = language;
  useDocumentTitle(pageTitle(language.words, texts.loadError));
  return (
    <PageContainer>
      <div role="alert" className="mx-auto max-w-3xl rounded-2xl border border-line bg-card p-6 sm:p-10">
        <h1 className="text-3xl font-bold tracking-tight text-fg-strong">{texts.loadError}</h1>
        <p className="mt-4 text-muted">{texts.loadErrorText}</p>
        <div className="mt-8 flex flex-wrap items-center gap-6">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-surface hover:bg-accent-strong"
          >
            {texts.reload}
          </button>
          <Link to={languagePath(language, '/')} className="rounded-md text-sm font-medium text-accent hover:underline">
            {texts.backToHome}
          </Link>
        </div>
      </div>
    </PageContainer>
  );
}
