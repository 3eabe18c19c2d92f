import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

interface VercelConfig {
  headers: { source: string; headers: { key: string; value: string }[] }[];
  rewrites: { source: string; destination: string }[];
}

/** Vercel's path patterns as used in vercel.json here: "(.*)" groups and ":name*" segments. */
function toRegExp(source: string): RegExp {
  return new RegExp(`^${source.replace(/\/:\w+\*/g, '(?:/.*)?')}$`);
}

/**
 * `vite preview` behaves like the Vercel deployment: the same headers (CSP included) and the same
 * fallback for paths that are not prerendered, so browser tests run against what visitors get.
 */
export function vercelPreview(): Plugin {
  return {
    name: 'vercel-preview',
    configurePreviewServer(server) {
      const config = JSON.parse(readFileSync('vercel.json', 'utf8')) as VercelConfig;
      const outDir = server.config.build.outDir;
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        for (const rule of config.headers) {
          if (toRegExp(rule.source).test(path)) for (const { key, value } of rule.headers) res.setHeader(key, value);
        }
        // cleanUrls: /blog is dist/blog/index.html; a path that is no file goes to the SPA shell
        const file = join(outDir, path);
        if (path !== '/' && existsSync(join(file, 'index.html'))) {
          req.url = `${path.replace(/\/$/, '')}/index.html`;
        } else if (path !== '/' && !existsSync(file)) {
          const rewrite = config.rewrites.find((rule) => toRegExp(rule.source).test(path));
          if (rewrite) req.url = rewrite.destination;
        }
        next();
      });
    },
  };
}
