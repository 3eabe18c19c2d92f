import type { Theme } from '@/state/theme-document';
import type { ParticleConfig } from '../../core/config';
import type { HostState, ParticleStats } from '../../core/engine';

/** The layer's size in CSS px and the display's pixel ratio, as the page measured them. */
export interface Viewport {
  width: number;
  height: number;
  dpr: number;
}

/** Messages from the page to the 2D worker. */
export type ToWorker =
  | ({ type: 'start'; canvas: OffscreenCanvas; seed: number; config: ParticleConfig; theme: Theme; viewport: Viewport } & HostState)
  | { type: 'rebuild'; viewport: Viewport }
  | { type: 'hidden'; hidden: boolean }
  | { type: 'paused'; paused: boolean }
  | { type: 'theme'; theme: Theme }
  | { type: 'config'; config: ParticleConfig }
  | { type: 'stats'; id: number };

/** Messages from the 2D worker: its counters, after a rebuild or restyle, or when asked (`id`). */
export interface FromWorker {
  type: 'stats';
  stats: ParticleStats;
  id?: number | undefined;
}
