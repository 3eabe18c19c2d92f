// The site's particle layer alone on a blank page, like the tsParticles page: isolates the field's
// cost from whatever else the home page does (e.g. its CSS animations ticking on every frame).
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ParticleLayer } from '../../src/particles/host/particle-layer';

const root = document.getElementById('root');
if (root) createRoot(root).render(createElement(ParticleLayer));
