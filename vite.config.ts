/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { contentValidation } from './scripts/vite-plugin-content.ts';
import { technologyIcons } from './scripts/vite-plugin-technology-icons.ts';
import { vercelPreview } from './scripts/vite-plugin-vercel-preview.ts';

export default defineConfig({
  plugins: [contentValidation(), technologyIcons(), imagetools(), react(), tailwindcss(), vercelPreview()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // images stay files: cached once, not repeated in every page's HTML and the JS bundle
    assetsInlineLimit: 0,
    // read by scripts/size.mjs to tell the initial JavaScript from the lazily loaded chunks
    manifest: true,
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
