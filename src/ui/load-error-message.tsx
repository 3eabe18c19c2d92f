import { Link } from 'react-router-dom';
import { pageTitle } from '@/shared/page-title';
import { languagePath, useLanguage } from './language';
import { PageContainer } from './page-container';
import { useDocumentTitle } from './use-document-title';

/**
 * A page whose chunk did not arrive (most often: the site was redeployed while this tab was open, and
 * the old chunk is gone): reloading fetches the current site.
 */
export function LoadErrorMessage() {
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
