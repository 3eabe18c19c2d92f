import type { Citation } from '@/shared/content/citation';
import { pageTitle } from '@/shared/page-title';
import { scholarlyArticles } from '@/server/head/publications-json-ld';
import { languagePath } from '@/ui/language';
import type { HeadOfRoute } from '@/ui/page-route';
import { publicationPagePath } from '@/ui/publication/publication-pages';
import { siteUrl } from '@/ui/site-paths';
import { highwireTags } from './highwire-tags';
import type { PublicationPageData } from './publication-loader';

/** The longest description a search result shows whole; a longer abstract is given up to the sentence that reaches it. */
const DESCRIPTION_LENGTH = 300;

/** The abstract's first sentences, up to DESCRIPTION_LENGTH characters (at least its first sentence). */
function shortened(abstract: string): string {
  let text = '';
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'sentence' }).segment(abstract)) {
    if (text && text.length + segment.length > DESCRIPTION_LENGTH) break;
    text += segment;
  }
  return text.trim();
}

/**
 * "A, B and C. Journal of X, vol. 3, 2019": the citation as one line of text, for a paper without an abstract; its
 * authors alone when it names no venue (a preprint without a year), one full stop after them ("…, et al. 2019").
 */
export function citationLine({ authors, venue, delimiter }: Citation): string {
  const names = `${authors.names.map(({ separator, author }) => `${separator}${author.name}`).join('')}${authors.end}`;
  const where = venue.map(({ text }) => text).join(delimiter);
  if (!where) return names;
  return `${names}${names.endsWith('.') ? '' : '.'} ${where}`;
}

/**
 * A publication's page: its title, its abstract (or its citation) as the description, the tags
 * Google Scholar indexes it by, and a ScholarlyArticle whose address is the page, its paper's own
 * addresses (DOI, arXiv, the publisher's page) as sameAs.
 */
export const publicationHead: HeadOfRoute = ({ data, language }) => {
  const page = data as PublicationPageData | undefined;
  // no data: a chunk that did not arrive (its error screen titles itself)
  if (!page) return { title: pageTitle(language.words, language.texts.publications) };
  const { publication, citation } = page;
  const url = siteUrl(publicationPagePath(language, publication.key));
  const homeUrl = siteUrl(languagePath(language, '/'));
  // the article as the home page's head gives it, its address the paper's: here the page's, the paper's among sameAs
  const [article] = scholarlyArticles([publication], [citation], homeUrl) as ({
    url?: string;
    sameAs?: string[];
  } & Record<string, unknown>)[];
  const { url: paperUrl, sameAs: others = [], ...described } = article ?? {};
  const sameAs = paperUrl ? [paperUrl, ...others] : others;
  return {
    title: pageTitle(language.words, publication.title),
    description: publication.abstract ? shortened(publication.abstract) : citationLine(citation),
    ogType: 'article',
    names: highwireTags(publication, publication.pdfPath && siteUrl(publication.pdfPath)),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        ...described,
        url,
        mainEntityOfPage: url,
        ...(publication.abstract && { abstract: publication.abstract }),
        ...(sameAs.length > 0 && { sameAs }),
      },
    ],
  };
};
