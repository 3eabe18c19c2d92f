import { type ComponentType, lazy, Suspense } from 'react';

// The prerender renders the section at once: its code is in the server bundle. In the browser its code
// and data are a chunk of their own, fetched as soon as the app starts, so a visitor who comes back to
// the home page from another route finds the section there at once (and the scroll position it had).
// A chunk that does not arrive (a redeploy removed it, the connection dropped) never settles: the
// prerendered section stays as it is, readable and its links working. Without publications
// (`__PUBLICATIONS__`, a constant) the bundler drops both.
const Now: ComponentType | undefined =
  import.meta.env.SSR && __PUBLICATIONS__ ? (await import('./publications-chunk')).default : undefined;
const chunk =
  !import.meta.env.SSR && __PUBLICATIONS__
    ? import('./publications-chunk').catch((error: unknown) => {
        console.warn('Publications left as prerendered:', error);
        return new Promise<never>(() => {});
      })
    : undefined;
const Later = chunk && lazy(() => chunk);

/** The Publications section, hydrated in the browser when its chunk has arrived. */
export function PublicationsSection() {
  const Section = Now ?? Later;
  if (!Section) return null;
  return (
    <Suspense fallback={null}>
      <Section />
    </Suspense>
  );
}
