// The fixture owners: one content folder each under tests/fixtures/content, built into dist-<owner>/.
// The sample owner is one of them; while the site itself shows the sample (src/content holds
// nobody's content yet, as in the template), dist/ is its build already, so it is not run twice.
import { readdirSync } from 'node:fs';
import { SAMPLE_CONTENT_DIR, showsSample } from '../tooling/content/folder.mjs';

export const FIXTURES = 'tests/fixtures/content';

export const fixtureOwners = readdirSync(FIXTURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((owner) => !(showsSample() && `${FIXTURES}/${owner}` === SAMPLE_CONTENT_DIR))
  .sort();
