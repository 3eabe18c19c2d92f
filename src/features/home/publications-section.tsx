import { lazy, Suspense } from 'react';
import { loadPublications, PublicationsNow } from 'virtual:publications';

// In the browser the chunk is fetched as soon as the app starts, so a visitor who comes back to the
// home page from another route finds the section there at once (and the scroll position it had).
// A chunk that does not arrive (a redeploy removed it, the connection dropped) never settles: the
// prerendered section stays as it is, readable and its links working.
const chunk = loadPublications?.().catch((error: unknown) => {
  console.warn('Publications left as prerendered:', error);
  return new Promise<never>(() => {});
});
const Later = chunk && lazy(() => chunk);

/**
 * The Publications section. The prerender renders it at once (PublicationsNow); in the browser its
 * code and data are a chunk of their own, and the prerendered section is hydrated when it arrives.
 */
export function PublicationsSection() {
  const Section = PublicationsNow ?? Later;
  if (!Section) return null;
  return (
    <Suspense fallback={null}>
      <Section />
    </Suspense>
  );
}
