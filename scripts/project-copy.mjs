import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * A copy in `dir` of the project's files (those git tracks or would, as they are now) as an owner's
 * fork holds them: the folder `content` as src/content, the files of the folder `publicFiles` (if
 * any) added to public/, and the project's node_modules linked in. Returns `dir`.
 * @param {string} dir
 * @param {{ content: string, publicFiles?: string }} owner
 */
export function copyProject(dir, { content, publicFiles }) {
  rmSync(dir, { recursive: true, force: true });
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error('git ls-files failed: a copy of the project is made from a git work tree');
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (file.startsWith('src/content/')) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(file, join(dir, file), { errorOnExist: false, force: true });
  }
  cpSync(content, join(dir, 'src/content'), { recursive: true });
  if (publicFiles) cpSync(publicFiles, join(dir, 'public'), { recursive: true });
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}
