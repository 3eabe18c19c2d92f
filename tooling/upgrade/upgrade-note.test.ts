import { afterEach, expect, it, vi } from 'vitest';
import { OwnerFiles } from '../../tests/support/owner-files';
import { MIGRATIONS } from './migrations';
import { withUpgradeNote } from './upgrade-note';

let owner: OwnerFiles | undefined;
afterEach(() => owner?.remove());

const STOPPED = 'src/content/experience.ts, entry 1 ("Engineer"), field "year": renamed: write it as "period"';

it('leads the reason the build stops with the command and what it would do, when the content is in an older shape', () => {
  owner = new OwnerFiles({
    'src/content/experience.ts': "export const experience = [{ year: '2024', role: 'Engineer' }];\n",
  });
  vi.stubEnv('CONTENT_DIR', `${owner.root}/src/content`);
  const [first, ...rest] = withUpgradeNote(STOPPED).split('\n');
  expect(first).toBe(`${owner.root}/src/content is in an older shape: run \`npm run upgrade\`, which`);
  const yearToPeriod = MIGRATIONS.find((migration) => /year/.test(migration.summary))?.summary;
  expect(rest).toEqual([`  - ${yearToPeriod}`, '', STOPPED]);
});

it('leaves the reason alone for content in today’s shape', () => {
  vi.stubEnv('CONTENT_DIR', 'tests/fixtures/content/spec-owner');
  expect(withUpgradeNote(STOPPED)).toBe(STOPPED);
});

it('leaves the reason alone for content that does not parse: the upgrade would not run on it', () => {
  owner = new OwnerFiles({
    'src/content/experience.ts': "export const experience = [{ year: '2024' role: 'Engineer' }];\n",
  });
  vi.stubEnv('CONTENT_DIR', `${owner.root}/src/content`);
  expect(withUpgradeNote(STOPPED)).toBe(STOPPED);
});
