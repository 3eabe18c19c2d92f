import { lazy, Suspense } from 'react';

// Only a production build made on Vercel includes (and fetches) the scripts; elsewhere this is null.
const Scripts = __VERCEL_ANALYTICS__ ? lazy(() => import('./vercel-scripts')) : null;

export function VercelInsights() {
  if (!Scripts) return null;
  return (
    <Suspense fallback={null}>
      <Scripts />
    </Suspense>
  );
}
