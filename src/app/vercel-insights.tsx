import { lazyChunk, type LazyChunk } from '@/ui/lazy-chunk';
import { useLazyChunk } from '@/ui/use-lazy-chunk';
import type * as ScriptsModule from './vercel-scripts';

// Only a production build made on Vercel includes (and fetches) the scripts; elsewhere this is null.
const scripts = __VERCEL_ANALYTICS__ ? lazyChunk(() => import('./vercel-scripts')) : null;

/**
 * Loads the analytics after hydration. The prerendered HTML and the hydrating render both hold
 * nothing here (a `lazy` inside `Suspense` made renderToString abort the boundary, and hydration
 * then reported React error #419); a chunk that fails to load leaves nothing behind either.
 */
export function VercelInsights() {
  return scripts && <LoadedScripts chunk={scripts} />;
}

function LoadedScripts({ chunk }: { chunk: LazyChunk<typeof ScriptsModule> }) {
  const state = useLazyChunk(chunk, true);
  if (state.status !== 'loaded') return null;
  const Scripts = state.module.default;
  return <Scripts />;
}
