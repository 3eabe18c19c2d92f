// Prints the gzipped size of the JavaScript a first visit loads before the particle field, page by page,
// of every lazily loaded chunk and of the search's indexes; exits non-zero when a home page's first
// JavaScript exceeds its budget or holds three.js (scripts/size-report.mjs, which `npm run build` runs at its end).
// `npm run size -- --modules` prints what the entry is made of instead (scripts/bundle-composition.mjs).
import { cacheFolder, distFolder } from '../tooling/content/folder.mjs';
import { sizeReport } from './size-report.mjs';

if (process.argv.includes('--modules')) await import('./bundle-composition.mjs');
else process.exitCode = sizeReport({ dist: distFolder(), manifests: cacheFolder('manifests'), printed: true });
