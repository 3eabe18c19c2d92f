import { SITE_IMAGE_FILES } from '../../../src/shared/site-image-files.ts';
import type { Migration } from '../migration.ts';

// The link-preview image and the icons were files in public/ (and favicon.svg a copy of the logo)
// until the build drew them from the content: a file of the same name in public/ would be published
// instead of the drawn one, so the build stops on it.

export const deleteGeneratedSiteImages: Migration = {
  summary:
    'deletes the link-preview image and icons from public/ (og-image.png, favicon-32.png, …): the build draws them from your content',
  apply(folder, notes) {
    for (const name of SITE_IMAGE_FILES) {
      const path = folder.publicPath(name);
      if (!folder.exists(path)) continue;
      folder.delete(path);
      notes.changed(
        folder.display(path),
        name.endsWith('.svg')
          ? "deleted: the build writes favicon.svg from profile.ts's logo when it is an SVG (to keep this icon, put it in images/ and name it as logo)"
          : "deleted: the build draws it from profile.ts (logo, name, job title) and site.ts's address",
      );
    }
  },
};
