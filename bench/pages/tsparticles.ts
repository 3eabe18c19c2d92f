// tsParticles 4 (engine + basic bundle + links interaction, bundled locally) configured to the
// spec's constants and the site's dark-theme colours: the baseline the particle layer is compared to.
import { loadBasic } from '@tsparticles/basic';
import { tsParticles } from '@tsparticles/engine';
import { loadParticlesLinksInteraction } from '@tsparticles/interaction-particles-links';
// the links interaction's required peer dependency (installed with it)
import { loadInteractivityPlugin } from '@tsparticles/plugin-interactivity';
import { particleCount } from '../../src/particles/core/config';
import { DEFAULT_CONFIG as C } from '../../src/shared/particle-look';

async function start() {
  await loadBasic(tsParticles);
  await loadInteractivityPlugin(tsParticles);
  await loadParticlesLinksInteraction(tsParticles);
  const container = await tsParticles.load({
    id: 'tsparticles',
    options: {
      fullScreen: { enable: true, zIndex: 0 },
      background: { color: { value: 'transparent' } },
      detectRetina: true,
      fpsLimit: 120,
      hdr: false,
      particles: {
        number: { value: particleCount(innerWidth, innerHeight, C.areaPerParticle), density: { enable: false } },
        color: { value: C.colors.dark.particle },
        opacity: { value: C.colors.dark.particleOpacity },
        size: { value: { min: C.radiusMin, max: C.radiusMax } },
        move: {
          enable: true,
          speed: C.speedMax,
          direction: 'none',
          random: false,
          straight: false,
          outModes: { default: 'bounce' },
        },
        links: {
          enable: true,
          distance: C.linkDistance,
          opacity: C.linkOpacity,
          width: C.linkWidth,
          color: { value: C.colors.dark.link },
        },
      },
    },
  });
  window.__benchCount = container?.particles.count ?? -1;
  window.__benchReady = true;
}

void start();
