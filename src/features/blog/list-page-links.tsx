import { Link } from 'react-router-dom';
import { listPagePath } from '@/shared/posts/list-pages';
import { useLanguage } from '@/ui/language';

const linkClass = 'rounded-md font-medium text-accent hover:underline';

/**
 * Below a page of a list of posts longer than a page: the link to the page of newer posts, where the page is
 * ("Page 2 of 5"), the link to the page of older ones, and to the blog's archive (`archive`, its path, below the
 * blog's pages); nothing for a list of one page. `listPath` is the list's first page, inside the site ("/blog",
 * "/pt-br/blog/tags/edge").
 */
export function ListPageLinks({
  listPath,
  page,
  pageCount,
  archive,
}: {
  listPath: string;
  page: number;
  pageCount: number;
  archive?: string | undefined;
}) {
  const texts = useLanguage().blogPagesTexts;
  // a build whose blog has more than one page gives every language these texts (tooling/outputs/languages-module.ts)
  if (pageCount <= 1 || !texts) return null;
  return (
    <nav aria-label={texts.pages} className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm print:hidden">
      {page > 1 && (
        <Link to={listPagePath(listPath, page - 1)} rel="prev" className={linkClass}>
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>{' '}
          {texts.newerPosts}
        </Link>
      )}
      <span className="text-muted">{texts.pageOf(page, pageCount)}</span>
      {page < pageCount && (
        <Link to={listPagePath(listPath, page + 1)} rel="next" className={linkClass}>
          {texts.olderPosts}{' '}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            →
          </span>
        </Link>
      )}
      {archive !== undefined && (
        <Link to={archive} className={linkClass}>
          {texts.allPosts}
        </Link>
      )}
    </nav>
  );
}
