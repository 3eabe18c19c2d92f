import { defineConfig } from 'vite';
import { contextFromEnvironment } from './tooling/context/site-context.mjs';
import { previewConfig } from './tooling/preview-config.ts';
import { viteConfig } from './tooling/vite-config.ts';

// The clone's Vite config, for Vite's own command (`npx vite`): the site of this folder, in the context
// its environment names (tooling/context/site-context.mjs); `vite preview` serves its build
// (tooling/preview-config.ts). The `particle-portfolio` command and the unit tests make the config
// themselves, from their own context (tooling/vite-config.ts).
export default defineConfig(({ command, isSsrBuild, isPreview }) => {
  const context = contextFromEnvironment(process.env);
  return isPreview ? previewConfig(context) : viteConfig(context, { command, ssr: Boolean(isSsrBuild) });
});
