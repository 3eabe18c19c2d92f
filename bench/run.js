// `npm run bench`: loads the TypeScript benchmark through Vite's SSR module loader (Node 20 cannot
// run .ts itself) and hands it the command line. See bench/main.ts for what it measures.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

// Vite's dev server would set NODE_ENV=development, and `build()` then bundles React's development
// build into the measured pages. The benchmark measures production builds only.
process.env.NODE_ENV = 'production';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  optimizeDeps: { noDiscovery: true, include: [] },
});
let code;
try {
  const { main } = await server.ssrLoadModule('/bench/main.ts');
  code = await main(process.argv.slice(2));
} catch (error) {
  console.error(error);
  code = 1;
} finally {
  await server.close();
}
process.exit(code);
