// `npm run size:install`: what a new site installs, measured as an owner gets it. Packs the package as npm would
// publish it, makes a site from the tarball with `particle-portfolio init --from-sample` (whose content needs no
// optional package), and prints the tarball's files and size, node_modules' size on disk and its largest packages.
// `-- --with-check` then installs the owner's check in the site (packages/check, packed too), as an owner who
// asks for it does.
// Exits non-zero above the budget of a site's install without the check (INSTALL_BUDGET_KB); it reports, and is no
// test: the size depends on npm's choice of the machine's optional packages (here Linux x64's binaries).
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packageRoot } from '../tooling/content/folder.mjs';

/** The most a new site's node_modules may take without the check: 200 MB, counted in units of 1,024 kB. */
const INSTALL_BUDGET_KB = 200 * 1024;

const withCheck = process.argv.includes('--with-check');
const work = mkdtempSync(join(tmpdir(), 'install-size-'));

/**
 * Packs the package in `folder` into the work folder.
 * @param {string} folder
 * @returns {{ filename: string, size: number, unpackedSize: number, entryCount: number }}
 */
function pack(folder) {
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: folder, encoding: 'utf8' }),
  );
  return packed;
}

/**
 * Kilobytes a file tree takes on disk, as `du -sk` counts them (its blocks, where the system reports them).
 * @param {string} path
 * @returns {number}
 */
function diskKb(path) {
  const stat = lstatSync(path);
  const own = stat.blocks !== undefined ? (stat.blocks * 512) / 1024 : Math.ceil(stat.size / 4096) * 4;
  if (!stat.isDirectory()) return own;
  return own + readdirSync(path).reduce((sum, name) => sum + diskKb(join(path, name)), 0);
}

/**
 * The packages of a node_modules folder, by name ("@scope/name" for a scoped one), with their size on disk,
 * what they install inside them included.
 * @param {string} modules
 */
function packagesOf(modules) {
  return readdirSync(modules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .flatMap((entry) =>
      entry.name.startsWith('@')
        ? readdirSync(join(modules, entry.name)).map((name) => `${entry.name}/${name}`)
        : [entry.name],
    )
    .map((name) => ({ name, kb: diskKb(join(modules, name)) }))
    .sort((a, b) => b.kb - a.kb);
}

const mb = (/** @type {number} */ kb) => `${(kb / 1024).toFixed(1)} MB`;

try {
  const template = pack(packageRoot);
  const site = join(work, 'site');
  /** @type {import('node:child_process').ExecFileSyncOptions} */
  const quiet = { cwd: work, stdio: ['ignore', 'ignore', 'inherit'] };
  execFileSync(
    process.execPath,
    [
      join(packageRoot, 'cli/particle-portfolio.mjs'),
      'init',
      site,
      '--package',
      join(work, template.filename),
      '--from-sample',
    ],
    quiet,
  );
  if (withCheck) {
    const check = pack(join(packageRoot, 'packages/check'));
    execFileSync('npm', ['install', '--no-audit', '--no-fund', join(work, check.filename)], { ...quiet, cwd: site });
  }
  const modules = join(site, 'node_modules');
  const total = diskKb(modules);
  const packages = packagesOf(modules);
  console.log(
    `the tarball: ${template.entryCount} files, ${mb(template.size / 1024)} packed, ${mb(template.unpackedSize / 1024)} unpacked`,
  );
  console.log(
    `a new site's node_modules${withCheck ? ', with the owner’s check' : ''}: ${total.toLocaleString('en')} kB (${mb(total)}), ${packages.length} packages at its top`,
  );
  for (const { name, kb } of packages.slice(0, 15)) console.log(`  ${mb(kb).padStart(8)}  ${name}`);
  if (!withCheck && total > INSTALL_BUDGET_KB) {
    console.log(`over the budget of ${mb(INSTALL_BUDGET_KB)} by ${mb(total - INSTALL_BUDGET_KB)}`);
    process.exitCode = 1;
  } else if (!withCheck) console.log(`within the budget of ${mb(INSTALL_BUDGET_KB)}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
