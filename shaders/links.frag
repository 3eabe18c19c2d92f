// GL lines are one device pixel wide whatever lineWidth says, so the spec's 0.8 px width is drawn
// as coverage: alpha times (width in CSS px * device pixel ratio), i.e. the same ink per length.
precision highp float;

in float vAlpha;

uniform vec3 uColor;          // sRGB, 0..1
uniform float uWidthCoverage; // linkWidth * pixelRatio

out vec4 fragColor;

void main() {
  fragColor = vec4(uColor, clamp(vAlpha * uWidthCoverage, 0.0, 1.0));
}
