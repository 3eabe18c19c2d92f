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
//   --no-install            writes the files only (and the content, by this release's own code)
//
// Everything the owner gives is checked before anything is written: the options, the folder (absent,
// empty, or a site init began and did not finish), the résumé (read and checked as the import reads
// it), the fork, the package (a path that exists; a name npm finds). A step that fails after that (npm
// install without a network) leaves a site that the same command, run again, finishes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { packageRoot } from '../tooling/content/folder.mjs';
import { dependencyOf, initProblems, SCRIPTS, SITE_FILES } from './init-checks.mjs';
import { siteAt } from './site.mjs';
import { runNode } from './steps.mjs';

const USAGE =
  'usage: particle-portfolio init <dir> [--package <spec>] [--from-resume <resume.json> | --from-sample | --from-fork <dir>] [--no-install]';

/**
 * The scripts that start the content, by the command that runs each.
 * @type {Record<string, string>}
 */
const CONTENT_SCRIPTS = {
  import: 'scripts/import-resume.mjs',
  'start-from-sample': 'scripts/start-from-sample.mjs',
  'from-fork': 'scripts/from-fork.mjs',
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

/** The branch the site's workflow publishes, as site.yml says it: the new repository's. */
function publishedBranch() {
  const workflow = parseYaml(readFileSync(join(packageRoot, 'cli/site-files/github/workflows/site.yml'), 'utf8'));
  return String(workflow.on.push.branches[0]);
}

/**
 * Runs a command in the site's folder, its output shown; whether it succeeded.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {string} cwd
 */
const run = (command, args, cwd) => spawnSync(command, args, { cwd, stdio: 'inherit' }).status === 0;

/**
 * Writes the site's files that are not there yet (a site init began keeps what it has).
 * @param {string} site
 * @param {string} version
 */
function writeSiteFiles(site, version) {
  mkdirSync(join(site, 'content'), { recursive: true });
  const packageFile = join(site, 'package.json');
  if (!existsSync(packageFile))
    writeFileSync(
      packageFile,
      `${JSON.stringify(
        {
          name: nameOf(site),
          private: true,
          type: 'module',
          engines: { node: '>=20.19' },
          scripts: SCRIPTS,
          // the package's dependencies need none of their install scripts (npm 11 asks)
          allowScripts: { sharp: false, 'vnu-jar': false },
        },
        null,
        2,
      )}\n`,
    );
  for (const [file, from] of Object.entries(SITE_FILES)) {
    if (existsSync(join(site, file))) continue;
    mkdirSync(join(site, file, '..'), { recursive: true });
    writeFileSync(
      join(site, file),
      readFileSync(join(packageRoot, 'cli/site-files', from), 'utf8').replaceAll('{{version}}', version),
    );
  }
}

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
  const shown = relative(cwd, site) || '.';
  const { version } = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8'));
  // a path to a packed .tgz or a folder is from where the command was typed; npm takes it from the site
  const spec = options.package ?? `particle-portfolio@^${version}`;
  const dependency = dependencyOf(spec, cwd, site);
  const resume = options.fromResume && resolve(cwd, options.fromResume);
  const fork = options.fromFork && resolve(cwd, options.fromFork);

  const problems = await initProblems(options, { cwd, site, shown, spec });
  if (problems.length > 0) {
    for (const problem of problems) console.error(`init: ${problem}`);
    console.error('init: nothing written');
    return 2;
  }

  const begun = existsSync(site) && readdirSync(site).length > 0;
  try {
    writeSiteFiles(site, version);
  } catch (error) {
    console.error(`init: ${/** @type {Error} */ (error).message}`);
    return 1;
  }
  console.log(
    begun
      ? `init: finishing the site begun in ${shown}/`
      : `init: wrote ${shown}/ (package.json, README.md, .gitignore, tsconfig.json, .github/)`,
  );
  const again = `run the same \`particle-portfolio init\` again to finish it`;

  if (options.install && !run('npm', ['install', '--save', '--no-audit', '--no-fund', dependency], site)) {
    console.error(`init: npm install ${dependency} failed (above); the site's files are written: ${again}`);
    return 1;
  }
  const content = resume
    ? ['import', resume]
    : options.fromSample
      ? ['start-from-sample']
      : fork
        ? ['from-fork', fork]
        : undefined;
  const hasContent = existsSync(join(site, 'content/profile.ts'));
  if (content && hasContent) console.log('init: content/ holds your content already: it is kept');
  else if (content) {
    const [step = '', ...stepArgs] = content;
    // the content is started by the release the site installed, which may be newer than this one (its
    // command, which also builds a fork's content); without an install, by this one (its script alone)
    const code = options.install
      ? await runNode(
          join(site, 'node_modules/particle-portfolio/cli/particle-portfolio.mjs'),
          content,
          siteAt(site, cwd),
        )
      : await runNode(join(packageRoot, CONTENT_SCRIPTS[step] ?? ''), stepArgs, siteAt(site, cwd));
    if (code !== 0) {
      console.error(`init: the content was not started (above): ${again}`);
      return 1;
    }
  }
  // the packages the content needs (its languages' fonts, its publications' parser), by the installed release's command
  if (
    options.install &&
    (await runNode(
      join(site, 'node_modules/particle-portfolio/cli/particle-portfolio.mjs'),
      ['install-packages'],
      siteAt(site, cwd),
    )) !== 0
  ) {
    console.error(`init: the packages your content needs were not installed (above): ${again}`);
    return 1;
  }
  if (!existsSync(join(site, '.git'))) {
    const branch = publishedBranch();
    const git = (/** @type {string[]} */ ...gitArgs) =>
      spawnSync('git', gitArgs, { cwd: site, stdio: 'ignore' }).status === 0;
    // on the branch the workflow publishes, whatever git's own default
    if (git('init', '-q') && git('symbolic-ref', 'HEAD', `refs/heads/${branch}`))
      console.log(
        `init: a new git repository, on ${branch}; commit the site, push it, and Dependabot proposes each release`,
      );
  }
  const next = options.install ? '' : `\n  npm install ${dependency}`;
  console.log(`
Your site is in ${shown}/:
  cd ${shown}${next}
  npm run dev      ${content || hasContent ? 'shows it as you edit content/' : 'shows the sample until content/ holds your files (npm run import -- resume.json, or npx particle-portfolio start-from-sample)'}
  npm run check    before each push
How to write each file of content/: node_modules/particle-portfolio/docs/owners.md`);
  return 0;
}
