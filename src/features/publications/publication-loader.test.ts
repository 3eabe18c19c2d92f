import { afterEach, describe, expect, it, vi } from 'vitest';
import { wholeDefaultLanguage } from '../../../tests/support/render-in-language';

// A publication's page loads its data in a chunk of that publication's own: a key no publication has is a 404, and
// a chunk that does not arrive (a redeploy, no connection) is said as such, for the page's error screen.

afterEach(() => {
  vi.doUnmock('virtual:publication-pages');
  vi.resetModules();
});

const request = (key: string) => ({ params: { key }, language: wholeDefaultLanguage });

describe("a publication's page", () => {
  it('is a 404 for a key no publication has', async () => {
    vi.doMock('virtual:publication-pages', () => ({ publicationPages: {} }));
    const { loadPublicationPage } = await import('./publication-loader');
    const { PageNotFound } = await import('@/ui/page-route');
    await expect(loadPublicationPage(request('no-such-paper'))).rejects.toBeInstanceOf(PageNotFound);
  });

  it('loads the chunk of the publication its address names, and no other', async () => {
    const citation = { parts: [] };
    const asked: string[] = [];
    const page = (name: string) => () => {
      asked.push(name);
      return Promise.resolve({
        publication: { key: name },
        citations: { [wholeDefaultLanguage.tag]: citation },
        count: null,
      });
    };
    vi.doMock('virtual:publication-pages', () => ({
      publicationPages: { 'li2024-graphs': page('li2024-graphs'), quinn2023: page('quinn2023') },
    }));
    const { loadPublicationPage } = await import('./publication-loader');
    const { PageNotFound } = await import('@/ui/page-route');
    expect(await loadPublicationPage(request('quinn2023'))).toEqual({
      publication: { key: 'quinn2023' },
      citation,
      count: undefined,
    });
    expect(asked).toEqual(['quinn2023']);
    // a name of the object's own, not a publication's
    await expect(loadPublicationPage(request('toString'))).rejects.toBeInstanceOf(PageNotFound);
  });

  it('says its chunk did not arrive when the import fails', async () => {
    vi.doMock('virtual:publication-pages', () => ({
      publicationPages: { any: () => Promise.reject(new Error('Failed to fetch dynamically imported module')) },
    }));
    const { loadPublicationPage } = await import('./publication-loader');
    // the loader's own module graph (fresh after resetModules)
    const { ChunkLoadError } = await import('@/ui/page-route');
    await expect(loadPublicationPage(request('any'))).rejects.toBeInstanceOf(ChunkLoadError);
  });
});
