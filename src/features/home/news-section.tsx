import { hasNewsPage, site } from 'virtual:site';
import { onHome } from '@/shared/content/lists-on-home';
import { useLanguage } from '@/ui/language';
import { ListPageLink } from './list-page-link';
import { NewsList } from './news-list';
import { SectionHeading } from './section-heading';

/**
 * The News section (news.ts): the newest items (site.ts's newsOnHome), each its date and sentence, linked to where to
 * read more when it gives one; where there are more, a link to the page of every item (/news).
 */
export function NewsSection() {
  const language = useLanguage();
  const texts = language.resumeSectionTexts;
  // a site without news.ts, or a language whose texts are missing (the build stops before that), shows none
  if ((language.words.news?.length ?? 0) === 0 || !texts) return null;
  return (
    <section id="news" aria-labelledby="news-heading" className="scroll-mt-20">
      <SectionHeading id="news-heading">{texts.news}</SectionHeading>
      <NewsList count={onHome(site, 'news')} />
      {__NEWS_PAGE__ && hasNewsPage && <ListPageLink list="news" />}
    </section>
  );
}
