import { Canvas, useThree, type RootState } from '@react-three/fiber';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ParticleEngine, Painter } from '../../core/engine';
import { ParticleMeshes } from './particle-meshes';

export interface WebGLFieldProps {
  engine: ParticleEngine;
  /** Passed to context creation: refuse software / blocklisted WebGL (see renderer-choice.ts). */
  failIfMajorPerformanceCaveat: boolean;
  /** MSAA: off on software WebGL, where it multiplies the frame cost (see renderer-choice.ts). */
  antialias: boolean;
  visible: boolean;
  /** The renderer drew its first frame and can take over. */
  onReady: (paint: Painter) => void;
  onContextLost: () => void;
  onContextRestored: () => void;
}

/**
 * The WebGL renderer: one persistent @react-three/fiber canvas. r3f's own loop is off
 * (`frameloop="never"`); the engine's single rAF loop calls the painter registered via `onReady`.
 */
export default function WebGLField({
  engine,
  failIfMajorPerformanceCaveat,
  antialias,
  visible,
  onReady,
  onContextLost,
  onContextRestored,
}: WebGLFieldProps) {
  const maxDpr = useSyncExternalStore(
    (listener) => engine.subscribe(listener),
    () => engine.config.maxDpr,
  );

  const onCreated = (state: RootState) => {
    const canvas = state.gl.domElement;
    canvas.dataset.particleCanvas = 'webgl';
    // the shaders place vertices in pixels and ignore every matrix: skip three's per-frame matrix
    // updates (camera inverse, world matrices), which also allocate in V8's lower tiers
    state.scene.matrixWorldAutoUpdate = false;
    state.camera.matrixWorldAutoUpdate = false;
  };

  return (
    <Canvas
      aria-hidden="true"
      style={{ position: 'absolute', inset: 0, visibility: visible ? 'visible' : 'hidden' }}
      frameloop="never"
      flat
      linear
      dpr={[1, maxDpr]}
      resize={{ scroll: false, debounce: { scroll: 0, resize: engine.config.resizeDebounceMs } }}
      gl={{
        alpha: true,
        premultipliedAlpha: true,
        antialias,
        depth: false,
        stencil: false,
        preserveDrawingBuffer: false,
        powerPreference: 'low-power',
        failIfMajorPerformanceCaveat,
      }}
      onCreated={onCreated}
    >
      <FieldScene
        engine={engine}
        onReady={onReady}
        onContextLost={onContextLost}
        onContextRestored={onContextRestored}
      />
    </Canvas>
  );
}

function FieldScene({
  engine,
  onReady,
  onContextLost,
  onContextRestored,
}: Pick<WebGLFieldProps, 'engine' | 'onReady' | 'onContextLost' | 'onContextRestored'>) {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  const meshes = useMemo(() => new ParticleMeshes(engine), [engine]);

  // three calls preventDefault() on webglcontextlost itself, which allows the restore. The listeners
  // go with the field: r3f forces a context loss on the canvas after unmounting it, and that late
  // event must not reach a host that has moved on (e.g. marked WebGL failed).
  useEffect(() => {
    const canvas = gl.domElement;
    canvas.addEventListener('webglcontextlost', onContextLost);
    canvas.addEventListener('webglcontextrestored', onContextRestored);
    return () => {
      canvas.removeEventListener('webglcontextlost', onContextLost);
      canvas.removeEventListener('webglcontextrestored', onContextRestored);
    };
  }, [gl, onContextLost, onContextRestored]);

  useEffect(() => {
    scene.add(meshes.links, meshes.points);
    return () => {
      scene.remove(meshes.links, meshes.points);
      meshes.dispose();
    };
  }, [scene, meshes]);

  useEffect(() => {
    onReady(() => {
      meshes.sync(gl.getPixelRatio());
      gl.render(scene, camera);
    });
  }, [gl, scene, camera, meshes, onReady]);

  // r3f resized the drawing buffer (which clears it): repaint even when the field stands still
  useEffect(() => engine.requestStill(), [engine, size.width, size.height]);

  return null;
}
