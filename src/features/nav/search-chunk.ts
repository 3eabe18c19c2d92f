import { lazyChunk } from '@/ui/lazy-chunk';

/**
 * The search itself (its field, its results, MiniSearch and the index's loading): a chunk of its own,
 * fetched when the reader reaches for the search button or opens the search, and again on the next
 * opening when that failed (a redeploy removed the file, the connection dropped).
 */
export const searchPanelChunk = /* @__PURE__ */ lazyChunk(() => import('./search-panel'));
