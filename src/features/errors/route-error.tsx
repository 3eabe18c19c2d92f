import { Link } from 'react-router-dom';
import { languagePath, useLanguage } from '@/ui/language';
import type { SiteTexts } from '@/shared/i18n/site-texts';
import { PageContainer } from '@/ui/page-container';
import { PageNotFound } from '@/ui/page-route';
import { pageTitle } from '@/shared/page-title';
import { useDocumentTitle } from '@/ui/use-document-title';

function describe(error: unknown, texts: SiteTexts): { message: string; stack?: string } {
  // an address the site does not have: its status in the page's language ("404 Seite nicht gefunden")
  if (error instanceof PageNotFound) return { message: `${error.status} ${texts.notFound}` };
  if (error instanceof Error)
    return error.stack ? { message: error.message, stack: error.stack } : { message: error.message };
  return { message: String(error) };
}

/**
 * The router's fallback screen: unknown paths (404), and errors a route's `load` or a page's rendering threw.
 */
export function RouteError({ error }: { error: unknown }) {
  const language = useLanguage();
  const { texts } = language;
  const { message, stack } = describe(error, texts);
  // an unknown path is titled by its status ("404 Not Found"), anything else by the heading
  useDocumentTitle(pageTitle(language.words, error instanceof PageNotFound ? message : texts.unexpectedError));
  return (
    <PageContainer>
      <div className="rounded-2xl border border-line bg-card p-6 sm:p-10">
        <h1 className="text-3xl font-bold tracking-tight text-fg-strong">{texts.unexpectedError}</h1>
        <h2 className="mt-4 text-xl font-medium italic text-muted">{message}</h2>
        {stack && (
          <pre dir="ltr" className="mt-6 max-h-80 overflow-auto rounded-lg bg-surface p-4 text-xs text-fg" tabIndex={0}>
            {stack}
          </pre>
        )}
        <Link
          to={languagePath(language, '/')}
          className="mt-8 inline-block rounded-md text-sm font-medium text-accent hover:underline"
        >
          {texts.backHome}
        </Link>
      </div>
    </PageContainer>
  );
}
