import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type * as ProfileFile from '../../content/profile';
import { contentFolder } from '../content-folder.ts';
import { loadContentFile } from '../load-source.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The owner's résumé PDF (profile.resume, a file in the content folder), published at the site's root under its name. */
export function resumeFile(): Plugin {
  let base = '/';
  const resume = async () => (await loadContentFile<typeof ProfileFile>('profile.ts')).profile.resume;
  return {
    name: 'resume-file',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      const name = await resume();
      if (name) this.emitFile({ type: 'asset', fileName: name, source: readFileSync(join(contentFolder(root), name)) });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        resume()
          .then((name) => {
            if (!name || req.url?.split('?')[0] !== `${base}${name}`) return next();
            res.setHeader('Content-Type', 'application/pdf');
            res.end(readFileSync(join(contentFolder(root), name)));
          })
          .catch(next);
      });
    },
  };
}
