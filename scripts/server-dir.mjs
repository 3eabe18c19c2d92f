// Where `vite build --ssr` writes the server bundle that prerenders a build folder, and where
// scripts/prerender.mjs finds it (tooling/context/site-context.mjs; SERVER_DIR names another).
import { resolve } from 'node:path';
import { contextFromEnvironment, serverBundleFolder } from '../tooling/context/site-context.mjs';

/**
 * The server bundle's folder for the build in `dist`.
 * @param {string} dist
 */
export const serverDir = (dist) =>
  process.env.SERVER_DIR || serverBundleFolder({ ...contextFromEnvironment(process.env), outDir: resolve(dist) });
