import { LazyMotion } from 'framer-motion';
import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ParticleLayer } from '@/particles/particle-layer';
import { useAppStore } from '@/state/store';
import { readDocumentTheme } from '@/state/theme-document';
import { routes } from './routes';
import { VercelInsights } from './vercel-insights';

const router = createBrowserRouter(routes);

// Animation features load after first paint; `m` components render plain elements until then.
const loadMotionFeatures = () => import('./motion-features').then((module) => module.default);

export function App() {
  useEffect(() => {
    // public/theme.js already applied the saved theme to <html>; bring the store in line after hydration
    useAppStore.setState({ theme: readDocumentTheme() });
  }, []);

  return (
    <LazyMotion features={loadMotionFeatures} strict>
      {/* Outside the router so the field persists across routes and on the error screen */}
      <ParticleLayer />
      <RouterProvider router={router} />
      <VercelInsights />
    </LazyMotion>
  );
}
