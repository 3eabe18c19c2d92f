import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { cacheFolder, ownContentDir, packageRoot } from '../content/folder.mjs';
import { MIGRATIONS } from './migrations.ts';
import { OwnerFolder } from './owner-folder.ts';
import { runMigrations } from './run-migrations.ts';

// A site that installs the template, made from a fork of it (or a "Use this template" copy), of any
// release since the content was first typed: the fork's content folder (src/content: the owner's
// files, posts, pictures, publications, their own languages' texts) is copied into the site's, and
// the upgrade's migrations bring it to today's shape. What the migrations of older shapes read beside
// the content in a fork (its public/ folder, the texts of a language the template did not ship,
// which lived in src/shared/i18n/texts/) is read from a copy, so the fork is left as it was.

const FORK_CONTENT = 'src/content';
const FORK_TEXTS = 'src/shared/i18n/texts';

/** The files of a public/ folder that are not the template's own as this release ships them. */
function ownPublicFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .filter((name) => {
      const template = join(packageRoot, 'public', name);
      return !existsSync(template) || !readFileSync(template).equals(readFileSync(join(dir, name)));
    });
}

/**
 * `particle-portfolio from-fork <fork>`: the owner's content of the fork at `fork`, in the content
 * folder of the site at `root` (which must hold none yet), in today's shape. Returns the exit code.
 */
export function fromFork(args: readonly string[], { root }: { root: string }, log: (line: string) => void): number {
  const [given] = args;
  if (args.length !== 1 || given === undefined) {
    log('usage: npx particle-portfolio from-fork <the folder of your fork>');
    return 2;
  }
  const fork = resolve(given);
  const source = join(fork, FORK_CONTENT);
  if (!existsSync(join(source, 'profile.ts'))) {
    log(`from-fork: ${given} has no ${FORK_CONTENT}/profile.ts: name the folder of a fork (or a copy) of the template`);
    return 2;
  }
  const label = ownContentDir();
  const target = join(root, label);
  if (existsSync(join(target, 'profile.ts'))) {
    log(`from-fork: ${label}/ already holds content (its profile.ts): nothing taken`);
    return 2;
  }
  // the copies the migrations read and move files out of, on the site's disk (a move is a rename)
  const staging = cacheFolder('from-fork');
  rmSync(staging, { recursive: true, force: true });
  for (const folder of ['public', FORK_TEXTS])
    if (existsSync(join(fork, folder))) cpSync(join(fork, folder), join(staging, folder), { recursive: true });
  cpSync(source, target, { recursive: true });
  const files = readdirSync(target, { recursive: true }).length;
  log(`from-fork: copied ${FORK_CONTENT}/ of ${given} into ${label}/ (${files} files and folders)`);

  const folder = new OwnerFolder(target, label, join(staging, 'public'));
  const { changed, todo } = runMigrations(folder, MIGRATIONS);
  folder.save();
  const left = ownPublicFiles(join(staging, 'public'));
  rmSync(staging, { recursive: true, force: true });

  const lines = (notes: readonly { file: string; what: string }[]) =>
    notes.map(({ file, what }) => `  ${file}: ${what}`);
  if (changed.length > 0) log(["Brought to this release's shape:", ...lines(changed)].join('\n'));
  const toDo = [
    ...lines(todo),
    ...left.map(
      (name) =>
        `  public/${name} of the fork is not taken: a site has no public/ folder (the build writes the icons, the link preview and the hosts' files from the content)`,
    ),
  ];
  if (toDo.length > 0) log(['Left for you to do by hand:', ...toDo].join('\n'));
  return 0;
}
