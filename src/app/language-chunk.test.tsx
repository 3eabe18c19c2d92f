import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as LanguagesModule from 'virtual:languages';
import english from '@/shared/i18n/texts/en';
import portuguese from '@/shared/i18n/texts/pt-BR';
import type { Language } from '@/ui/language';
import { renderRoute } from '../../tests/support/render-route';
import { profile } from '../../tests/support/site-content';

// Each language is a chunk of its own, loaded with its pages: on a site in three languages
// (tests/support/more-languages.ts), the Portuguese chunk is held back by the test, to fail or arrive.
const chunk = vi.hoisted(() => ({ fail: false, loads: 0 }));
vi.mock('virtual:languages', async (importOriginal) => {
  const { languagesModule, withMoreLanguages, wholeLanguages } = await import('../../tests/support/more-languages');
  const module = languagesModule(
    withMoreLanguages(await wholeLanguages(await importOriginal<typeof LanguagesModule>())),
  );
  const portuguese = module.importLanguage['pt-BR']!;
  return {
    ...module,
    importLanguage: {
      ...module.importLanguage,
      'pt-BR': (): Promise<{ default: Language }> => {
        chunk.loads += 1;
        return chunk.fail ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : portuguese();
      },
    },
  };
});

describe('a language’s chunk', () => {
  it('that does not arrive leaves the reader on a page that says so, in the language before; it is tried again, and kept', async () => {
    chunk.fail = true;
    const { history } = await renderRoute('/blog');
    await screen.findByRole('heading', { level: 1, name: english.blogTitle });
    expect(chunk.loads).toBe(0);
    await act(async () => history.push('/pt-br/blog'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(english.loadError);
    expect(screen.getByRole('button', { name: english.reload })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    // the next page in the language tries its chunk again
    chunk.fail = false;
    await act(async () => history.push('/pt-br'));
    await act(async () => history.push('/pt-br/blog'));
    expect(await screen.findByRole('heading', { level: 1, name: portuguese.blogTitle })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pt-BR');
    // once there, it is not fetched again
    const loads = chunk.loads;
    await act(async () => history.push('/'));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(english.greeting(profile.name)),
    );
    await act(async () => history.go(-1));
    expect(await screen.findByRole('heading', { level: 1, name: portuguese.blogTitle })).toBeInTheDocument();
    expect(chunk.loads).toBe(loads);
  });
});
