import { afterEach, describe, expect, it, vi } from 'vitest';
import { wholeDefaultLanguage } from '../../../tests/support/render-in-language';

// A publication's page loads its data in a chunk of its own: a key no publication has is a 404, and a
// chunk that does not arrive (a redeploy, no connection) is said as such, for the page's error screen.

afterEach(() => {
  vi.doUnmock('virtual:publication-pages');
  vi.resetModules();
});

const request = (key: string) => ({ params: { key }, language: wholeDefaultLanguage });

describe("a publication's page", () => {
  it('is a 404 for a key no publication has', async () => {
    vi.doMock('virtual:publication-pages', () => ({ publications: [], citations: {}, citationCounts: {} }));
    const { loadPublicationPage } = await import('./publication-loader');
    const { PageNotFound } = await import('@/ui/page-route');
    await expect(loadPublicationPage(request('no-such-paper'))).rejects.toBeInstanceOf(PageNotFound);
  });

  it('says its chunk did not arrive when the import fails', async () => {
    vi.doMock('virtual:publication-pages', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { loadPublicationPage } = await import('./publication-loader');
    // the loader's own module graph (fresh after resetModules)
    const { ChunkLoadError } = await import('@/ui/page-route');
    await expect(loadPublicationPage(request('any'))).rejects.toBeInstanceOf(ChunkLoadError);
  });
});
