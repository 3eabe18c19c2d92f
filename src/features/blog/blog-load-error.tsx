import { Link, useRouteError } from 'react-router-dom';
import { PageContainer } from '@/shared/page-container';
import { pageTitle } from '@/shared/page-title';
import { useDocumentTitle } from '@/shared/use-document-title';
import { BlogChunkError } from './post-loaders';

/**
 * A blog page whose chunk did not arrive (most often: the site was redeployed while this tab was
 * open, and the old chunk is gone). Reloading fetches the current site. Any other error goes on to
 * the router's fallback screen.
 */
const HEADING = 'This page could not be loaded';

export function BlogLoadError() {
  const error = useRouteError();
  if (!(error instanceof BlogChunkError)) throw error;
  return <BlogLoadMessage />;
}

function BlogLoadMessage() {
  useDocumentTitle(pageTitle(HEADING));
  return (
    <PageContainer>
      <div role="alert" className="mx-auto max-w-3xl rounded-2xl border border-line bg-card p-6 sm:p-10">
        <h1 className="text-3xl font-bold tracking-tight text-fg-strong">{HEADING}</h1>
        <p className="mt-4 text-muted">The connection failed, or the site was updated since this tab opened it.</p>
        <div className="mt-8 flex flex-wrap items-center gap-6">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-surface hover:bg-accent-strong"
          >
            Reload the page
          </button>
          <Link to="/" className="rounded-md text-sm font-medium text-accent hover:underline">
            Back to Home
          </Link>
        </div>
      </div>
    </PageContainer>
  );
}
