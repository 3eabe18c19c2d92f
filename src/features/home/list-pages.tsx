import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import type { LongList } from '@/shared/content/lists-on-home';
import { pageTitle } from '@/shared/page-title';
import { type Language, languagePath, useLanguage } from '@/ui/language';
import { PageContainer } from '@/ui/page-container';
import type { HeadOfRoute, PageModule } from '@/ui/page-route';
import { ALL_OF } from './list-page-link';
import { NewsList } from './news-list';
import { TalksList } from './talks-section';

/** The words naming every entry of a list ("All news"), the heading of its page. */
const allOf = (language: Language, list: LongList) => language.resumeSectionTexts?.[ALL_OF[list]];

/** A long list's page: every entry, newest first, with a way back to its section on the home page. */
function listPage(
  list: LongList,
  List: ComponentType<{ count?: number; onPage?: boolean }>,
  describe: (language: Language) => string | undefined,
) {
  function ListPage() {
    const language = useLanguage();
    return (
      <PageContainer>
        <Link
          to={{ pathname: languagePath(language, '/'), hash: `#${list}` }}
          className="inline-block rounded-md text-sm font-medium text-accent hover:underline"
        >
          {`← ${language.resumeSectionTexts?.[list]}`}
        </Link>
        <h1 className="mt-6 mb-8 text-4xl font-bold tracking-tight text-fg-strong sm:text-5xl">
          {allOf(language, list)}
        </h1>
        <List onPage />
      </PageContainer>
    );
  }
  /** "All news · <name>", described by its newest entry. */
  const head: HeadOfRoute = ({ language }) => {
    const description = describe(language);
    return { title: pageTitle(language.words, allOf(language, list)), ...(description && { description }) };
  };
  return { Component: ListPage, head } satisfies PageModule;
}

/** Every news item (/news), where news.ts holds more than the home page shows. */
export const newsPage = listPage('news', NewsList, (language) => language.words.news?.[0]?.text);

/** Every talk (/talks), where talks.ts holds more than the home page shows. */
export const talksPage = listPage('talks', TalksList, (language) => {
  const [newest] = language.words.talks ?? [];
  return newest && `${newest.title} · ${newest.event}`;
});
