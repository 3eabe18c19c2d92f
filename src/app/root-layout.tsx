import { type ReactNode, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Navbar } from '@/features/nav/navbar';
import { documentLanguage, type Language, LanguageProvider } from '@/ui/language';
import { RouteTitle } from './route-title';
import { useRouteFocus } from './use-route-focus';

/** Header and main area around the matched route, or around `children` (the error screen), in the route's language. */
export function RootLayout({ language, children }: { language: Language; children?: ReactNode }) {
  useRouteFocus();
  // the prerendered page has them already (src/server/document.ts); the shell (spa.html) and a route change into
  // another language do not
  useEffect(() => {
    Object.assign(document.documentElement, documentLanguage(language));
  }, [language]);
  return (
    <LanguageProvider value={language}>
      {/* an error screen (children) titles itself */}
      {!children && <RouteTitle />}
      <a href="#main" className="skip-link">
        {language.texts.skipToContent}
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="relative z-10 outline-none">
        {children ?? <Outlet />}
      </main>
      {/* keyed by path: every fresh page load has the same location key, which would carry one page's scroll to another */}
      <ScrollRestoration getKey={(location) => location.pathname} />
    </LanguageProvider>
  );
}
