import { type ComponentType, lazy, Suspense, useState } from 'react';
import { pageLoaded } from '@/ui/after-load';
import type { PageRequest } from '@/ui/page-route';
import type * as PublicationsChunk from './publications-chunk';

// The prerender renders the section at once: its code is in the server bundle. In the browser its code and data
// are a chunk of their own, which only the home page asks for: on the visit's first page the prerendered section
// stays as it is until the page has loaded, then the chunk is fetched and the section hydrated, so the page's first
// load holds none of the list's data, however long it is (a click on the section before then is replayed once it
// is hydrated; its links are plain links). A visit that comes to the home page from another page waits for it (the
// route's load), so the page shows whole, at the scroll position it had. A chunk that does not arrive (a redeploy
// removed it, the connection dropped) leaves the prerendered section as it is, readable and its links working;
// reached from another page, the home page shows without it. Without publications (`__PUBLICATIONS__`, a constant)
// the bundler drops all of it.

const Now: ComponentType | undefined =
  import.meta.env.SSR && __PUBLICATIONS__ ? (await import('./publications-chunk')).default : undefined;

let requested: Promise<typeof PublicationsChunk> | undefined;
/** The section's chunk once it has arrived, which a section shown after that renders at once. */
let arrived: ComponentType | undefined;

/** Fetches the section's chunk, once. */
function publicationsChunk(): Promise<typeof PublicationsChunk> {
  requested ??= import('./publications-chunk').then((chunk) => {
    arrived = chunk.default;
    return chunk;
  });
  return requested;
}

const Later =
  !import.meta.env.SSR && __PUBLICATIONS__
    ? lazy(() =>
        pageLoaded()
          .then(publicationsChunk)
          .catch((error: unknown) => {
            console.warn('Publications left as prerendered:', error);
            return new Promise<never>(() => {});
          }),
      )
    : undefined;

/**
 * The home page's `load`: the section's chunk, which a page reached inside the site waits for (a failure is not the
 * page's: it shows without the section); the visit's first page fetches it once it has loaded (Later).
 */
export async function loadPublicationsSection({ landing }: PageRequest): Promise<void> {
  if (import.meta.env.SSR || !__PUBLICATIONS__ || landing) return;
  await publicationsChunk().catch(() => undefined);
}

/** The Publications section, hydrated in the browser when its chunk has arrived. */
export function PublicationsSection() {
  // chosen once for the section's life: the chunk at hand when it has arrived before, else the one that waits for it
  const [Section] = useState(() => Now ?? arrived ?? Later);
  if (!Section) return null;
  return (
    <Suspense fallback={null}>
      <Section />
    </Suspense>
  );
}
