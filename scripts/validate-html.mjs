// Every built page through the W3C Nu HTML Checker (vnu-jar, on the machine's Java): any error fails.
//
//   node scripts/validate-html.mjs              the builds `npm test` makes: dist, dist-subpath, dist-posts, dist-<fixture owner>
//   node scripts/validate-html.mjs dist         one build (what `npm run check` validates)
//
// Without a Java runtime the check is skipped with a line saying what to install, except in CI,
// where it fails: CI must not report a check it did not make.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sitePath } from '../tooling/content/folder.mjs';
import vnuJar from 'vnu-jar';

// (the fixture owners are the template's own: a site's check names its build)
const folders =
  process.argv.length > 2
    ? process.argv.slice(2)
    : [
        'dist',
        'dist-subpath',
        'dist-posts',
        ...(await import('./fixture-owners.mjs')).fixtureOwners.map((owner) => `dist-${owner}`),
      ];

const missing = folders.filter((folder) => !existsSync(join(folder, 'index.html')));
if (missing.length > 0) {
  console.error(
    `validate-html: no build in ${missing.map((folder) => sitePath(resolve(folder))).join(', ')} (run the build first)`,
  );
  process.exit(1);
}

const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
if (java.error) {
  const line =
    'validate-html: no Java runtime, so the built pages were not validated (Debian: apt-get install default-jre-headless; macOS: brew install openjdk; Windows: winget install Microsoft.OpenJDK.21)';
  if (process.env.CI) {
    console.error(line);
    process.exit(1);
  }
  console.warn(`${line}: skipped`);
  process.exit(0);
}

const shown = folders.map((folder) => sitePath(resolve(folder))).join(', ');
const pages = folders.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(folder, file)),
);
const result = spawnSync('java', ['-jar', String(vnuJar), '--errors-only', '--no-langdetect', ...pages], {
  encoding: 'utf8',
});
const errors = result.stderr.trim();
if (result.status !== 0 || errors) {
  console.error(errors || `the checker exited with ${result.status}`);
  console.error(`validate-html: errors in the pages above (${pages.length} pages checked in ${shown})`);
  process.exit(1);
}
console.log(`validate-html: ${pages.length} pages in ${shown}, 0 errors (Nu HTML Checker)`);
