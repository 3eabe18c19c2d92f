import type { Migration } from '../migration.ts';
import { exportedObject, property, removeItem } from '../source-edits.ts';

// site.themeColor, the browser's colour for its address bar, came from the content until the
// theme's colours were defined in one place with both themes: the browser's colour is each theme's
// page colour since, and the field is unknown to the schema.

export const removeThemeColor: Migration = {
  summary: "removes site.themeColor: the browser's colour comes from the theme's page colour",
  apply(folder, notes) {
    const file = folder.source('site.ts');
    const site = file && exportedObject(file, 'site');
    const themeColor = site && property(file, site, 'themeColor');
    if (!file || !themeColor) return;
    const value = file.textOf(themeColor.value);
    removeItem(file, themeColor);
    notes.changed(
      folder.display(folder.contentPath('site.ts')),
      `themeColor (${value}) removed: the browser's colour is the theme's page colour, dark or light`,
    );
  },
};
