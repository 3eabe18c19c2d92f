import { animate as animateElement } from 'framer-motion/dom/mini';

/** The card dialog's enter and exit animation (loaded on demand: card-section.tsx). */
export interface DialogMotion {
  /** Plays the entrance of a dialog just shown. */
  enter(dialog: HTMLDialogElement): void;
  /** Plays the exit of a dialog about to close; resolves when it has finished. */
  exit(dialog: HTMLDialogElement): Promise<void>;
}

/**
 * framer-motion's WAAPI `animate` hands `pseudoElement` on to Element.animate() (motion-dom's
 * NativeAnimation), though its option types leave it out; tests/e2e/card-dialog-chunk.spec.ts checks the backdrop
 * does animate.
 */
const animate = animateElement as (
  element: Element,
  keyframes: Parameters<typeof animateElement>[1],
  options: Parameters<typeof animateElement>[2] & { pseudoElement?: '::backdrop' },
) => ReturnType<typeof animateElement>;

const DURATION = 0.2;
const AWAY = 'translateY(12px) scale(0.96)';

// as framer-motion's `reducedMotion: 'user'`: under reduced motion the dialog fades without moving
const still = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

function play(dialog: HTMLDialogElement, to: 0 | 1, from: { opacity: number; transform: string; backdrop: number }) {
  const options = { duration: DURATION, ease: to ? 'easeOut' : 'easeIn' } as const;
  const opacity = [from.opacity, to];
  const panel = still()
    ? animate(dialog, { opacity }, options)
    : animate(dialog, { opacity, transform: [from.transform, to ? 'none' : AWAY] }, options);
  const backdrop = animate(dialog, { opacity: [from.backdrop, to] }, { ...options, pseudoElement: '::backdrop' });
  return Promise.all([panel, backdrop]).then(() => undefined);
}

/**
 * Where an entrance still under way has got to, and that entrance cancelled: the exit starts from
 * there. Cancelled here rather than by framer-motion, which would write its values back with
 * Animation.commitStyles(), a style attribute that the site's CSP refuses in WebKit.
 */
function interrupt(dialog: HTMLDialogElement) {
  const panel = getComputedStyle(dialog);
  const now = {
    opacity: Number(panel.opacity),
    transform: panel.transform,
    backdrop: Number(getComputedStyle(dialog, '::backdrop').opacity),
  };
  for (const running of dialog.getAnimations({ subtree: true }))
    if ((running.effect as KeyframeEffect | null)?.target === dialog) running.cancel();
  return now;
}

/**
 * The dialog's panel rises and fades in over its fading ::backdrop, and sinks and fades out before
 * it closes: framer-motion's WAAPI-only `animate` (its "mini" build), as the browser animates them
 * off the main thread. When this chunk cannot be loaded the dialog opens and closes at once.
 */
export const motion: DialogMotion = {
  enter: (dialog) => void play(dialog, 1, { opacity: 0, transform: AWAY, backdrop: 0 }),
  exit: (dialog) => play(dialog, 0, interrupt(dialog)),
};
