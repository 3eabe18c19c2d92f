import { type ReactNode, useEffect } from 'react';
import OwnerFooter from 'virtual:slot/footer';
import OwnerHeader from 'virtual:slot/header';
import { Navbar } from '@/features/nav/navbar';
import { documentLanguage, type Language, LanguageProvider } from '@/ui/language';
import { Slot } from '@/ui/slot';
import { useRouteFocus } from './use-route-focus';

/** Header and main area around the page (or the error screen), in the page's language. */
export function RootLayout({ language, children }: { language: Language; children: ReactNode }) {
  useRouteFocus();
  // the prerendered page has them already (src/server/document.ts); the shell (spa.html) and a route change into
  // another language do not
  useEffect(() => {
    Object.assign(document.documentElement, documentLanguage(language));
  }, [language]);
  // the owner's header and footer (content/slots/) where they have any; a site without gets the elements as they
  // always were, in the same places (the ids React derives from an element's place stay the same) and the same code
  if (__SLOTS__)
    return (
      <LanguageProvider value={language}>
        <a href="#main" className="skip-link">
          {language.texts.skipToContent}
        </a>
        <Slot owner={OwnerHeader} props={{}}>
          <Navbar />
        </Slot>
        <main id="main" tabIndex={-1} className="relative z-10 outline-none">
          {children}
        </main>
        {/* the template draws no footer: an owner's footer.tsx draws all of it */}
        {OwnerFooter && (
          <footer className="relative z-10">
            <Slot owner={OwnerFooter} props={{}}>
              {null}
            </Slot>
          </footer>
        )}
      </LanguageProvider>
    );
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
