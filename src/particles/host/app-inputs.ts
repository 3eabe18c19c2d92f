import type { Theme } from '@/state/theme-document';
import { useAppStore } from '@/state/store';

/** What the app's state tells a running field: the engine itself, or the proxy of one in a worker. */
export interface AppInputs {
  setTheme(theme: Theme): void;
  setPaused(paused: boolean): void;
}

/** The theme and the visitor's pause choice right now. */
export function readAppInputs(): { theme: Theme; paused: boolean } {
  const { theme, backgroundPaused } = useAppStore.getState();
  return { theme, paused: backgroundPaused };
}

/** Forwards theme changes and the pause control to `field` (only real changes); returns the unsubscribe. */
export function watchAppState(field: AppInputs): () => void {
  return useAppStore.subscribe((state, previous) => {
    if (state.theme !== previous.theme) field.setTheme(state.theme);
    if (state.backgroundPaused !== previous.backgroundPaused) field.setPaused(state.backgroundPaused);
  });
}
