// The fixture owners of tests/fixtures/content/: each one's content built like an owner's site, and
// the tests that must hold for any owner run on it, with the owner's content copied into src/content
// of a copy of the project, as an owner's fork holds it. `npm test` runs all three steps.
//
//   node scripts/owners.mjs build   builds each fixture owner into dist-<owner>/
//   node scripts/owners.mjs unit    the unit tests that read the content, on each fixture owner
//   node scripts/owners.mjs e2e     the browser tests tagged @owner on the own site (dist/) and on each fixture owner
//                                   (served from E2E_PORT on, 4175 unless given)
//
// Owners named after the step limit it to them, without the own site: node scripts/owners.mjs unit german-owner
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { FIXTURES, fixtureOwners } from './fixture-owners.mjs';
import { copyProject } from './project-copy.mjs';

const SPEC_OWNER = 'spec-owner';

/**
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} env
 */
function run(command, args, env, cwd = process.cwd()) {
  const shown = Object.entries(env).map(([key, value]) => `${key}=${value}`);
  console.log(`\n> ${cwd === process.cwd() ? '' : `(in ${cwd}) `}${shown.join(' ')} ${command} ${args.join(' ')}`);
  // the content is the one `env` names, or the copy's src/content: never the caller's CONTENT_DIR
  const inherited = { ...process.env };
  delete inherited.CONTENT_DIR;
  const result = spawnSync(command, args, { stdio: 'inherit', cwd, env: { ...inherited, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * A copy of the project with the owner's content in src/content, as an owner's fork holds it.
 * @param {string} owner
 */
const projectOf = (owner) => copyProject(join(tmpdir(), 'portfolio-owners', owner), { content: `${FIXTURES}/${owner}` });

const [step, ...chosen] = process.argv.slice(2);
// the owners named after the step, or every fixture owner
const owners = chosen.length > 0 ? fixtureOwners.filter((owner) => chosen.includes(owner)) : fixtureOwners;
if (step === 'build') {
  for (const owner of owners) run('npm', ['run', 'build'], { CONTENT_DIR: `${FIXTURES}/${owner}`, DIST_DIR: `dist-${owner}` });
} else if (step === 'unit') {
  // the folders whose tests read the content (the particle field's do not)
  for (const owner of owners) run('npx', ['vitest', 'run', 'src/app', 'src/features', 'tooling'], {}, projectOf(owner));
} else if (step === 'e2e') {
  const args = ['playwright', 'test', '--grep', '@owner', '--project=no-webgl'];
  // each build is served on a port of its own, from E2E_PORT on (4175 unless given)
  const port = Number(process.env.E2E_PORT ?? 4175);
  if (chosen.length === 0) run('npx', args, { E2E_PORT: String(port) });
  // the spec-shaped owner runs the whole browser suite (npm run test:e2e), @owner tests included;
  // each other owner's build (npm run build:owners) is served from the copy holding its content
  owners
    .filter((owner) => owner !== SPEC_OWNER)
    .forEach((owner, index) => run('npx', args, { E2E_DIST: resolve(`dist-${owner}`), E2E_PORT: String(port + 1 + index) }, projectOf(owner)));
} else {
  console.error('usage: node scripts/owners.mjs build | unit | e2e [owner …]');
  process.exit(2);
}
