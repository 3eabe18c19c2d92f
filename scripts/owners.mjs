// The fixture owners of tests/fixtures/content/: each one's content built like an owner's site, and
// the tests that must hold for any owner run on it. `npm test` runs all three steps.
//
//   node scripts/owners.mjs build   builds each fixture owner into dist-<owner>/
//   node scripts/owners.mjs unit    the unit tests that read the content, on each fixture owner but the spec-shaped one
//   node scripts/owners.mjs e2e     the browser tests tagged @owner on the own site (dist/) and on each other fixture owner
import { spawnSync } from 'node:child_process';
import { FIXTURES, fixtureOwners as owners } from './fixture-owners.mjs';

const SPEC_OWNER = 'spec-owner';

function run(command, args, env) {
  console.log(`\n> ${Object.entries(env).map(([key, value]) => `${key}=${value}`).join(' ')} ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const step = process.argv[2];
if (step === 'build') {
  for (const owner of owners) run('npm', ['run', 'build'], { CONTENT_DIR: `${FIXTURES}/${owner}`, DIST_DIR: `dist-${owner}` });
} else if (step === 'unit') {
  // the folders whose tests read the content (the particle field's do not), on each owner whose shape
  // the sample's does not have: the spec-shaped owner is the sample's shape, and its own résumé PDF
  // is exercised by the full browser suite, which runs on it
  for (const owner of owners.filter((name) => name !== SPEC_OWNER)) {
    run('npx', ['vitest', 'run', 'src/app', 'src/features', 'tooling'], { CONTENT_DIR: `${FIXTURES}/${owner}` });
  }
} else if (step === 'e2e') {
  const args = ['playwright', 'test', '--grep', '@owner', '--project=no-webgl'];
  run('npx', args, { E2E_PORT: '4175' });
  // the spec-shaped owner runs the whole browser suite (npm run test:e2e), @owner tests included
  owners
    .filter((owner) => owner !== SPEC_OWNER)
    .forEach((owner, index) => run('npx', args, { CONTENT_DIR: `${FIXTURES}/${owner}`, E2E_DIST: `dist-${owner}`, E2E_PORT: String(4176 + index) }));
} else {
  console.error('usage: node scripts/owners.mjs build | unit | e2e');
  process.exit(2);
}
