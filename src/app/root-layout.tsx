import { type ReactNode, useEffect } from 'react';
import { Navbar } from '@/features/nav/navbar';
import { documentLanguage, type Language, LanguageProvider } from '@/ui/language';
import { useRouteFocus } from './use-route-focus';

/** Header and main area around the page (or the error screen), in the page's language. */
export function RootLayout({ language, children }: { language: Language; children: ReactNode }) {
  useRouteFocus();
  // the prerendered page has them already (src/server/document.ts); the shell (spa.html) and a route change into
  // another language do not
  useEffect(() => {
    Object.assign(document.documentElement, documentLanguage(language));
  }, [language]);
  return (
    <LanguageProvider value={language}>
      <a href="#main" className="skip-link">
        {language.texts.skipToContent}
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="relative z-10 outline-none">
        {children}
      </main>
    </LanguageProvider>
  );
}
