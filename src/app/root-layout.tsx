import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Navbar } from '@/features/nav/navbar';
import { RouteTitle } from './route-title';
import { useRouteFocus } from './use-route-focus';

/** Header and main area around the matched route, or around `children` (the error screen). */
export function RootLayout({ children }: { children?: ReactNode }) {
  useRouteFocus();
  return (
    <>
      {/* an error screen (children) titles itself */}
      {!children && <RouteTitle />}
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="relative z-10 outline-none">
        {children ?? <Outlet />}
      </main>
      {/* keyed by path: every fresh page load has the same location key, which would carry one page's scroll to another */}
      <ScrollRestoration getKey={(location) => location.pathname} />
    </>
  );
}
