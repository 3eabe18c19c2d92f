import { publicationPages } from 'virtual:publication-pages';
import type { Citation } from '@/shared/content/citation';
import type { CitationCount } from '@/shared/content/citation-sources';
import type { Publication } from '@/shared/content/publication';
import { ChunkLoadError, PageNotFound, type PageRequest } from '@/ui/page-route';

// A publication's page loads what it shows in a chunk of that publication's own (virtual:publication/<name>: the
// publication whole, its abstract too), so that the page's cost does not grow with the number of publications; the
// home page loads none of them.

/** A publication's page: the publication, its citation in the page's language, its citation count where shown. */
export interface PublicationPageData {
  publication: Publication;
  citation: Citation;
  count: CitationCount | undefined;
}

/** The publication the URL names, in the page's language; a name no publication has is an address the site does not have. */
export async function loadPublicationPage({ params, language }: PageRequest): Promise<PublicationPageData> {
  const { key = '' } = params;
  const load = Object.hasOwn(publicationPages, key) ? publicationPages[key] : undefined;
  if (!load) throw new PageNotFound();
  let data;
  try {
    data = await load();
  } catch (error) {
    throw new ChunkLoadError('A part of the publication’s page', error);
  }
  const citation = data.citations[language.tag];
  if (!citation) throw new PageNotFound();
  return { publication: data.publication, citation, count: data.count ?? undefined };
}
