// Link segments: two vertices per link, each carrying the link's opacity (1 - d/150) * 0.4.
precision highp float;

in vec2 position; // CSS px, origin top-left
in float alpha;

uniform vec2 uResolution; // viewport in CSS px

out float vAlpha;

void main() {
  vec2 clip = vec2(position.x / uResolution.x * 2.0 - 1.0, 1.0 - position.y / uResolution.y * 2.0);
  gl_Position = vec4(clip, 0.0, 1.0);
  vAlpha = alpha;
}
