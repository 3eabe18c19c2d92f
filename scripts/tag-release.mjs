// Tags a release: `npm run tag-release` once package.json's version is raised and CHANGELOG.md has its
// entry (dated), on a committed tree. The tag, v<version>, is annotated with the entry, so `git show
// v1.2.0` says what the release changes; `git push --follow-tags` then publishes it, and the release
// workflow (.github/workflows/release.yml) publishes the package and the GitHub release.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { packageVersion, releaseNotes } from './release-notes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** @param {string[]} args */
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

const version = packageVersion();
const tag = `v${version}`;
const changelog = readFileSync(`${root}CHANGELOG.md`, 'utf8');
const problems = [
  ...(git('status', '--porcelain') ? ['the tree has changes: commit them first'] : []),
  ...(git('tag', '--list', tag) ? [`${tag} exists already: raise the version in package.json`] : []),
  ...(releaseNotes(changelog, version) === undefined ? [`CHANGELOG.md has no entry "## [${version}] - <date>"`] : []),
  ...(releaseNotes(changelog, 'Unreleased')
    ? ["CHANGELOG.md still has notes under [Unreleased]: move them into the release's entry"]
    : []),
];
if (problems.length > 0) {
  console.error(`tag-release: not tagged:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
execFileSync('git', ['tag', '--annotate', tag, '--file', '-', '--cleanup=verbatim'], {
  cwd: root,
  input: `${tag}\n\n${releaseNotes(changelog, version)}\n`,
});
console.log(`tagged ${tag}; publish it with: git push --follow-tags`);
