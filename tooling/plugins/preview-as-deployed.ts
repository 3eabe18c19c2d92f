import { insideBase, underBase } from '../../src/shared/base-path.ts';
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { headerRules, spaFallback, type HstsOptions } from '../../src/shared/deploy-policy.ts';

const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * `vite preview` behaves like the hosts (src/shared/deploy-policy.ts): the same headers (CSP
 * included), clean URLs (/blog is blog/index.html) and the single-page fallback for paths that are
 * no file, so browser tests run against what visitors get. Paths follow the build's base path.
 */
export function previewAsDeployed(hsts: HstsOptions | undefined): Plugin {
  return {
    name: 'preview-as-deployed',
    configurePreviewServer(server) {
      const base = server.config.base;
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const rules = headerRules(hsts);
      server.middlewares.use((req, res, next) => {
        const [rawPath = '/', query] = (req.url ?? '/').split('?');
        let path: string;
        try {
          path = decodeURIComponent(rawPath);
        } catch {
          return next();
        }
        const inside = underBase(base, path);
        if (inside === undefined) return next();
        for (const rule of rules) {
          if (inside.startsWith(rule.folder)) for (const [name, value] of rule.headers) res.setHeader(name, value);
        }
        const search = query === undefined ? '' : `?${query}`;
        if (inside === '' || isFile(join(outDir, inside))) return next();
        if (isFile(join(outDir, inside, 'index.html')))
          req.url = `${insideBase(base, `${inside.replace(/\/$/, '')}/index.html`)}${search}`;
        else req.url = `${insideBase(base, spaFallback.shell)}${search}`;
        next();
      });
    },
  };
}
