// Particles as round point sprites. Positions and radii arrive in CSS pixels; the projection to
// clip space is done here, so no camera matrices are involved.
precision highp float;

in vec2 position; // CSS px, origin top-left
in float radius;  // CSS px

uniform vec2 uResolution;  // viewport in CSS px
uniform float uPixelRatio; // device px per CSS px (capped at 2)

out float vRadius; // device px

void main() {
  vec2 clip = vec2(position.x / uResolution.x * 2.0 - 1.0, 1.0 - position.y / uResolution.y * 2.0);
  gl_Position = vec4(clip, 0.0, 1.0);
  vRadius = radius * uPixelRatio;
  // gl_PointSize is in device pixels; one extra pixel on each side for the anti-aliased rim
  gl_PointSize = 2.0 * vRadius + 2.0;
}
