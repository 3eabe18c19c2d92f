// @vitest-environment jsdom
// (the test reads the HTML it checks with the DOM's parser)
import { describe, expect, it, vi } from 'vitest';
import { homeHead } from '@/features/home/home-head';
import type * as LanguagesModule from 'virtual:languages';
import type { Language } from '@/ui/language';
import { defaultSiteLanguage as defaultLanguage } from '../site-languages';
import { headTags } from './head-tags';

// a route of the default language, without URL parameters or loader data
const defaultPage = { params: {}, data: undefined, language: defaultLanguage };

vi.mock('virtual:languages', async (importOriginal) => {
  const { languagesModule, wholeLanguages } = await import('../../../tests/support/more-languages');
  const hostile = (language: Language): Language => ({
    ...language,
    words: {
      ...language.words,
      // `$&`, `$'`, `$$` and `$1` mean something to String.replace with a string replacement
      profile: {
        ...language.words.profile,
        name: 'Eve $& $\' $$ $1 "</script><script>alert(1)</script>',
        welcome: 'Hi $\' $& $$ $` " onload="alert(1)',
      },
    },
  });
  return languagesModule((await wholeLanguages(await importOriginal<typeof LanguagesModule>())).map(hostile));
});

describe('head tags built from hostile content', () => {
  it('keep every value inside its attribute or JSON string', () => {
    const { profile } = defaultLanguage.words;
    expect(profile.name).toMatch(/^Eve /);
    const head = new DOMParser().parseFromString(
      `<head>${headTags(homeHead(defaultPage), { path: '/', posts: [] })}</head>`,
      'text/html',
    );
    // JSON-LD only: the Person, and the publications when the content has a publications.bib
    expect(head.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(profile.welcome);
    expect(head.querySelector('meta[property="og:site_name"]')?.getAttribute('content')).toBe(profile.name);
    const person = JSON.parse(head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(person.name).toBe(profile.name);
  });
});
