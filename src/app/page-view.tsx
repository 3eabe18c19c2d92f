import { Component, type ReactNode } from 'react';
import { RouteError } from '@/features/errors/route-error';
import type { Language } from '@/ui/language';
import { LoadErrorMessage } from '@/ui/load-error-message';
import { PageDataProvider } from '@/ui/page-data';
import type { LoadedPage } from './page-load';
import { RootLayout } from './root-layout';
import { RouteTitle } from './route-title';

/** The router's error screen, in the page's language: a layout of its own, as the error replaces the page's. */
function ErrorScreen({ language, error }: { language: Language; error: unknown }) {
  return (
    <RootLayout language={language}>
      <RouteError error={error} />
    </RootLayout>
  );
}

interface BoundaryProps {
  page: LoadedPage;
  children: ReactNode;
}

interface BoundaryState {
  page: LoadedPage;
  error: { thrown: unknown } | null;
}

/** An error thrown while rendering a page shows the error screen, until another page is shown. */
class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { page: this.props.page, error: null };

  static getDerivedStateFromError(thrown: unknown): Partial<BoundaryState> {
    return { error: { thrown } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.page === state.page ? null : { page: props.page, error: null };
  }

  override render() {
    const { error } = this.state;
    return error ? <ErrorScreen language={this.props.page.language} error={error.thrown} /> : this.props.children;
  }
}

/** A loaded page in the site's layout: its route's component with its data, the page saying a chunk is missing, or the error screen. */
export function PageView({ page }: { page: LoadedPage }) {
  if (page.status === 'error') return <ErrorScreen language={page.language} error={page.error} />;
  return (
    <PageErrorBoundary page={page}>
      <RootLayout language={page.language}>
        {page.status === 'unloaded' ? (
          <LoadErrorMessage />
        ) : (
          <PageDataProvider value={page}>
            <RouteTitle page={page} />
            <page.module.Component />
          </PageDataProvider>
        )}
      </RootLayout>
    </PageErrorBoundary>
  );
}
