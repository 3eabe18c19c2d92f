/** The fixed, full-screen layer behind the page where the particle field mounts. */
export function ParticleLayer() {
  return <div className="particle-layer" aria-hidden="true" />;
}
