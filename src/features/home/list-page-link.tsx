import { Link } from 'react-router-dom';
import type { LongList } from '@/shared/content/lists-on-home';
import { languagePath, useLanguage } from '@/ui/language';

/** The words of the link to a long list's page: "All news", "All talks". */
export const ALL_OF = { news: 'allNews', talks: 'allTalks' } as const;

/** A section's link to the page of every entry of its list (/news, /talks), in the page's language. */
export function ListPageLink({ list }: { list: LongList }) {
  const language = useLanguage();
  return (
    <Link
      to={languagePath(language, `/${list}`)}
      className="mt-4 inline-block rounded-md font-medium text-accent underline-offset-4 hover:underline print:hidden"
    >
      {`${language.resumeSectionTexts?.[ALL_OF[list]]} →`}
    </Link>
  );
}
