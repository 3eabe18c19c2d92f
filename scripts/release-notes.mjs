// A release's notes: its entry of CHANGELOG.md, for the git tag's message (scripts/tag-release.mjs) and
// the GitHub release (.github/workflows/release.yml), so Dependabot's pull request and a fork's
// `git log` show what the CHANGELOG says.
//   node scripts/release-notes.mjs [version]   the entry of that version (package.json's by default)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The text of a version's entry in a Keep a Changelog file (without its heading), or undefined.
 * @param {string} changelog
 * @param {string} version
 */
export function releaseNotes(changelog, version) {
  const lines = changelog.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`## [${version}]`));
  if (start === -1) return undefined;
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines
    .slice(start + 1, end === -1 ? undefined : end)
    .join('\n')
    .trim();
}

/** package.json's version. */
export const packageVersion = () => JSON.parse(readFileSync(`${root}package.json`, 'utf8')).version;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const version = process.argv[2] ?? packageVersion();
  const notes = releaseNotes(readFileSync(`${root}CHANGELOG.md`, 'utf8'), version);
  if (!notes) {
    console.error(`release-notes: CHANGELOG.md has no entry "## [${version}]"`);
    process.exit(1);
  }
  console.log(notes);
}
