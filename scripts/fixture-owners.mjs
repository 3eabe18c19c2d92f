// The fixture owners: one content folder each under tests/fixtures/content, built into dist-<owner>/.
// The sample owner (sample/, which ships with the package) is one of them; while the site itself
// shows the sample (src/content holds nobody's content yet, as in the template), dist/ is its build
// already, so it is not run twice.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SAMPLE_CONTENT_DIR, showsSample } from '../tooling/content/folder.mjs';
import { OWNER_SHAPES } from '../tests/support/shapes.mjs';

export const FIXTURES = 'tests/fixtures/content';

/** The sample owner's name among the fixture owners. */
export const SAMPLE_OWNER = 'sample-owner';

/** Every fixture owner's name, the sample's included. */
export const allFixtureOwners = [
  ...readdirSync(FIXTURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
  SAMPLE_OWNER,
].sort();

/**
 * The content folder of a fixture owner, relative to the project.
 * @param {string} owner
 */
export const ownerFolder = (owner) => (owner === SAMPLE_OWNER ? SAMPLE_CONTENT_DIR : `${FIXTURES}/${owner}`);

export const fixtureOwners = allFixtureOwners.filter((owner) => !(showsSample() && owner === SAMPLE_OWNER));

/**
 * The shapes of content `owner` adds to the reference shape (tests/support/shapes.mjs): the tests
 * tagged with one of them are what `npm test` runs on its build.
 * @param {string} owner
 */
export function shapesOf(owner) {
  const shapes = OWNER_SHAPES[owner];
  if (!shapes)
    throw new Error(
      `${FIXTURES}/${owner} has no entry in OWNER_SHAPES (tests/support/shapes.mjs): list the shapes of content it adds, or [] for none`,
    );
  return shapes;
}

/** The folders of Vitest's projects, where a unit test file may name shapes. */
const UNIT_FOLDERS = ['src', 'tooling', 'scripts'];

/** A shape a unit test file names: Vitest's own pragma, `// @module-tag <shape>`, read as Vitest reads it. */
const MODULE_TAG = /(?:\/\/|\*)\s*@module-tag\s+([\w\-/]+)\b/g;

/** Every unit test file, with the shapes it names. */
export function taggedUnitFiles() {
  return UNIT_FOLDERS.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => {
        const path = join(folder, file);
        return { path, tags: [...readFileSync(path, 'utf8').matchAll(MODULE_TAG)].map((match) => match[1] ?? '') };
      }),
  );
}
