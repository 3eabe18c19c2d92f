// An owner's files in a folder of their own (a project's src/content/ and public/), for the
// upgrade's migrations to run on: written from texts, read back after the upgrade saved them.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Migration } from '../../tooling/upgrade/migration';
import { OwnerFolder } from '../../tooling/upgrade/owner-folder';
import { runMigrations, type UpgradeReport } from '../../tooling/upgrade/run-migrations';

export class OwnerFiles {
  readonly root = mkdtempSync(join(tmpdir(), 'owner-files-'));

  /** `files` by their path in a project: "src/content/profile.ts", "public/og-image.png". */
  constructor(files: Readonly<Record<string, string | Uint8Array>>) {
    for (const [path, data] of Object.entries(files)) {
      mkdirSync(dirname(join(this.root, path)), { recursive: true });
      writeFileSync(join(this.root, path), data);
    }
    mkdirSync(join(this.root, 'src/content'), { recursive: true });
  }

  /** Runs the migrations on the files and saves what they changed (`save: false`: as --check does, nothing). */
  upgrade(migrations: readonly Migration[], { save = true } = {}): UpgradeReport {
    const folder = new OwnerFolder(join(this.root, 'src/content'), 'src/content', join(this.root, 'public'));
    const report = runMigrations(folder, migrations);
    if (save) folder.save({ root: this.root, command: 'npm run upgrade' });
    return report;
  }

  read(path: string): string {
    return readFileSync(join(this.root, path), 'utf8');
  }

  exists(path: string): boolean {
    return existsSync(join(this.root, path));
  }

  remove(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}
