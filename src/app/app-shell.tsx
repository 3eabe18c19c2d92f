import { useEffect, type ReactNode } from 'react';
import { ParticleLayer } from '@/particles/host/particle-layer';
import { useAppStore } from '@/state/store';
import { readDocumentBackground, watchMotionPreference } from '@/state/background-document';
import { readDocumentTheme } from '@/state/theme-document';
import { VercelInsights } from './vercel-insights';

/** Everything around the router, the same in the browser and in the prerenderer. */
export function AppShell({ children }: { children: ReactNode }) {
  useEffect(() => {
    // public/saved-preferences.js already applied the saved theme to <html>; bring the store in line after hydration
    useAppStore.setState({ theme: readDocumentTheme() });
    // ...and whether the background plays (a saved choice, or the motion preference, live)
    const { syncBackground } = useAppStore.getState();
    syncBackground(readDocumentBackground());
    return watchMotionPreference(syncBackground);
  }, []);

  return (
    <>
      {/* Outside the router so the field persists across routes and on the error screen */}
      <ParticleLayer />
      {children}
      <VercelInsights />
    </>
  );
}
