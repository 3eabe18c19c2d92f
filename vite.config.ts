import { defineConfig } from 'vite';
import { contextFromEnvironment } from './tooling/context/site-context.mjs';
import { viteConfig } from './tooling/vite-config.ts';

// The clone's Vite config, for Vite's own command (`npx vite`): the site of this folder, in the context
// its environment names (tooling/context/site-context.mjs). The `particle-portfolio` command and the
// unit tests make the config themselves, from their own context (tooling/vite-config.ts).
export default defineConfig(({ command, isSsrBuild }) =>
  viteConfig(contextFromEnvironment(process.env), { command, ssr: Boolean(isSsrBuild) }),
);
