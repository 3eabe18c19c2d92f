/**
 * The visitor's pause control for the animated background (WCAG 2.2.2), as the document shows it:
 * `<html data-background="playing" | "paused">`, set before first paint by public/saved-preferences.js and read
 * by CSS (the header button shows the right icon, label and tooltip before any React code runs).
 *
 * Without a saved choice the background follows `prefers-reduced-motion`: paused under `reduce`.
 * A choice is saved only when it departs from what the preference gives, and then wins over it on
 * every visit; a choice that agrees with the preference clears the saved one, so the preference
 * governs again (a visitor who turns reduced motion on later gets a still background).
 */
export type BackgroundState = 'playing' | 'paused';

/** Must match the key read by public/saved-preferences.js. */
export const BACKGROUND_STORAGE_KEY = 'background';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function motionQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
}

/** What the background does without a saved choice: paused when the visitor prefers reduced motion. */
function preferredBackground(): BackgroundState {
  return motionQuery()?.matches ? 'paused' : 'playing';
}

function savedBackground(): BackgroundState | null {
  try {
    const saved = localStorage.getItem(BACKGROUND_STORAGE_KEY);
    return saved === 'paused' || saved === 'playing' ? saved : null;
  } catch {
    return null;
  }
}

export function readDocumentBackground(): BackgroundState {
  return document.documentElement.dataset.background === 'paused' ? 'paused' : 'playing';
}

/** Shows `state` on <html> (CSS does the rest). */
export function showBackground(state: BackgroundState): void {
  document.documentElement.dataset.background = state;
}

/** The visitor's choice: shown, and saved when it departs from the motion preference. */
export function chooseBackground(state: BackgroundState): void {
  showBackground(state);
  try {
    if (state === preferredBackground()) localStorage.removeItem(BACKGROUND_STORAGE_KEY);
    else localStorage.setItem(BACKGROUND_STORAGE_KEY, state);
  } catch {
    // storage blocked: the choice lasts for this visit
  }
}

/** Calls `onChange` with the state to show when the motion preference changes and no choice is saved. */
export function watchMotionPreference(onChange: (state: BackgroundState) => void): () => void {
  const query = motionQuery();
  if (!query) return () => {};
  const listener = () => {
    if (savedBackground() === null) onChange(preferredBackground());
  };
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
