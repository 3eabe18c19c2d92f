import type { Migration } from '../migration.ts';
import { exportedObject, insertProperty, property } from '../source-edits.ts';

// profile.jobTitle became required when the pages got their search-engine data and link previews
// (JSON-LD's jobTitle, the link-preview image's second line). The nearest thing an older profile
// holds is the tagline shown under the name: it is copied, and the owner told to check it.

export const addJobTitle: Migration = {
  summary: "adds profile.jobTitle (search engines' and link previews' job title), copied from your tagline",
  apply(folder, notes) {
    const file = folder.source('profile.ts');
    const profile = file && exportedObject(file, 'profile');
    if (!file || !profile || property(file, profile, 'jobTitle')) return;
    const shown = folder.display(folder.contentPath('profile.ts'));
    const tagline = property(file, profile, 'tagline');
    if (!tagline) {
      notes.todo(
        shown,
        "add jobTitle, your job title as search engines and link previews show it: jobTitle: 'Machine Learning Engineer'",
      );
      return;
    }
    const value = file.textOf(tagline.value);
    insertProperty(file, profile, tagline, `jobTitle: ${value}`);
    notes.changed(shown, `jobTitle: ${value} added, copied from tagline`);
    notes.todo(
      shown,
      `jobTitle is a copy of your tagline (${value}): search engines and link previews show it as your job title; write the one you want`,
    );
  },
};
