import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withOverrides } from '../../src/shared/particle-look.ts';
import { siteThemeColours } from '../../src/shared/theme-colours.ts';
import { isSvgFile, OG_IMAGE } from '../../src/shared/site-image-files.ts';
import type { SiteModel } from '../model/site-model.ts';
import { defaultLanguage } from '../model/site-model.ts';
import { initialsLogo } from '../site-images/initials-logo.ts';
import { ogImage, type OgCard } from '../site-images/og-image.ts';
import { siteImages as drawSiteImages } from '../site-images/site-images.ts';

/** What the pictures show, in the default language; the address carries the build's base path. */
async function readCard(model: SiteModel, base: string): Promise<OgCard> {
  const { profile, site } = model.content;
  const language = defaultLanguage(model);
  const siteTags = (site.languages ?? []).slice();
  return {
    accent: siteThemeColours(site.theme).dark.accent,
    field: withOverrides(site.particles),
    title: profile.name,
    subtitle: profile.jobTitle,
    footer: `${new URL(site.url).host}${base.replace(/\/$/, '')}`,
    language: language.tag,
    dir: language.dir,
    siteLanguages: siteTags,
    logo: profile.logo
      ? { data: readFileSync(join(model.context.contentDir, 'images', profile.logo)), svg: isSvgFile(profile.logo) }
      : await initialsLogo(profile.name, language.tag, siteTags),
  };
}

/**
 * The link-preview image, the favicons and the home-screen icons, drawn from the content's name, job
 * title, address and logo (tooling/site-images/), by path from the site's root; and each other
 * language's preview image in its folder, where the owner's words differ and its script is drawn.
 */
export async function siteImageFiles(model: SiteModel, base: string): Promise<Map<string, Buffer>> {
  const card = await readCard(model, base);
  const files = await drawSiteImages(card);
  for (const language of model.languages.slice(1)) {
    if (language.previewImage.file === OG_IMAGE.file) continue;
    const { profile } = language.words;
    const other = {
      ...card,
      title: profile.name,
      subtitle: profile.jobTitle,
      language: language.tag,
      dir: language.dir,
    };
    files.set(language.previewImage.file, (await ogImage(other)).png);
  }
  return files;
}
