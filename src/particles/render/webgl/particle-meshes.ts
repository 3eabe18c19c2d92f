import {
  BufferAttribute,
  BufferGeometry,
  DynamicDrawUsage,
  GLSL3,
  LineSegments,
  NormalBlending,
  Points,
  RawShaderMaterial,
  Sphere,
  StaticDrawUsage,
  Vector2,
  Vector3,
} from 'three';
import linksFrag from '../../../../shaders/links.frag?raw';
import linksVert from '../../../../shaders/links.vert?raw';
import pointsFrag from '../../../../shaders/points.frag?raw';
import pointsVert from '../../../../shaders/points.vert?raw';
import type { ParticleEngine } from '../../core/engine';

/**
 * The two draws of the WebGL renderer: every particle in one `Points` draw (round sprites), every
 * link in one `LineSegments` draw. Both geometries wrap the simulation's own typed arrays, so a
 * frame uploads only the used ranges (`addUpdateRange`) and changes no geometry. Colours are
 * uniforms: a theme switch touches three vectors.
 */
export class ParticleMeshes {
  readonly points: Points<BufferGeometry, RawShaderMaterial>;
  readonly links: LineSegments<BufferGeometry, RawShaderMaterial>;
  private readonly resolution = new Vector2(1, 1);
  private readonly pointUniforms;
  private readonly linkUniforms;
  private simRevision = -1;
  private styleRevision = -1;
  // update ranges reused every frame: what addUpdateRange(0, n) pushes, without a new object per frame
  private readonly pointRange = { start: 0, count: 0 };
  private readonly segmentRange = { start: 0, count: 0 };
  private readonly alphaRange = { start: 0, count: 0 };

  constructor(private readonly engine: ParticleEngine) {
    this.pointUniforms = {
      uResolution: { value: this.resolution },
      uPixelRatio: { value: 1 },
      uColor: { value: new Vector3(1, 1, 1) },
      uOpacity: { value: 1 },
    };
    this.linkUniforms = {
      uResolution: { value: this.resolution },
      uColor: { value: new Vector3(1, 1, 1) },
      uWidthCoverage: { value: 1 },
    };
    const common = {
      glslVersion: GLSL3,
      transparent: true,
      depthTest: false,
      depthWrite: false,
      blending: NormalBlending,
    } as const;
    this.points = new Points(
      new BufferGeometry(),
      new RawShaderMaterial({
        ...common,
        vertexShader: pointsVert,
        fragmentShader: pointsFrag,
        uniforms: this.pointUniforms,
      }),
    );
    this.links = new LineSegments(
      new BufferGeometry(),
      new RawShaderMaterial({
        ...common,
        vertexShader: linksVert,
        fragmentShader: linksFrag,
        uniforms: this.linkUniforms,
      }),
    );
    for (const object of [this.points, this.links]) {
      object.frustumCulled = false; // positions are in pixels, not world units
      object.matrixAutoUpdate = false;
    }
    this.links.renderOrder = 0;
    this.points.renderOrder = 1; // particles over their links
    this.bindGeometry();
  }

  /** Copies this frame's state into the GPU-facing objects. Allocates only after a rebuild. */
  sync(pixelRatio: number): void {
    const { sim, palette, config } = this.engine;
    if (sim.revision !== this.simRevision) {
      const pointGeometry = this.points.geometry;
      if (pointGeometry.getAttribute('position').array !== sim.positions || this.linkArraysChanged()) {
        this.bindGeometry();
      } else {
        pointGeometry.getAttribute('radius').needsUpdate = true; // whole (small) radius buffer
      }
      this.simRevision = sim.revision;
    }
    if (this.engine.styleRevision !== this.styleRevision) {
      this.pointUniforms.uColor.value.fromArray(palette.particle);
      this.pointUniforms.uOpacity.value = palette.particleOpacity;
      this.linkUniforms.uColor.value.fromArray(palette.link);
      this.styleRevision = this.engine.styleRevision;
    }
    this.resolution.set(Math.max(1, sim.width), Math.max(1, sim.height));
    this.pointUniforms.uPixelRatio.value = pixelRatio;
    this.linkUniforms.uWidthCoverage.value = config.linkWidth * pixelRatio;

    const positions = this.points.geometry.getAttribute('position') as BufferAttribute;
    uploadRange(positions, this.pointRange, sim.count * 2);
    this.points.geometry.setDrawRange(0, sim.count);

    const links = sim.linkCount;
    this.links.visible = links > 0;
    if (links > 0) {
      const segments = this.links.geometry.getAttribute('position') as BufferAttribute;
      uploadRange(segments, this.segmentRange, links * 4);
      uploadRange(this.links.geometry.getAttribute('alpha') as BufferAttribute, this.alphaRange, links * 2);
    }
    this.links.geometry.setDrawRange(0, links * 2);
  }

  dispose(): void {
    this.points.geometry.dispose();
    this.links.geometry.dispose();
    this.points.material.dispose();
    this.links.material.dispose();
  }

  private linkArraysChanged(): boolean {
    const { sim } = this.engine;
    const g = this.links.geometry;
    return g.getAttribute('position').array !== sim.linkPositions || g.getAttribute('alpha').array !== sim.linkAlphas;
  }

  /** New geometries around the simulation's current arrays (three cannot resize a GPU buffer in place). */
  private bindGeometry(): void {
    const { sim } = this.engine;
    const pointGeometry = new BufferGeometry();
    pointGeometry.setAttribute('position', new BufferAttribute(sim.positions, 2).setUsage(DynamicDrawUsage));
    pointGeometry.setAttribute('radius', new BufferAttribute(sim.radii, 1).setUsage(StaticDrawUsage));
    const linkGeometry = new BufferGeometry();
    linkGeometry.setAttribute('position', new BufferAttribute(sim.linkPositions, 2).setUsage(DynamicDrawUsage));
    linkGeometry.setAttribute('alpha', new BufferAttribute(sim.linkAlphas, 1).setUsage(DynamicDrawUsage));
    // positions are 2D pixels: give three a bounding sphere so it never computes one from them
    // (it would read a z that is not there and log NaN while sorting transparent objects)
    pointGeometry.boundingSphere = new Sphere(new Vector3(), Infinity);
    linkGeometry.boundingSphere = new Sphere(new Vector3(), Infinity);
    this.points.geometry.dispose();
    this.links.geometry.dispose();
    this.points.geometry = pointGeometry;
    this.links.geometry = linkGeometry;
  }
}

/**
 * Marks the first `count` elements of an attribute for upload (gl.bufferSubData of that range only).
 * Equivalent to `clearUpdateRanges(); addUpdateRange(0, count)` but reuses one range object, so a
 * steady frame allocates nothing here.
 */
function uploadRange(attribute: BufferAttribute, range: { start: number; count: number }, count: number): void {
  attribute.clearUpdateRanges();
  range.count = count;
  attribute.updateRanges.push(range);
  attribute.needsUpdate = true;
}
