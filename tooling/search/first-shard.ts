import type { SearchDocument } from '../../src/shared/search/search-document.ts';
import { pageOf } from './build-search-index.ts';

// Build-time only (Node): the documents of a language's first shard, the small index a long blog's
// search answers from while its whole index loads (tooling/search/search-index-files.ts).

/**
 * A place of the site as the first shard holds it. A page (a post, a project's page: the
 * documents without an anchor, and its sections) is one document: its title, its short line and its
 * sections' headings (as its text), leading to the page. A place on the home page (a card, a
 * publication: an anchor of its own) is its document, whole: a few lines each.
 */
export function firstShardDocuments(documents: readonly SearchDocument[]): SearchDocument[] {
  const pages = new Map<string, SearchDocument>();
  const headings = new Map<string, string[]>();
  const shard: SearchDocument[] = [];
  for (const document of documents) {
    const { url, heading } = document;
    if (heading === undefined && url.includes('#')) {
      shard.push(document);
      continue;
    }
    const page = pageOf(url);
    let merged = pages.get(page);
    if (!merged) {
      merged = { language: document.language, url: page, kind: document.kind, title: document.title, text: '' };
      pages.set(page, merged);
      headings.set(page, []);
      shard.push(merged);
    }
    if (url === page && document.detail !== undefined) merged.detail = document.detail;
    if (heading !== undefined) headings.get(page)?.push(heading);
  }
  for (const [page, merged] of pages) merged.text = headings.get(page)?.join('\n') ?? '';
  return shard;
}
