// Round, anti-aliased particle: coverage falls from 1 to 0 across one device pixel at the rim.
precision highp float;

in float vRadius;

uniform vec3 uColor;    // sRGB, 0..1
uniform float uOpacity;

out vec4 fragColor;

void main() {
  float spriteSize = 2.0 * vRadius + 2.0;
  float d = length(gl_PointCoord - 0.5) * spriteSize; // device px from the centre
  float coverage = clamp(vRadius - d + 0.5, 0.0, 1.0);
  if (coverage <= 0.0) discard;
  fragColor = vec4(uColor, uOpacity * coverage);
}
