import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { SITE_IMAGE_FILES } from '../../../src/shared/site-image-files.ts';
import type { Migration } from '../migration.ts';

// The link-preview image and the icons were files in public/ (and favicon.svg a copy of the logo)
// until the build drew them from the content: a file of the same name in public/ would be published
// instead of the drawn one, so the build stops on it. The template's own copies are deleted; any
// other is the owner's (an icon they drew, a preview they made) and is set aside, never deleted.

/** SHA-256 of each version of these files the template ever shipped in public/. */
const TEMPLATE_VERSIONS: Readonly<Record<string, readonly string[]>> = {
  'og-image.png': ['374fdd03c0ad37f5e96552dbfc05f46f8ce3dd5fbb806faafdb6cc2fb31d24b0'],
  'favicon-32.png': ['f8e566075f8c89e09f9f8c5085bccc9fb7dcc889b91442555381d745eff6d4c9'],
  'apple-touch-icon.png': ['1c749a1dc90f62d88081bed609eb4fffd57dffb2d9995447c3cee69d6914c1b3'],
  'icon-192.png': ['44f8c638cefc0fce52ef8b5a8cd8d4d8fb38d54ce23248f77fa256afbbfbdc0b'],
  'icon-512.png': ['3f87675e868313945fd88937d5ea6707052ca7714fa51e3268d7db1fcb8e9f6c'],
  'favicon.svg': ['f9bac1c0967ef0b6c8a9e63c4b2889ff59aad6c026cf522c93d201f3da4ba455'],
};

const digest = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** Why the file goes, and how to keep what it showed. */
const why = (name: string) =>
  name.endsWith('.svg')
    ? "the build writes favicon.svg from profile.ts's logo when it is an SVG (to keep this icon, put it in images/ and name it as logo)"
    : "the build draws it from profile.ts (logo, name, job title) and site.ts's address";

export const deleteGeneratedSiteImages: Migration = {
  summary:
    'takes the link-preview image and icons out of public/ (og-image.png, favicon-32.png, …): the build draws them from your content',
  apply(folder, notes) {
    for (const name of SITE_IMAGE_FILES) {
      const path = folder.publicPath(name);
      if (!folder.exists(path)) continue;
      if (TEMPLATE_VERSIONS[name]?.includes(digest(path))) {
        folder.delete(path);
        notes.changed(folder.display(path), `deleted, the template's own copy: ${why(name)}`);
      } else {
        const kept = folder.setAside(path);
        notes.changed(
          folder.display(path),
          `yours, moved to ${kept}: ${why(name)}; delete it there once you have no use for it`,
        );
      }
    }
  },
};
