import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as LanguagesModule from 'virtual:languages';
import { renderRoute } from '../../../tests/support/render-route';

// The error screen of a site in several languages (tests/support/more-languages.ts): an unknown path
// under a language's folder is told so in that language, its status text too.
vi.mock('virtual:languages', async (importOriginal) => {
  const { languagesModule, withMoreLanguages, wholeLanguages } = await import('../../../tests/support/more-languages');
  return languagesModule(withMoreLanguages(await wholeLanguages(await importOriginal<typeof LanguagesModule>())));
});

describe('the error screen in another language', () => {
  it('says an unknown address is not found in the language of its folder, title, status and link home', async () => {
    await renderRoute('/pt-br/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Erro inesperado na aplicação!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '404 Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Voltar ao início' })).toHaveAttribute('href', '/pt-br');
    expect(document.title).toMatch(/^404 Página não encontrada · /);
  });
});
