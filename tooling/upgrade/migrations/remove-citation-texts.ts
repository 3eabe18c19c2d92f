import { RETIRED_TEXTS } from '../../i18n/check-site-texts.ts';
import type { Migration } from '../migration.ts';
import { exportedDefaultObject, property, removeItem } from '../source-edits.ts';

// A citation's words (the punctuation between names, "and", "et al.", "vol.", "p." and "pp.") were
// texts of each language's catalogue until the citations took them from the CSL locale of the
// language (tooling/publications/citation-writer.ts): an owner's own catalogue,
// <content>/<tag>/texts.ts, that still writes them holds texts SiteTexts no longer has.

const OWN_TEXTS = /^[^/]+\/texts\.ts$/;

export const removeCitationTexts: Migration = {
  summary: `removes the citation words (${RETIRED_TEXTS.join(', ')}) from your <tag>/texts.ts: citations take them from the language's CSL locale`,
  apply(folder, notes) {
    for (const { name, file } of folder.sources()) {
      if (!OWN_TEXTS.test(name)) continue;
      const removed: string[] = [];
      for (const key of RETIRED_TEXTS) {
        // each edit parses the file anew: the object is looked up again
        const texts = exportedDefaultObject(file);
        const item = texts && property(file, texts, key);
        if (!item) continue;
        removeItem(file, item);
        removed.push(key);
      }
      if (removed.length > 0)
        notes.changed(
          folder.display(folder.contentPath(name)),
          `${removed.join(', ')} removed: the citations take these words from the CSL locale of the language`,
        );
    }
  },
};
