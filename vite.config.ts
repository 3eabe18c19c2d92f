/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentValidation } from './scripts/vite-plugin-content.ts';

export default defineConfig({
  plugins: [contentValidation(), react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: {
    // Vercel sets VERCEL=1 while it builds; anywhere else the analytics code is dropped from the bundle
    __VERCEL_ANALYTICS__: JSON.stringify(process.env.VERCEL === '1'),
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
  },
});
