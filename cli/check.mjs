// `particle-portfolio check`, the owner's check before a push: the typecheck of their files, the build,
// the W3C HTML checker on every page and the browser tests that hold for any owner's site, on the site
// built and served as its workflow publishes it. They are the package particle-portfolio-check, of this
// release: the template's own (packages/check) in a clone of it, the one the site installs when it is
// this release's, else npm's (`npm exec`, which keeps it in npm's cache, out of the site's node_modules).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { packageRoot } from '../tooling/content/folder.mjs';
import { runNode } from './steps.mjs';

const CHECK = 'particle-portfolio-check';

/** @param {string} manifest */
const readManifest = (manifest) =>
  /** @type {{ version: string, bin: Record<string, string> }} */ (JSON.parse(readFileSync(manifest, 'utf8')));

/**
 * The check's program where it is on this machine at this release's version: the template's own, or the site's.
 * @param {string} siteRoot
 * @param {string} version
 */
function installedCheck(siteRoot, version) {
  const own = join(packageRoot, 'packages/check/package.json');
  let manifest = existsSync(own) ? own : undefined;
  try {
    manifest ??= createRequire(join(siteRoot, 'package.json')).resolve(`${CHECK}/package.json`);
  } catch {
    return undefined;
  }
  const found = readManifest(manifest);
  return found.version === version ? join(dirname(manifest), found.bin[CHECK] ?? '') : undefined;
}

/**
 * @param {readonly string[]} args
 * @param {import('./site.mjs').Site} site
 */
export async function check(args, site) {
  const { version } = readManifest(join(packageRoot, 'package.json'));
  const program = installedCheck(site.root, version);
  if (program) return runNode(program, args, site);
  const spec = `${CHECK}@${version}`;
  console.log(`check: its tools (Playwright, axe, the HTML checker, TypeScript) are ${spec}, from npm's cache`);
  const npm = spawn('npm', ['exec', '--yes', `--package=${spec}`, '--', CHECK, ...args], {
    cwd: site.root,
    env: site.env,
    stdio: 'inherit',
    // npm is a script on Windows (npm.cmd), which only a shell starts; the check's one option has no space to quote
    shell: process.platform === 'win32',
  });
  return new Promise((done) => {
    npm.on('error', (error) => {
      console.error(`check: npm did not start (${error.message}); it fetches ${spec}`);
      done(1);
    });
    npm.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}
