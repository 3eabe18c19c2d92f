/* eslint-disable @typescript-eslint/no-non-null-assertion -- see simulation.ts */
import type { ParticleEngine } from '../core/engine';

/**
 * Link alphas are quantised into this many levels, and links are drawn sorted by level, so the stroke
 * colour changes at most 32 times a frame (alpha steps of 0.4 / 32 = 0.0125, below what the eye
 * separates on a 0.8 px line). The simulation's buffers keep the exact values; only this renderer
 * rounds them. Each link is its own small path: one path per level spanning the whole canvas cost
 * 2–4× more per frame where the canvas is rasterised on a GPU (measured with SwiftShader: a large
 * path is rasterised over its whole bounds), and the same on a CPU-rasterised canvas.
 */
const ALPHA_LEVELS = 32;
/**
 * Particles are blitted from a strip of pre-drawn discs (radius quantised to 24 steps across the
 * configured range) instead of filling ~n arcs per frame: in a software-rasterised canvas the
 * one-path arc fill cost about as much as all the links (measured ~2× faster per frame at 1080p); on
 * a GPU-rasterised canvas (SwiftShader) a frame with one arc path per particle cost 2× one with sprites.
 */
const RADIUS_LEVELS = 24;
/** Sub-pixel units per CSS px for the coordinates handed to the canvas (1/16 px steps). */
const SUB = 16;
const TAU = Math.PI * 2;

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** A canvas's 2D context, or null where it has none (context creation can also throw). */
function context2d(
  canvas: HTMLCanvasElement | OffscreenCanvas,
  options?: CanvasRenderingContext2DSettings,
): Context2D | null {
  try {
    return canvas.getContext('2d', options) as Context2D | null;
  } catch {
    return null;
  }
}

/**
 * The 2D-canvas renderer: the fallback when WebGL2 is missing, fails or is lost, and the renderer
 * that draws while three.js is still loading. Reads the same simulation buffers as the WebGL one.
 * Draws into a page canvas on the main thread or, in the 2D worker, into an OffscreenCanvas.
 */
export class Canvas2DRenderer {
  private readonly ctx: Context2D | null;
  private width = 0;
  private height = 0;
  private dpr = 0;
  private readonly levelStart = new Int32Array(ALPHA_LEVELS + 1);
  private readonly levelCursor = new Int32Array(ALPHA_LEVELS);
  private linkLevel = new Uint8Array(0);
  private order = new Int32Array(0);
  private readonly sprites: HTMLCanvasElement | OffscreenCanvas;
  /** What particles are blitted from: an ImageBitmap where possible (no per-draw canvas snapshot). */
  private spriteSource: CanvasImageSource | null = null;
  private spriteCell = 0;
  /** Half and full sprite size on the canvas, in 1/SUB CSS px. */
  private spriteHalf = 0;
  private spriteSize = 0;
  private readonly linkStyles: string[] = [];
  private stateRevision = -1;
  private stateDpr = 0;
  private stateOpacity = -1;
  private stateWidth = -1;

  constructor(
    private readonly canvas: HTMLCanvasElement | OffscreenCanvas,
    private readonly engine: ParticleEngine,
  ) {
    // desynchronized: measured in headless (software) Chromium to take the canvas raster off the main
    // thread (≈200–300 vs ≈750 ms/s main-thread time at 1920×1080); tsParticles 4 sets it too
    this.ctx = context2d(canvas, { alpha: true, desynchronized: true });
    this.sprites =
      typeof OffscreenCanvas === 'function'
        ? new OffscreenCanvas(1, 1)
        : (canvas as HTMLCanvasElement).ownerDocument.createElement('canvas');
  }

  /** The canvas gave a 2D context. Without one the host must draw another way (or not at all). */
  get available(): boolean {
    return this.ctx !== null;
  }

  /** Frees the backing store while another renderer draws (a 4K canvas at DPR 2 is 130 MB). */
  release(): void {
    this.canvas.width = 0;
    this.canvas.height = 0;
    this.width = this.height = this.dpr = 0;
  }

  /** Paints the engine's current state. Throws rather than silently drawing nothing (the engine then drops it). */
  readonly draw = (): void => {
    const ctx = this.ctx;
    if (!ctx) throw new Error('the particle canvas has no 2D context');
    const { sim } = this.engine;
    const dpr = this.engine.pixelRatio;
    if (sim.width !== this.width || sim.height !== this.height || dpr !== this.dpr) {
      this.width = sim.width;
      this.height = sim.height;
      this.dpr = dpr;
      this.canvas.width = Math.round(sim.width * dpr);
      this.canvas.height = Math.round(sim.height * dpr);
      this.stateRevision = -1; // resizing a canvas resets its context state
    }
    if (this.order.length < sim.linkCapacity) {
      // only after the simulation grew its link buffers (a rebuild), never in a steady frame
      this.order = new Int32Array(sim.linkCapacity);
      this.linkLevel = new Uint8Array(sim.linkCapacity);
    }
    this.prepareSprites(dpr);
    this.prepareState(ctx, dpr);
    // all coordinates below are integers in 1/SUB px: small integers reach the canvas API as they
    // are, where fractional ones would each be boxed into a new heap number per call
    ctx.clearRect(0, 0, sim.width * SUB, sim.height * SUB);

    // links, sorted by alpha level (counting sort into preallocated arrays), one small path each
    const links = sim.linkCount;
    if (links > 0 && sim.settings.linkOpacity > 0) {
      const alphas = sim.linkAlphas;
      const seg = sim.linkPositions;
      const scale = ALPHA_LEVELS / sim.settings.linkOpacity;
      const start = this.levelStart;
      const cursor = this.levelCursor;
      const order = this.order;
      const level = this.linkLevel;
      start.fill(0);
      for (let l = 0; l < links; l++) {
        const q = Math.min(ALPHA_LEVELS - 1, (alphas[2 * l]! * scale) | 0);
        level[l] = q;
        start[q + 1]!++;
      }
      for (let q = 0; q < ALPHA_LEVELS; q++) {
        start[q + 1]! += start[q]!;
        cursor[q] = start[q]!;
      }
      for (let l = 0; l < links; l++) order[cursor[level[l]!]!++] = l;

      for (let q = 0; q < ALPHA_LEVELS; q++) {
        const from = start[q]!;
        const to = start[q + 1]!;
        if (from === to) continue;
        ctx.strokeStyle = this.linkStyles[q]!; // colour with this level's alpha, prebuilt
        for (let k = from; k < to; k++) {
          const b = 4 * order[k]!;
          ctx.beginPath();
          ctx.moveTo((seg[b]! * SUB) | 0, (seg[b + 1]! * SUB) | 0);
          ctx.lineTo((seg[b + 2]! * SUB) | 0, (seg[b + 3]! * SUB) | 0);
          ctx.stroke();
        }
      }
    }

    // particles, blitted from the disc strip
    const source = this.spriteSource;
    if (!source) return;
    const n = sim.count;
    const pos = sim.positions;
    const radii = sim.radii;
    const { radiusMin, radiusMax } = sim.settings;
    const span = radiusMax - radiusMin;
    const levelScale = span > 0 ? (RADIUS_LEVELS - 1) / span : 0;
    const cell = this.spriteCell;
    const half = this.spriteHalf;
    const size = this.spriteSize;
    for (let i = 0; i < n; i++) {
      const spriteLevel = ((radii[i]! - radiusMin) * levelScale + 0.5) | 0;
      const x = ((pos[2 * i]! * SUB) | 0) - half;
      const y = ((pos[2 * i + 1]! * SUB) | 0) - half;
      ctx.drawImage(source, spriteLevel * cell, 0, cell, cell, x, y, size, size);
    }
  };

  /** Transform, line width and the per-level link colours: set when they change, not per frame. */
  private prepareState(ctx: Context2D, dpr: number): void {
    const { palette, config, styleRevision, sim } = this.engine;
    const opacity = sim.settings.linkOpacity;
    if (
      this.stateRevision === styleRevision &&
      this.stateDpr === dpr &&
      this.stateOpacity === opacity &&
      this.stateWidth === config.linkWidth
    ) {
      return;
    }
    this.stateRevision = styleRevision;
    this.stateDpr = dpr;
    this.stateOpacity = opacity;
    this.stateWidth = config.linkWidth;
    ctx.setTransform(dpr / SUB, 0, 0, dpr / SUB, 0, 0);
    ctx.lineWidth = config.linkWidth * SUB;
    ctx.globalAlpha = 1;
    const [r, g, b] = palette.link.map((v) => Math.round(v * 255)) as [number, number, number];
    for (let q = 0; q < ALPHA_LEVELS; q++) {
      this.linkStyles[q] = `rgb(${r} ${g} ${b} / ${(((q + 0.5) / ALPHA_LEVELS) * opacity).toFixed(4)})`;
    }
  }

  /** Redraws the disc strip when the colour, the radius range or the pixel ratio changed. */
  private prepareSprites(dpr: number): void {
    const { palette, sim } = this.engine;
    const { radiusMin, radiusMax } = sim.settings;
    if (
      this.lastSpriteStyle === this.engine.styleRevision &&
      this.lastSpriteDpr === dpr &&
      this.lastSpriteMin === radiusMin &&
      this.lastSpriteMax === radiusMax
    ) {
      return;
    }
    this.lastSpriteStyle = this.engine.styleRevision;
    this.lastSpriteDpr = dpr;
    this.lastSpriteMin = radiusMin;
    this.lastSpriteMax = radiusMax;
    const cell = Math.ceil(2 * Math.max(radiusMax, radiusMin, 0.5) * dpr) + 2;
    this.spriteCell = cell;
    this.spriteSize = Math.round((cell * SUB) / dpr);
    this.spriteHalf = this.spriteSize >> 1;
    this.sprites.width = cell * RADIUS_LEVELS;
    this.sprites.height = cell;
    const sctx = context2d(this.sprites);
    if (!sctx) throw new Error('the particle sprite canvas has no 2D context');
    sctx.clearRect(0, 0, this.sprites.width, cell);
    sctx.fillStyle = palette.particleCss;
    for (let level = 0; level < RADIUS_LEVELS; level++) {
      const r = (radiusMin + ((radiusMax - radiusMin) * level) / (RADIUS_LEVELS - 1)) * dpr;
      sctx.beginPath();
      sctx.arc(level * cell + cell / 2, cell / 2, Math.max(r, 0), 0, TAU);
      sctx.fill();
    }
    // (no `instanceof HTMLCanvasElement`: that global does not exist in a worker)
    if ('transferToImageBitmap' in this.sprites) {
      (this.spriteSource as ImageBitmap | null)?.close();
      this.spriteSource = this.sprites.transferToImageBitmap();
    } else {
      this.spriteSource = this.sprites;
    }
  }

  private lastSpriteStyle = -1;
  private lastSpriteDpr = 0;
  private lastSpriteMin = Number.NaN;
  private lastSpriteMax = Number.NaN;
}
