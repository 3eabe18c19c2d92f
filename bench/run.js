// `npm run bench`: loads the TypeScript benchmark through Vite's SSR module loader (Node 20 cannot
// run .ts itself) and hands it the command line. See bench/main.ts for what it measures; a first
// argument naming another module of bench/ runs that one (`npm run bench:search`: bench/search/main.ts).
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
  const [first = ''] = process.argv.slice(2);
  const entry = /^\/bench\/.+\.ts$/.test(first) ? first : '/bench/main.ts';
  const { main } = await server.ssrLoadModule(entry);
  code = await main(process.argv.slice(entry === first ? 3 : 2));
} catch (error) {
  console.error(error);
  code = 1;
} finally {
  await server.close();
}
process.exit(code);
