import type { Theme } from '@/state/theme-document';
import type { ParticleConfig } from '@/shared/particle-look';
import type { StartState, ParticleStats } from '../../core/engine';
import type { FieldSize } from '../field-size';

/** The layer's and the window's size in CSS px and the display's pixel ratio, as the page measured them. */
export interface Viewport extends FieldSize {
  dpr: number;
}

/** Messages from the page to the 2D worker. */
export type ToWorker =
  | ({
      type: 'start';
      canvas: OffscreenCanvas;
      seed: number;
      config: ParticleConfig;
      theme: Theme;
      viewport: Viewport;
    } & StartState)
  | { type: 'rebuild'; viewport: Viewport }
  | { type: 'hidden'; hidden: boolean }
  | { type: 'paused'; paused: boolean }
  | { type: 'theme'; theme: Theme }
  | { type: 'config'; config: ParticleConfig }
  | { type: 'stats'; id: number };

/**
 * Messages from the 2D worker: its counters, after a rebuild or restyle, or when asked (`id`); or
 * that it cannot draw (no 2D context on its canvas, or its renderer threw), so the page takes over.
 */
export type FromWorker =
  { type: 'stats'; stats: ParticleStats; id?: number | undefined } | { type: 'failed'; reason: string };
