/**
 * Which renderer to try first.
 *
 * - `auto` (default): WebGL2 only if the browser can create a context with
 *   `failIfMajorPerformanceCaveat: true` AND the context's renderer is not a software rasteriser.
 *   Chromium 156 does not flag SwiftShader as a major caveat (measured here), so the renderer
 *   string (WEBGL_debug_renderer_info) is checked too. On software WebGL the 2D canvas is used.
 * - `webgl`: WebGL2 whenever a context can be created at all, software included (what the browser
 *   tests and the benchmark use to exercise the WebGL renderer in headless Chromium).
 * - `2d`: the 2D canvas renderer only.
 * - `none`: no particle field at all (handled by particle-layer.tsx; a benchmark control).
 *
 * Chosen with `?renderer=auto|webgl|2d`. Whatever is asked, a missing WebGL2, a failed context or
 * a lost context falls back to 2D.
 */
export type RendererRequest = 'auto' | 'webgl' | '2d';

export function readRendererRequest(search: string): RendererRequest {
  const value = new URLSearchParams(search).get('renderer');
  return value === 'webgl' || value === '2d' ? value : 'auto';
}

/** `?seed=N` fixes the field for screenshots and tests. */
export function readSeed(search: string): number | null {
  const raw = new URLSearchParams(search).get('seed');
  if (raw === null || raw.trim() === '') return null;
  const seed = Number(raw);
  return Number.isFinite(seed) ? seed >>> 0 : null;
}

/**
 * `?thread=main` keeps a 2D-only field on the page's main thread instead of a worker (to compare the
 * two in the benchmark, or to profile the 2D renderer with the page's DevTools).
 */
export function readThreadRequest(search: string): 'auto' | 'main' {
  return new URLSearchParams(search).get('thread') === 'main' ? 'main' : 'auto';
}

export interface WebGLProbe {
  /** A WebGL2 context could be created. */
  available: boolean;
  /** It is a CPU rasteriser (SwiftShader, llvmpipe, WARP): slow, and MSAA makes it far slower. */
  software: boolean;
}

const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/** Tries a throwaway WebGL2 context (then releases it) before any three.js code is loaded. */
export function probeWebGL2(failIfMajorPerformanceCaveat: boolean, doc: Document = document): WebGLProbe {
  try {
    const canvas = doc.createElement('canvas');
    const gl = canvas.getContext('webgl2', { failIfMajorPerformanceCaveat });
    if (!gl) return { available: false, software: false };
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return { available: true, software: SOFTWARE_RENDERER.test(renderer) };
  } catch {
    return { available: false, software: false };
  }
}

export interface RendererPlan {
  /** Mount the WebGL renderer (the 2D canvas draws until it is ready, and whenever it fails). */
  webgl: boolean;
  failIfMajorPerformanceCaveat: boolean;
  /** MSAA for the link lines: on for GPUs, off for software rasterisers where it costs ~4× per frame. */
  antialias: boolean;
}

/** Whether to mount the WebGL renderer at all, and with which context flags. */
export function planRenderer(
  request: RendererRequest,
  probe: (failIfMajorPerformanceCaveat: boolean) => WebGLProbe,
): RendererPlan {
  if (request === '2d') return { webgl: false, failIfMajorPerformanceCaveat: true, antialias: false };
  const strict = request === 'auto';
  const result = probe(strict);
  return {
    webgl: result.available && (request === 'webgl' || !result.software),
    failIfMajorPerformanceCaveat: strict,
    antialias: !result.software,
  };
}
