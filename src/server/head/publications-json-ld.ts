import { composedName } from '@/shared/content/author-name';
import type { Citation } from '@/shared/content/citation';
import type { Publication, PublicationAuthor } from '@/shared/content/publication';
import { paperLinks, publicationDate } from '@/shared/content/publication-reference';

// The owner's publications as JSON-LD ScholarlyArticle items, which the prerender adds to the home
// page's head: the browser's code never holds them (they come in a chunk of their own), so the home
// route cannot declare them.

/** Where it appeared, as schema.org has it: a journal is a Periodical, proceedings a Book. */
function container(publication: Publication) {
  if (!publication.venue) return undefined;
  if (publication.type === 'article' && !publication.arxiv) return { '@type': 'Periodical', name: publication.venue };
  if (publication.type === 'inproceedings' || publication.type === 'incollection')
    return { '@type': 'Book', name: publication.venue };
  return undefined;
}

/**
 * An author as a Person: their name as the page's language cites it (`name`), and the given and family names the entry
 * writes when they are that name's (not those of another byline of the owner's).
 */
function person({ given, family, owner }: PublicationAuthor, name: string, homeUrl: string) {
  const parts = given !== undefined && family !== undefined && composedName({ given, family }) === name;
  return {
    '@type': 'Person',
    name,
    ...(parts && { givenName: given, familyName: family }),
    ...(owner && { url: homeUrl }),
  };
}

/**
 * One ScholarlyArticle per publication, newest first, with its authors as `citations` (the
 * publications' in the page's language, in their order) name them; the owner's Person carries
 * `homeUrl`, the address of the Person on the home page. Its url is the link a citation gives; its
 * other identifier (an arXiv page beside a DOI) is sameAs.
 */
export function scholarlyArticles(
  publications: readonly Publication[],
  citations: readonly Citation[],
  homeUrl: string,
): object[] {
  return publications.map((publication, index) => {
    const cited = citations[index]?.authors.names;
    const nameOf = (author: PublicationAuthor, at: number) =>
      cited?.find((named) => named.index === at)?.author.name ?? author.name;
    const [first, ...others] = paperLinks(publication);
    const url = first?.href;
    const sameAs = others.filter(({ kind }) => kind === 'doi' || kind === 'arxiv').map(({ href }) => href);
    const isPartOf = container(publication);
    return {
      '@type': 'ScholarlyArticle',
      headline: publication.title,
      name: publication.title,
      author: publication.authors.map((author, at) => person(author, nameOf(author, at), homeUrl)),
      datePublished: publicationDate(publication),
      ...(isPartOf && { isPartOf }),
      ...(publication.pages && { pagination: publication.pages }),
      ...(url && { url }),
      ...(sameAs.length > 0 && { sameAs }),
    };
  });
}

/** The owner's publications as one JSON-LD graph for the home page's head, or undefined when there are none. */
export function publicationsGraph(
  homeUrl: string,
  publications: readonly Publication[],
  citations: readonly Citation[],
): Record<string, unknown> | undefined {
  if (publications.length === 0) return undefined;
  return { '@context': 'https://schema.org', '@graph': scholarlyArticles(publications, citations, homeUrl) };
}
