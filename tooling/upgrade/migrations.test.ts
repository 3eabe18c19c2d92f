import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from './migrations';
import { OwnerFolder } from './owner-folder';
import { runMigrations } from './run-migrations';

const FIXTURES = 'tests/fixtures/content';
const todaysFolders = [
  process.env.CONTENT_DIR || 'src/content',
  ...readdirSync(FIXTURES).map((owner) => join(FIXTURES, owner)),
];

describe('the migrations', () => {
  it.each(todaysFolders)('find nothing to do in %s, a folder of today’s shape', (dir) => {
    expect(runMigrations(new OwnerFolder(dir, dir, 'public'), MIGRATIONS)).toEqual({
      applied: [],
      changed: [],
      todo: [],
    });
  });

  it('each have a one-line summary for the owner, and none twice', () => {
    const summaries = MIGRATIONS.map((migration) => migration.summary);
    for (const summary of summaries) expect(summary).toMatch(/^[a-z][^\n]+[^.]$/);
    expect(new Set(summaries).size).toBe(summaries.length);
  });
});
