// `particle-portfolio init <dir>`: a new owner's site, which holds their content folder and what a
// site needs around it (package.json and its lock, a README, .gitignore, a tsconfig.json for the
// editor, the GitHub workflow and Dependabot's configuration), and nothing of the template's
// machinery: that is the package, installed in node_modules and updated like any dependency.
//
//   --package <spec>        what the site depends on (default: ^ this version); any spec npm install takes,
//                           such as the path of a packed .tgz
//   --from-resume <file>    writes the content from a JSON Resume
//   --from-sample           copies the sample owner's content, to rewrite
//   --from-fork <dir>       takes the content of a fork or a "Use this template" copy, of any release
//   --no-install            writes the files only
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { packageRoot, SITE_SCRIPTS } from '../tooling/content/folder.mjs';

const USAGE =
  'usage: particle-portfolio init <dir> [--package <spec>] [--from-resume <resume.json> | --from-sample | --from-fork <dir>] [--no-install]';

/** The site's files outside its content folder, from cli/site-files/ (without their dots, which npm packs apart). */
const SITE_FILES = {
  'README.md': 'README.md',
  '.gitignore': 'gitignore',
  'tsconfig.json': 'tsconfig.json',
  '.github/workflows/site.yml': 'github/workflows/site.yml',
  '.github/dependabot.yml': 'github/dependabot.yml',
};

/** @param {readonly string[]} args */
function parse(args) {
  /** @type {{ dir?: string, package?: string, fromResume?: string, fromSample: boolean, fromFork?: string, install: boolean }} */
  const options = { fromSample: false, install: true };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    const value = () => {
      const next = args[++index];
      if (next === undefined || next.startsWith('--')) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--package') options.package = value();
    else if (arg === '--from-resume') options.fromResume = value();
    else if (arg === '--from-sample') options.fromSample = true;
    else if (arg === '--from-fork') options.fromFork = value();
    else if (arg === '--no-install') options.install = false;
    else if (arg.startsWith('--') || options.dir !== undefined) throw new Error(`unknown argument ${arg}`);
    else options.dir = arg;
  }
  if (options.dir === undefined) throw new Error('name the folder of the new site');
  if ([options.fromResume, options.fromSample || undefined, options.fromFork].filter(Boolean).length > 1)
    throw new Error('--from-resume, --from-sample and --from-fork start the content three ways: choose one');
  return options;
}

/** @param {string} dir */
const nameOf = (dir) =>
  basename(dir)
    .toLowerCase()
    .replace(/[^a-z0-9-._~]+/g, '-')
    .replace(/^[-._]+|-+$/g, '') || 'my-site';

/**
 * Runs a command in the site's folder, its output shown; whether it succeeded.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {string} cwd
 */
const run = (command, args, cwd) => spawnSync(command, args, { cwd, stdio: 'inherit' }).status === 0;

/** @param {readonly string[]} args */
export async function init(args) {
  let options;
  try {
    options = parse(args);
  } catch (error) {
    console.error(`${USAGE}\n${/** @type {Error} */ (error).message}`);
    return 2;
  }
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const site = resolve(cwd, options.dir ?? '');
  if (existsSync(site) && readdirSync(site).length > 0) {
    console.error(`init: ${options.dir} is not empty: name a new folder`);
    return 2;
  }
  const { version } = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8'));
  // a path to a packed .tgz or a folder is from where the command was typed; npm takes it from the site
  const spec = options.package ?? `particle-portfolio@^${version}`;
  const dependency = existsSync(resolve(cwd, spec)) ? relative(site, resolve(cwd, spec)) || '.' : spec;

  mkdirSync(join(site, 'content'), { recursive: true });
  writeFileSync(
    join(site, 'package.json'),
    `${JSON.stringify(
      {
        name: nameOf(site),
        private: true,
        type: 'module',
        engines: { node: '>=20.19' },
        scripts: Object.fromEntries(SITE_SCRIPTS.map((script) => [script, `particle-portfolio ${script}`])),
        // the package's dependencies need none of their install scripts (npm 11 asks)
        allowScripts: { sharp: false, 'vnu-jar': false },
      },
      null,
      2,
    )}\n`,
  );
  for (const [file, from] of Object.entries(SITE_FILES)) {
    mkdirSync(join(site, file, '..'), { recursive: true });
    writeFileSync(
      join(site, file),
      readFileSync(join(packageRoot, 'cli/site-files', from), 'utf8').replaceAll('{{version}}', version),
    );
  }
  console.log(
    `init: wrote ${relative(cwd, site) || '.'}/ (package.json, README.md, .gitignore, tsconfig.json, .github/)`,
  );

  if (!options.install) {
    console.log(`next: cd ${relative(cwd, site) || '.'} && npm install ${dependency}`);
    return 0;
  }
  if (!run('npm', ['install', '--save', '--no-audit', '--no-fund', dependency], site)) {
    console.error(
      `init: npm install ${dependency} failed (above); the site's files are written: run it again in ${site}`,
    );
    return 1;
  }
  // the content is started by the release the site installed, which may be newer than this one
  const installed = join(site, 'node_modules/particle-portfolio/cli/particle-portfolio.mjs');
  const content = options.fromResume
    ? ['import', resolve(cwd, options.fromResume)]
    : options.fromSample
      ? ['start-from-sample']
      : options.fromFork
        ? ['from-fork', resolve(cwd, options.fromFork)]
        : undefined;
  if (content && !run(process.execPath, [installed, ...content], site)) return 1;
  if (!existsSync(join(site, '.git')) && spawnSync('git', ['init', '-q'], { cwd: site }).status === 0)
    console.log('init: a new git repository; commit the site, push it, and Dependabot proposes each release');
  console.log(`
Your site is in ${relative(cwd, site) || '.'}/:
  cd ${relative(cwd, site) || '.'}
  npm run dev      ${content ? 'shows it as you edit content/' : 'shows the sample until content/ holds your files (npm run import -- resume.json, or npx particle-portfolio start-from-sample)'}
  npm run check    before each push
How to write each file of content/: node_modules/particle-portfolio/docs/owners.md`);
  return 0;
}
