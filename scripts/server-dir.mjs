// Where `vite build --ssr` writes the server bundle that prerenders a build folder, and where
// scripts/prerender.mjs finds it: one per build folder, so that two builds never share one, and
// inside the site's node_modules, so that the bundle finds the packages wherever the build goes.
import { resolve } from 'node:path';
import { cacheFolder } from '../tooling/content/folder.mjs';

/**
 * The server bundle's folder for the build in `dist` (SERVER_DIR names another).
 * @param {string} dist
 */
export const serverDir = (dist) =>
  process.env.SERVER_DIR || resolve(cacheFolder('prerender-server'), resolve(dist).replace(/[^\w.-]+/g, '_'));
