/* eslint-disable @typescript-eslint/no-non-null-assertion -- the hot loops read typed arrays at
   indices below count ≤ capacity by construction; `!` states that without a runtime branch. */
import { FRAME_MS, linkAlpha, MAX_STEP_MS, particleCount } from './config';
import type { ParticleConfig } from '@/shared/particle-look';
import type { Random } from '@/shared/rng';

/** The constants the physics reads; colours, DPR and the resize delay belong to the renderers. */
export type SimulationConfig = Pick<
  ParticleConfig,
  'areaPerParticle' | 'radiusMin' | 'radiusMax' | 'speedMax' | 'linkDistance' | 'linkOpacity'
>;

/** Expected links per particle, n·πD²/(2·area), times this margin, plus a floor, sizes the link buffers. */
const LINK_CAPACITY_MARGIN = 2.5;
const LINK_CAPACITY_FLOOR = 256;

/**
 * The particle field: positions, velocities and radii in typed arrays, and the links of the
 * current frame written into preallocated segment buffers. Pure TypeScript (no DOM, no three).
 *
 * `step()` and `computeLinks()` never allocate. Arrays are (re)allocated only by `resize()`,
 * `setConfig()` and `growLinkBuffers()`, and `revision` changes whenever an array is replaced or
 * the field is rebuilt, so renderers know when to rebind or re-upload.
 */
export class ParticleSimulation {
  /** The field's extent in CSS px (the layer it fills): particles move and bounce inside it. */
  width = 0;
  height = 0;
  /** The window the count was taken from (one particle per 8000 px² of it), usually the same size. */
  windowWidth = 0;
  windowHeight = 0;
  count = 0;
  /** Bumped on every rebuild (resize, config change, reallocation). */
  revision = 0;

  /** x, y per particle in CSS px (interleaved; a vec2 attribute as is). */
  positions = new Float32Array(0);
  /** Per-axis velocity as a fraction of `speedMax`, in [-1, 1] (interleaved like positions). */
  velocities = new Float32Array(0);
  /** Radius per particle in CSS px. */
  radii = new Float32Array(0);
  /** Per-particle uniform draw in [0, 1) behind the radius, so a new radius range keeps each size rank. */
  private radiusUnits = new Float32Array(0);

  /** Link segments: x1, y1, x2, y2 per link (two vec2 vertices). */
  linkPositions = new Float32Array(0);
  /** Link alpha per vertex (both vertices of a link carry the same value). */
  linkAlphas = new Float32Array(0);
  linkCount = 0;
  linkCapacity = 0;
  /** Squared length per link, in doubles: the alphas are computed from it after the pair loops. */
  private linkLengths2 = new Float64Array(0);
  /** Pairs within reach that did not fit in the link buffers during the last `computeLinks()`. */
  linksDropped = 0;

  private readonly config: SimulationConfig;
  private readonly random: Random;

  // uniform grid, cell side = link distance, rebuilt by counting sort every frame
  private cellSize = 1;
  private cols = 1;
  private rows = 1;
  private cellOf = new Int32Array(0);
  private cellStart = new Int32Array(2);
  private cellCursor = new Int32Array(1);
  private cellItems = new Int32Array(0);

  constructor(config: SimulationConfig, random: Random) {
    this.config = { ...config };
    this.random = random;
  }

  get settings(): Readonly<SimulationConfig> {
    return this.config;
  }

  /**
   * Fits the field to a new viewport. Particles already there are scaled with the viewport, so the
   * field stays uniform and does not jump; extra ones are dropped and missing ones placed at random.
   * The count comes from the window's area, which differs from the field's by a classic scrollbar
   * or the phone's toolbars (the field fills the large viewport); it defaults to the field's.
   */
  resize(width: number, height: number, windowWidth = width, windowHeight = height): void {
    const w = Math.max(0, width);
    const h = Math.max(0, height);
    this.windowWidth = windowWidth;
    this.windowHeight = windowHeight;
    const next = particleCount(windowWidth, windowHeight, this.config.areaPerParticle);
    this.ensureParticleCapacity(next);
    const kept = Math.min(this.count, next);
    const sx = this.width > 0 ? w / this.width : 0;
    const sy = this.height > 0 ? h / this.height : 0;
    const pos = this.positions;
    for (let i = 0; i < kept; i++) {
      pos[2 * i] = Math.min(w, (pos[2 * i] ?? 0) * sx);
      pos[2 * i + 1] = Math.min(h, (pos[2 * i + 1] ?? 0) * sy);
    }
    this.width = w;
    this.height = h;
    for (let i = kept; i < next; i++) this.spawn(i);
    this.count = next;
    this.rebuildGrid();
    this.ensureLinkCapacity();
    this.revision++;
    this.computeLinks();
  }

  /** Throws the whole field away and places every particle anew. */
  reset(width: number, height: number, windowWidth = width, windowHeight = height): void {
    this.count = 0;
    this.width = 0;
    this.height = 0;
    this.resize(width, height, windowWidth, windowHeight);
  }

  /**
   * Applies new constants with the least disturbance: a new density adds or drops particles, a
   * new radius range or speed rescales the existing draws, a new link distance regrids.
   */
  setConfig(next: Partial<SimulationConfig>): void {
    const c = this.config;
    const areaChanged = next.areaPerParticle !== undefined && next.areaPerParticle !== c.areaPerParticle;
    const radiusChanged =
      (next.radiusMin !== undefined && next.radiusMin !== c.radiusMin) ||
      (next.radiusMax !== undefined && next.radiusMax !== c.radiusMax);
    const distanceChanged = next.linkDistance !== undefined && next.linkDistance !== c.linkDistance;
    Object.assign(c, next);
    if (radiusChanged) {
      for (let i = 0; i < this.count; i++) this.radii[i] = this.radiusFrom(this.radiusUnits[i] ?? 0);
    }
    if (areaChanged) {
      // same viewport, new count: existing particles stay where they are
      this.resize(this.width, this.height, this.windowWidth, this.windowHeight);
      return;
    }
    if (distanceChanged) {
      this.rebuildGrid();
      this.ensureLinkCapacity();
    }
    this.revision++;
    this.computeLinks();
  }

  /** Moves every particle by `dtMs` of 60 Hz-frame velocity, bounces at the edges, then relinks. */
  step(dtMs: number): void {
    this.move(dtMs);
    this.computeLinks();
  }

  /** The movement half of `step()`: velocity × elapsed 60 Hz frames, reflected at the edges. */
  move(dtMs: number): void {
    const frames = Math.min(Math.max(dtMs, 0), MAX_STEP_MS) / FRAME_MS;
    const travel = this.config.speedMax * frames;
    const w = this.width;
    const h = this.height;
    const pos = this.positions;
    const vel = this.velocities;
    const n2 = this.count * 2;
    for (let k = 0; k < n2; k += 2) {
      let x = pos[k]! + vel[k]! * travel;
      if (x < 0) {
        x = Math.min(-x, w);
        vel[k] = Math.abs(vel[k]!);
      } else if (x > w) {
        x = Math.max(2 * w - x, 0);
        vel[k] = -Math.abs(vel[k]!);
      }
      pos[k] = x;
      let y = pos[k + 1]! + vel[k + 1]! * travel;
      if (y < 0) {
        y = Math.min(-y, h);
        vel[k + 1] = Math.abs(vel[k + 1]!);
      } else if (y > h) {
        y = Math.max(2 * h - y, 0);
        vel[k + 1] = -Math.abs(vel[k + 1]!);
      }
      pos[k + 1] = y;
    }
  }

  /** Finds every pair closer than the link distance with the uniform grid (O(n) for a uniform field). */
  computeLinks(): void {
    this.linkCount = 0;
    this.linksDropped = 0;
    const n = this.count;
    if (n < 2) return;
    const pos = this.positions;
    const cols = this.cols;
    const rows = this.rows;
    const cells = cols * rows;
    const inv = 1 / this.cellSize;
    const cellOf = this.cellOf;
    const start = this.cellStart;
    const cursor = this.cellCursor;
    const items = this.cellItems;

    // counting sort of particle indices by cell
    start.fill(0);
    for (let i = 0; i < n; i++) {
      let cx = (pos[2 * i]! * inv) | 0;
      let cy = (pos[2 * i + 1]! * inv) | 0;
      if (cx >= cols) cx = cols - 1;
      else if (cx < 0) cx = 0;
      if (cy >= rows) cy = rows - 1;
      else if (cy < 0) cy = 0;
      const c = cy * cols + cx;
      cellOf[i] = c;
      start[c + 1]!++;
    }
    for (let c = 0; c < cells; c++) {
      start[c + 1]! += start[c]!;
      cursor[c] = start[c]!;
    }
    for (let i = 0; i < n; i++) items[cursor[cellOf[i]!]!++] = i;

    // each cell against itself and four forward neighbours: every pair is seen exactly once
    for (let cy = 0; cy < rows; cy++) {
      for (let cx = 0; cx < cols; cx++) {
        const c = cy * cols + cx;
        const aEnd = start[c + 1]!;
        for (let a = start[c]!; a < aEnd; a++) {
          const i = items[a]!;
          this.linkAgainst(i, a + 1, aEnd);
          if (cx + 1 < cols) this.linkAgainst(i, start[c + 1]!, start[c + 2]!);
          if (cy + 1 < rows) {
            const below = c + cols;
            if (cx > 0) this.linkAgainst(i, start[below - 1]!, start[below]!);
            this.linkAgainst(i, start[below]!, start[below + 1]!);
            if (cx + 1 < cols) this.linkAgainst(i, start[below + 1]!, start[below + 2]!);
          }
        }
      }
    }

    // alphas by the link-opacity rule in one pass over the links: a single call site, which V8 inlines
    // (called from the pair loops, it was not inlined at all five and cost ~10–40 % of this method)
    const alphas = this.linkAlphas;
    const lengths2 = this.linkLengths2;
    const { linkDistance, linkOpacity } = this.config;
    for (let l = 0; l < this.linkCount; l++) {
      const alpha = linkAlpha(Math.sqrt(lengths2[l]!), linkDistance, linkOpacity);
      alphas[2 * l] = alpha;
      alphas[2 * l + 1] = alpha;
    }
  }

  /** Enlarges the link buffers after a frame dropped links (allocates; call outside the frame's hot path). */
  growLinkBuffers(): void {
    if (this.linksDropped === 0) return;
    this.allocateLinks(Math.ceil((this.linkCount + this.linksDropped) * 1.5));
    this.revision++;
    this.computeLinks();
  }

  private linkAgainst(i: number, from: number, to: number): void {
    const items = this.cellItems;
    for (let b = from; b < to; b++) this.tryLink(i, items[b]!);
  }

  private tryLink(i: number, j: number): void {
    const pos = this.positions;
    const xi = pos[2 * i]!;
    const yi = pos[2 * i + 1]!;
    const xj = pos[2 * j]!;
    const yj = pos[2 * j + 1]!;
    const dx = xi - xj;
    const dy = yi - yj;
    const d2 = dx * dx + dy * dy;
    const reach = this.config.linkDistance;
    if (d2 >= reach * reach) return;
    const l = this.linkCount;
    if (l >= this.linkCapacity) {
      this.linksDropped++;
      return;
    }
    const seg = this.linkPositions;
    seg[4 * l] = xi;
    seg[4 * l + 1] = yi;
    seg[4 * l + 2] = xj;
    seg[4 * l + 3] = yj;
    this.linkLengths2[l] = d2;
    this.linkCount = l + 1;
  }

  private spawn(i: number): void {
    const r = this.random;
    this.positions[2 * i] = r() * this.width;
    this.positions[2 * i + 1] = r() * this.height;
    this.velocities[2 * i] = r() * 2 - 1;
    this.velocities[2 * i + 1] = r() * 2 - 1;
    const unit = r();
    this.radiusUnits[i] = unit;
    this.radii[i] = this.radiusFrom(unit);
  }

  private radiusFrom(unit: number): number {
    const { radiusMin, radiusMax } = this.config;
    return radiusMin + unit * (radiusMax - radiusMin);
  }

  private ensureParticleCapacity(n: number): void {
    if (this.radii.length >= n) return;
    const capacity = Math.ceil(n * 1.25) + 16;
    this.positions = grow(this.positions, capacity * 2);
    this.velocities = grow(this.velocities, capacity * 2);
    this.radii = grow(this.radii, capacity);
    this.radiusUnits = grow(this.radiusUnits, capacity);
    this.cellOf = new Int32Array(capacity);
    this.cellItems = new Int32Array(capacity);
  }

  private rebuildGrid(): void {
    this.cellSize = Math.max(1, this.config.linkDistance);
    this.cols = Math.max(1, Math.ceil(this.width / this.cellSize));
    this.rows = Math.max(1, Math.ceil(this.height / this.cellSize));
    const cells = this.cols * this.rows;
    // +2: the forward-neighbour reads of the last column/row stay in bounds without branches
    if (this.cellStart.length < cells + 2) {
      this.cellStart = new Int32Array(cells + 2);
      this.cellCursor = new Int32Array(cells + 1);
    }
  }

  /** Sizes the link buffers for the expected number of links with a wide margin. */
  private ensureLinkCapacity(): void {
    const n = this.count;
    const { linkDistance, areaPerParticle } = this.config;
    const expected = (n * Math.PI * linkDistance * linkDistance) / (2 * areaPerParticle);
    const allPairs = (n * (n - 1)) / 2;
    const wanted = Math.ceil(Math.min(allPairs, expected * LINK_CAPACITY_MARGIN + LINK_CAPACITY_FLOOR));
    if (wanted > this.linkCapacity) this.allocateLinks(wanted);
  }

  private allocateLinks(capacity: number): void {
    this.linkCapacity = capacity;
    this.linkPositions = new Float32Array(capacity * 4);
    this.linkAlphas = new Float32Array(capacity * 2);
    this.linkLengths2 = new Float64Array(capacity);
  }
}

function grow(source: Float32Array, length: number): Float32Array<ArrayBuffer> {
  const next = new Float32Array(length);
  next.set(source.subarray(0, Math.min(source.length, length)));
  return next;
}
