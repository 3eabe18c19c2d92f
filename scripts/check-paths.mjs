// Checks that every file of the repository that its docs and comments name exists (`npm run lint`):
// a path in a Markdown file or a code comment that names nothing left after a file moved fails,
// naming where it is written. A path is the repository's when it starts at one of its folders
// ("src/particles/core/config.ts"), with "./" or "../", or at a folder beside the file that writes it
// ("core/config.ts" in src/particles/README.md); others are examples of an owner's files or of a build
// ("pt-br/index.html", "vi/texts.ts"). Links between the Markdown files are remark-validate-links'
// (.remarkrc.mjs); this reads the paths written as text. Paths of the owner's folder (src/content/,
// content/), of a build (dist/) and of dependencies (node_modules/) are not the repository's.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const EXTENSIONS = 'tsx?|mjs|cjs|js|md|css|json\\.br|json|ttf|jsonc|csl|typ|sh|glsl|ipynb|bib|html';
const PATH = new RegExp(`(?<![\\w./:@-])((?:\\.{1,2}/)*[\\w-]+(?:/[\\w.-]+)+\\.(?:${EXTENSIONS}))(?![\\w/-])`, 'g');
const NOT_THE_REPOSITORY = /^(src\/content|content|dist[\w-]*|node_modules|\.vercel|test-results|playwright-report)\//;
const SOURCES = /\.(md|tsx?|mjs|cjs|js|css)$/;

/**
 * The text of a file where paths are prose: all of a Markdown file, the comments of code.
 * @param {string} file
 * @param {string} text
 */
function prose(file, text) {
  if (file.endsWith('.md')) return text;
  return [...text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\w])\/\/.*$/gm)].map(([comment]) => comment).join('\n');
}

const TOP_FOLDERS = readdirSync('.', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !['node_modules'].includes(entry.name))
  .map((entry) => entry.name);

/**
 * Whether `path`, written in `file`, names a file of the repository (rather than an example of one).
 * @param {string} file
 * @param {string} path
 */
function namesTheRepository(file, path) {
  const [first = ''] = path.split('/');
  return first === '.' || first === '..' || TOP_FOLDERS.includes(first) || existsSync(join(dirname(file), first));
}

const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => SOURCES.test(file) && !file.startsWith('tests/fixtures/') && existsSync(file));
/** @type {string[]} */
const missing = [];
for (const file of files) {
  const text = prose(file, readFileSync(file, 'utf8'));
  for (const [, path = ''] of text.matchAll(PATH)) {
    if (NOT_THE_REPOSITORY.test(path) || !namesTheRepository(file, path)) continue;
    if (existsSync(path) || existsSync(join(dirname(file), path))) continue;
    missing.push(`${file}: names ${path}, which is not in the repository`);
  }
}
if (missing.length > 0) {
  console.error(
    `check-paths: ${missing.length} path${missing.length > 1 ? 's' : ''} naming nothing:\n  ${[...new Set(missing)].join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`check-paths: every path named in ${files.length} files' docs and comments exists`);
