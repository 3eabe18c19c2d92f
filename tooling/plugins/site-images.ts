import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { withOverrides } from '../../src/shared/particle-look.ts';
import { siteThemeColours } from '../../src/shared/theme-colours.ts';
import { contentFolder } from '../content-folder.mjs';
import { loadContent } from '../content/load-content.ts';
import type { OgCard } from '../site-images/og-image.ts';
import { isSvgFile, SITE_IMAGE_FILES } from '../site-images/site-image-files.ts';
import { initialsLogo } from '../site-images/initials-logo.ts';
import { siteImages as drawSiteImages } from '../site-images/site-images.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** What the pictures show, read from the content; the address carries the build's base path. */
async function readCard(base: string): Promise<OgCard> {
  const { profile, site } = await loadContent();
  return {
    accent: siteThemeColours(site.theme).dark.accent,
    field: withOverrides(site.particles),
    name: profile.name,
    jobTitle: profile.jobTitle,
    address: `${new URL(site.url).host}${base.replace(/\/$/, '')}`,
    logo: profile.logo ? { data: readFileSync(join(contentFolder(root), 'images', profile.logo)), svg: isSvgFile(profile.logo) } : initialsLogo(profile.name),
  };
}

/**
 * The link-preview image, the favicons and the home-screen icons, drawn from the content's name, job
 * title, address and logo (tooling/site-images/): emitted at the site's root by `vite build`, and
 * served under the base path by the dev server, redrawn when the content changes.
 */
export function siteImages(): Plugin {
  let base = '/';
  let publicDir = '';
  let building = false;
  // the dev server's last drawing, and what it was drawn from
  let drawn: { key: string; files: Promise<Map<string, Buffer>> } | undefined;
  const draw = async () => {
    const card = await readCard(base);
    const key = createHash('sha256').update(JSON.stringify([card.name, card.jobTitle, card.address, card.accent, card.field])).update(card.logo.data).digest('hex');
    if (drawn?.key !== key) drawn = { key, files: drawSiteImages(card) };
    return drawn.files;
  };
  return {
    name: 'site-images',
    apply: () => !process.env.VITEST,
    configResolved(config) {
      base = config.base;
      publicDir = config.publicDir;
      building = config.command === 'build';
    },
    buildStart() {
      // a copy in public/ (such as a fork's older, committed pictures) would be published beside or instead of the drawn ones
      const stale = SITE_IMAGE_FILES.filter((file) => publicDir && existsSync(join(publicDir, file)));
      if (stale.length === 0) return;
      const message = `${stale.map((file) => relative(root, join(publicDir, file))).join(', ')}: the build makes ${stale.length > 1 ? 'these files' : 'this file'} from the content; delete ${stale.length > 1 ? 'them' : 'it'}`;
      // the dev server serves the drawn pictures all the same: a warning there
      if (building) this.error(message);
      else this.warn(message);
    },
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      for (const [fileName, source] of await drawSiteImages(await readCard(base))) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (!path.startsWith(base)) return next();
        const name = path.slice(base.length);
        if (!SITE_IMAGE_FILES.includes(name)) return next();
        draw()
          .then((files) => {
            const file = files.get(name);
            if (!file) return next();
            res.setHeader('Content-Type', isSvgFile(name) ? 'image/svg+xml' : 'image/png');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(file);
          })
          .catch(next);
      });
    },
  };
}
