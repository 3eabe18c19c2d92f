import type { Publication } from '../../src/shared/content/publication.ts';

// The owner's publications as JSON-LD ScholarlyArticle items, which the prerender adds to the home
// page's head: the browser's code never holds them (they come in a chunk of their own), so the home
// route cannot declare them.

const linkOf = (publication: Publication, kind: Publication['links'][number]['kind']) =>
  publication.links.find((link) => link.kind === kind)?.href;

/** Where it appeared, as schema.org has it: a journal is a Periodical, proceedings a Book. */
function container(publication: Publication) {
  if (!publication.venue) return undefined;
  if (publication.type === 'article' && !publication.arxiv) return { '@type': 'Periodical', name: publication.venue };
  if (publication.type === 'inproceedings' || publication.type === 'incollection') return { '@type': 'Book', name: publication.venue };
  return undefined;
}

/**
 * One ScholarlyArticle per publication, newest first, with its authors; the owner's Person carries
 * `homeUrl`, the address of the Person on the home page.
 */
export function scholarlyArticles(publications: readonly Publication[], homeUrl: string): object[] {
  return publications.map((publication) => {
    const identifiers = [linkOf(publication, 'doi'), linkOf(publication, 'arxiv')].filter((href) => href !== undefined);
    const url = identifiers[0] ?? linkOf(publication, 'paper') ?? linkOf(publication, 'pdf');
    const isPartOf = container(publication);
    return {
      '@type': 'ScholarlyArticle',
      headline: publication.title,
      name: publication.title,
      author: publication.authors.map((author) => ({ '@type': 'Person', name: author.name, ...(author.owner && { url: homeUrl }) })),
      datePublished: publication.month ? `${publication.year}-${String(publication.month).padStart(2, '0')}` : String(publication.year),
      ...(isPartOf && { isPartOf }),
      ...(publication.pages && { pagination: publication.pages }),
      ...(url && { url }),
      ...(identifiers.length > 1 && { sameAs: identifiers.slice(1) }),
    };
  });
}

/** The owner's publications as one JSON-LD graph for the home page's head, or undefined when there are none. */
export function publicationsGraph(homeUrl: string, publications: readonly Publication[]): Record<string, unknown> | undefined {
  if (publications.length === 0) return undefined;
  return { '@context': 'https://schema.org', '@graph': scholarlyArticles(publications, homeUrl) };
}
