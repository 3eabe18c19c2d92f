import { Link } from 'react-router-dom';
import { pageTitle } from '@/shared/page-title';
import { languagePath, useLanguage } from '@/ui/language';
import { PageContainer } from '@/ui/page-container';
import type { HeadOfRoute, PageModule } from '@/ui/page-route';
import { NewsList } from './news-list';

/** Every news item (news.ts), newest first: the page the home page's News section links to when it shows only some. */
function NewsPage() {
  const language = useLanguage();
  return (
    <PageContainer>
      <Link
        to={{ pathname: languagePath(language, '/'), hash: '#news' }}
        className="inline-block rounded-md text-sm font-medium text-accent hover:underline"
      >
        {`← ${language.resumeSectionTexts?.news}`}
      </Link>
      <h1 className="mt-6 mb-8 text-4xl font-bold tracking-tight text-fg-strong sm:text-5xl">
        {language.resumeSectionTexts?.allNews}
      </h1>
      <NewsList />
    </PageContainer>
  );
}

/** "All news · <name>", described by its newest item. */
const newsHead: HeadOfRoute = ({ language }) => ({
  title: pageTitle(language.words, language.resumeSectionTexts?.allNews),
  ...(language.words.news?.[0] && { description: language.words.news[0].text }),
});

export const newsPage: PageModule = { Component: NewsPage, head: newsHead };
