import type { Migration } from '../migration.ts';
import { exportedArray, objectItems, property, renameProperty } from '../source-edits.ts';

// A timeline entry's dates were its `year` ('May 2025 - Present') until the field was named for
// what it holds: `period`.

const TIMELINES = ['experience', 'research'] as const;

export const renameYearToPeriod: Migration = {
  summary: 'renames year to period in each experience and research entry',
  apply(folder, notes) {
    for (const list of TIMELINES) {
      const file = folder.source(`${list}.ts`);
      if (!file) continue;
      const shown = folder.display(folder.contentPath(`${list}.ts`));
      const renamed: number[] = [];
      // each edit parses the file anew: the entries are looked up again
      for (let index = 0; ; index += 1) {
        const array = exportedArray(file, list);
        const entry = array && objectItems(array)[index];
        if (!entry) break;
        const year = property(file, entry, 'year');
        if (!year) continue;
        if (property(file, entry, 'period')) {
          notes.todo(shown, `entry ${index + 1} has both year and period: keep one, named period`);
          continue;
        }
        renameProperty(file, year, 'period');
        renamed.push(index + 1);
      }
      if (renamed.length > 0)
        notes.changed(
          shown,
          `year renamed period in ${renamed.length === 1 ? 'entry' : 'entries'} ${renamed.join(', ')}`,
        );
    }
  },
};
