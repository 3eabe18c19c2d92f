// The prerender of a build on its own (scripts/prerender-site.mjs), after `vite build` and `vite build --ssr`: the
// build's folder from DIST_DIR (or the site's dist/), the server bundle from SERVER_DIR (or where the build puts it).
import { cacheFolder, distFolder, sitePath } from '../tooling/content/folder.mjs';
import { prerenderSite } from './prerender-site.mjs';
import { serverDir } from './server-dir.mjs';

const dist = distFolder();
process.exitCode = await prerenderSite({
  dist,
  server: serverDir(dist),
  manifests: cacheFolder('manifests'),
  verbose: Boolean(process.env.PORTFOLIO_VERBOSE),
  shown: sitePath,
});
