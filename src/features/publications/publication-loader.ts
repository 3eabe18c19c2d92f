import type { Citation } from '@/shared/content/citation';
import type { CitationCount } from '@/shared/content/citation-sources';
import { type Publication, publicationSlug } from '@/shared/content/publication';
import { ChunkLoadError, PageNotFound, type PageRequest } from '@/ui/page-route';

// A publication's page loads what it shows in a chunk of its own (virtual:publication-pages: every
// publication whole, its abstract too), which the home page never loads.

/** A publication's page: the publication, its citation in the page's language, its citation count where shown. */
export interface PublicationPageData {
  publication: Publication;
  citation: Citation;
  count: CitationCount | undefined;
}

/** The publication the URL names, in the page's language; a name no publication has is an address the site does not have. */
export async function loadPublicationPage({ params, language }: PageRequest): Promise<PublicationPageData> {
  let data;
  try {
    data = await import('virtual:publication-pages');
  } catch (error) {
    throw new ChunkLoadError('A part of the publication’s page', error);
  }
  const { publications, citations, citationCounts } = data;
  const index = publications.findIndex(({ key }) => publicationSlug(key) === params.key);
  const publication = publications[index];
  const citation = citations[language.tag]?.[index];
  if (!publication || !citation) throw new PageNotFound();
  return { publication, citation, count: citationCounts[publication.key] };
}
