// The fixture owners: one content folder each under tests/fixtures/content, built into dist-<owner>/.
import { readdirSync } from 'node:fs';

export const FIXTURES = 'tests/fixtures/content';

export const fixtureOwners = readdirSync(FIXTURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
