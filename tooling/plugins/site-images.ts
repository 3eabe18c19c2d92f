import { underBase } from '../../src/shared/base-path.ts';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { withOverrides } from '../../src/shared/particle-look.ts';
import { siteThemeColours } from '../../src/shared/theme-colours.ts';
import { contentFolder } from '../content/folder.mjs';
import { loadContent } from '../content/load-content.ts';
import { previewImageOf } from '../i18n/drawn-files.ts';
import { siteLanguages } from '../i18n/site-languages.ts';
import { translationOf } from '../i18n/translation-of.ts';
import { ogImage, type OgCard } from '../site-images/og-image.ts';
import { isSvgFile, OG_IMAGE, SITE_IMAGE_FILES } from '../../src/shared/site-image-files.ts';
import { initialsLogo } from '../site-images/initials-logo.ts';
import { siteImages as drawSiteImages } from '../site-images/site-images.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** What the pictures show, read from the content, in the default language; the address carries the build's base path. */
async function readCard(base: string): Promise<OgCard> {
  const { profile, site } = await loadContent();
  const [place] = siteLanguages(site);
  const language = place?.tag ?? 'en';
  const siteTags = (site.languages ?? []).slice();
  return {
    accent: siteThemeColours(site.theme).dark.accent,
    field: withOverrides(site.particles),
    title: profile.name,
    subtitle: profile.jobTitle,
    footer: `${new URL(site.url).host}${base.replace(/\/$/, '')}`,
    language,
    dir: place?.dir ?? 'ltr',
    siteLanguages: siteTags,
    logo: profile.logo
      ? { data: readFileSync(join(contentFolder(), 'images', profile.logo)), svg: isSvgFile(profile.logo) }
      : await initialsLogo(profile.name, language, siteTags),
  };
}

/**
 * The link-preview image of each other language whose owner's words differ (another name or job
 * title) and whose script the fonts draw, in its folder ("de/og-image.png"), in its language and direction.
 */
async function languageCards(card: OgCard): Promise<Map<string, OgCard>> {
  const content = await loadContent();
  const cards = new Map<string, OgCard>();
  for (const place of siteLanguages(content.site).slice(1)) {
    const { words } = await translationOf(content, place.tag);
    const { file } = previewImageOf(place, words, content);
    if (file !== OG_IMAGE.file)
      cards.set(file, {
        ...card,
        title: words.profile.name,
        subtitle: words.profile.jobTitle,
        language: place.tag,
        dir: place.dir,
      });
  }
  return cards;
}

/** Every picture: the default language's and the icons, and each other language's preview image (`others`, by file). */
async function drawAll(card: OgCard, others: Map<string, OgCard>): Promise<Map<string, Buffer>> {
  const files = await drawSiteImages(card);
  for (const [file, other] of others) files.set(file, (await ogImage(other)).png);
  return files;
}

/**
 * The link-preview image, the favicons and the home-screen icons, drawn from the content's name, job
 * title, address and logo (tooling/site-images/): emitted at the site's root by `vite build` (and each
 * other language's preview image in its folder, where the owner's words differ), and served under the
 * base path by the dev server, redrawn when the content changes.
 */
export function siteImages(): Plugin {
  let base = '/';
  let publicDir = '';
  let building = false;
  // the dev server's last drawing, and what it was drawn from
  let drawn: { key: string; files: Promise<Map<string, Buffer>> } | undefined;
  const draw = async () => {
    const card = await readCard(base);
    const others = await languageCards(card);
    const words = [
      card.title,
      card.subtitle,
      card.footer,
      card.accent,
      card.field,
      ...[...others].map(([file, other]) => [file, other.title, other.subtitle]),
    ];
    const key = createHash('sha256').update(JSON.stringify(words)).update(card.logo.data).digest('hex');
    if (drawn?.key !== key) drawn = { key, files: drawAll(card, others) };
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
      // a copy in public/ (such as a fork's older, committed pictures) would be published beside or instead of the
      // drawn ones
      const stale = SITE_IMAGE_FILES.filter((file) => publicDir && existsSync(join(publicDir, file)));
      if (stale.length === 0) return;
      const message = `${stale.map((file) => relative(root, join(publicDir, file))).join(', ')}: the build makes ${stale.length > 1 ? 'these files' : 'this file'} from the content; delete ${stale.length > 1 ? 'them' : 'it'}`;
      // the dev server serves the drawn pictures all the same: a warning there
      if (building) this.error(message);
      else this.warn(message);
    },
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      const card = await readCard(base);
      for (const [fileName, source] of await drawAll(card, await languageCards(card)))
        this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        const name = underBase(base, path);
        if (name === undefined) return next();
        // a language's preview image is in its folder: "de/og-image.png"
        if (!SITE_IMAGE_FILES.includes(name) && !/^[a-z0-9-]+\/og-image\.png$/.test(name)) return next();
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
