import { insideBase } from '../../src/shared/base-path.ts';
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { loadContent } from '../content/load-content.ts';
import { technologySprite } from '../icons/technology-sprite.ts';

const MODULE_ID = 'virtual:technology-icons';
const RESOLVED_ID = `\0${MODULE_ID}`;
const DEV_FILE = '@technology-icons.svg';

/** The sprite of the content's technology icons. */
export async function buildSprite(): Promise<string> {
  const { technologies } = await loadContent();
  return technologySprite(technologies.map(({ icon }) => icon));
}

/**
 * `import spriteUrl from 'virtual:technology-icons'`: the URL of an SVG sprite of the technology
 * icons named in the content. Drawing them from one cached file keeps their path data out of the
 * JavaScript bundle and out of every prerendered page.
 */
export function technologyIcons(): Plugin {
  let building = false;
  // the site's base path ("/" or "/portfolio/"): the sprite's URL must stay inside it
  let base = '/';
  return {
    name: 'technology-icons',
    configResolved(config) {
      building = config.command === 'build';
      base = config.base;
    },
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (!building) return `export default ${JSON.stringify(insideBase(base, DEV_FILE))};`;
      const sprite = await buildSprite();
      // named by content hash ourselves, so the client and the prerender builds agree on the URL
      const fileName = `assets/technology-icons-${createHash('sha256').update(sprite).digest('hex').slice(0, 10)}.svg`;
      this.emitFile({ type: 'asset', fileName, source: sprite });
      return `export default ${JSON.stringify(insideBase(base, fileName))};`;
    },
    configureServer(server) {
      server.middlewares.use(insideBase(base, DEV_FILE), (_req, res, next) => {
        buildSprite()
          .then((sprite) => {
            res.setHeader('Content-Type', 'image/svg+xml');
            res.end(sprite);
          })
          .catch(next);
      });
    },
  };
}
