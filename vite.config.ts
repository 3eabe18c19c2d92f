/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { hostPreview } from './scripts/vite-plugin-host-preview.ts';
import { contentValidation } from './scripts/vite-plugin-content.ts';
import { posts } from './scripts/vite-plugin-posts.ts';
import { technologyIcons } from './scripts/vite-plugin-technology-icons.ts';
import { resolveBasePath } from './src/content-kit/base-path.ts';
import { site } from './src/content/site.ts';

export default defineConfig({
  // "/" or the sub-path the site lives under: the path of url in src/content/site.ts, or BASE_PATH
  base: resolveBasePath(site.url, process.env.BASE_PATH),
  plugins: [contentValidation(), posts(), technologyIcons(), imagetools(), react(), tailwindcss(), hostPreview()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // DIST_DIR: a second build beside dist/ (the fixture posts: npm run build:posts; the sub-path: npm run build:subpath)
    outDir: process.env.DIST_DIR || 'dist',
    // images stay files: cached once, not repeated in every page's HTML and the JS bundle
    assetsInlineLimit: 0,
    // read by scripts/size.mjs to tell the initial JavaScript from the lazily loaded chunks
    manifest: true,
    // every browser the site targets preloads modules itself (the polyfill was 0.4 kB gz of the entry)
    modulePreload: { polyfill: false },
  },
  define: {
    // Vercel sets VERCEL=1 while it builds; anywhere else the analytics code is dropped from the bundle
    __VERCEL_ANALYTICS__: JSON.stringify(process.env.VERCEL === '1'),
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    // above tests/setup.ts's 5 s wait for the lazily loaded modal, which a loaded machine needed (it timed the test out first)
    testTimeout: 15_000,
    restoreMocks: true,
  },
});
