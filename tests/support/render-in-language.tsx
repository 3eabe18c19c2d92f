import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { defaultLanguage, type Language, LanguageProvider, loadLanguage } from '@/ui/language';

/** The site's default language whole, as its pages have it. */
export const wholeDefaultLanguage: Language = await loadLanguage(defaultLanguage);

/**
 * Renders a part of a page (a card, a section) as a page of `language` does (its layout provides the
 * language, src/app/root-layout.tsx, inside the app's router): the default language unless given.
 */
export function renderInLanguage(
  ui: ReactElement,
  { language = wholeDefaultLanguage, ...options }: RenderOptions & { language?: Language } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <LanguageProvider value={language}>{children}</LanguageProvider>
    </MemoryRouter>
  );
  return render(ui, { ...options, wrapper });
}
