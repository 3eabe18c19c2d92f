import type { Migration } from './migration.ts';
import type { OwnerFolder } from './owner-folder.ts';

export interface FileNote {
  file: string;
  what: string;
}

/** What the migrations that apply to a folder did to it (in its memory) and leave to the owner. */
export interface UpgradeReport {
  /** The summaries of the migrations that found something to do. */
  applied: string[];
  changed: FileNote[];
  todo: FileNote[];
}

/** Runs each migration on the folder in turn (each sees what the ones before it changed). */
export function runMigrations(folder: OwnerFolder, migrations: readonly Migration[]): UpgradeReport {
  const report: UpgradeReport = { applied: [], changed: [], todo: [] };
  for (const migration of migrations) {
    const before = report.changed.length + report.todo.length;
    migration.apply(folder, {
      changed: (file, what) => report.changed.push({ file, what }),
      todo: (file, what) => report.todo.push({ file, what }),
    });
    if (report.changed.length + report.todo.length > before) report.applied.push(migration.summary);
  }
  return report;
}
