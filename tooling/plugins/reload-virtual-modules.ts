import type { ViteDevServer } from 'vite';

/** Makes the dev server build these virtual modules afresh and reloads the page (their source files changed). */
export function reloadVirtualModules(server: ViteDevServer, ids: readonly string[]): void {
  for (const environment of Object.values(server.environments)) {
    for (const id of ids) {
      const module = environment.moduleGraph.getModuleById(`\0${id}`);
      if (module) environment.moduleGraph.invalidateModule(module);
    }
  }
  server.ws.send({ type: 'full-reload' });
}
