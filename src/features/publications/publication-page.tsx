import { useId } from 'react';
import { Link } from 'react-router-dom';
import { BibtexCitation } from '@/ui/publication/bibtex-citation';
import { CitedBy } from '@/ui/publication/cited-by';
import { PublicationAuthors } from '@/ui/publication/publication-authors';
import { Venue } from '@/ui/publication/publication-venue';
import { PublicationLinks } from '@/ui/publication/publication-links';
import { languagePath, useLanguage } from '@/ui/language';
import { PageContainer } from '@/ui/page-container';
import { usePageData } from '@/ui/page-data';
import type { PageModule } from '@/ui/page-route';
import { publicationHead } from './publication-head';
import { loadPublicationPage, type PublicationPageData } from './publication-loader';

/**
 * A publication's page: its title, its authors with the owner marked and where and when it appeared,
 * as the page's language cites them, its citation count where the site shows them, its abstract, its
 * links and its BibTeX to copy. The abstract is as the entry writes it, in the paper's language,
 * which the entry does not name.
 */
function PublicationPage() {
  const { publication, citation, count } = usePageData<PublicationPageData>();
  const language = useLanguage();
  const titleId = useId();
  return (
    <PageContainer>
      <article
        aria-labelledby={titleId}
        className="mx-auto flex max-w-3xl flex-col gap-3 rounded-2xl border border-line bg-card p-6 sm:p-10"
      >
        <Link
          to={{ pathname: languagePath(language, '/'), hash: '#publications' }}
          className="inline-block w-fit rounded-md text-sm font-medium text-accent hover:underline"
        >
          {`← ${language.texts.publications}`}
        </Link>
        <h1
          id={titleId}
          className="mt-4 text-2xl font-bold tracking-tight text-fg-strong hyphens-auto wrap-anywhere sm:text-3xl"
        >
          {publication.title}
        </h1>
        <PublicationAuthors citation={citation} whole />
        <Venue citation={citation} />
        {count && <CitedBy count={count} />}
        {publication.abstract && (
          <p className="mt-4 leading-relaxed text-fg hyphens-auto wrap-anywhere">{publication.abstract}</p>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <PublicationLinks links={publication.links} describedBy={titleId} />
          <BibtexCitation bibtex={publication.bibtex} describedBy={titleId} />
        </div>
      </article>
    </PageContainer>
  );
}

/** /publications/:key: a page per publication of publications.bib; a site without one has none of its code. */
export const publicationPage: PageModule | undefined = __PUBLICATIONS__
  ? { load: loadPublicationPage, Component: PublicationPage, head: publicationHead }
  : undefined;
