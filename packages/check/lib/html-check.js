// Every built page through the W3C Nu HTML Checker (vnu-jar, on the machine's Java), in one run of the
// checker: any error fails. Without a Java runtime the check is skipped with a line saying what to
// install, except on CI, where it fails: CI must not report a check it did not make.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import vnuJar from 'vnu-jar';
import { onCi } from './site-under-test.js';

const NO_JAVA =
  'no Java runtime, so the built pages were not validated (Debian: apt-get install default-jre-headless; macOS: brew install openjdk; Windows: winget install Microsoft.OpenJDK.21)';

/**
 * Validates every page of the build folders; resolves to the exit code. `name` names a folder in messages, which go
 * to `print` (the console's, unless given).
 * @param {readonly string[]} folders
 * @param {(folder: string) => string} [name]
 * @param {Pick<Console, 'log' | 'warn' | 'error'>} [print]
 * @returns {Promise<number>}
 */
export async function validateHtml(folders, name = (folder) => folder, print = console) {
  const missing = folders.filter((folder) => !existsSync(join(folder, 'index.html')));
  if (missing.length > 0) {
    print.error(`validate-html: no build in ${missing.map(name).join(', ')} (run the build first)`);
    return 1;
  }
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).error) {
    print[onCi() ? 'error' : 'warn'](`validate-html: ${NO_JAVA}${onCi() ? '' : ': skipped'}`);
    return onCi() ? 1 : 0;
  }
  const pages = folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => join(folder, file)),
  );
  // its report comes on stderr; kept, to print once with the verdict
  const checker = spawn('java', ['-jar', String(vnuJar), '--errors-only', '--no-langdetect', ...pages], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  checker.stderr.on('data', (chunk) => (errors += chunk));
  const status = await new Promise((done) => checker.on('close', (code) => done(code ?? 1)));
  const shown = folders.map(name).join(', ');
  if (status !== 0 || errors.trim()) {
    print.error(errors.trim() || `the checker exited with ${status}`);
    print.error(`validate-html: errors in the pages above (${pages.length} pages checked in ${shown})`);
    return 1;
  }
  print.log(`validate-html: ${pages.length} pages in ${shown}, 0 errors (Nu HTML Checker)`);
  return 0;
}
