/** @vitest-environment jsdom */
// An owner's site in an older shape taken through the documented upgrade, end to end: a copy of the
// project with the owner's files of an older release in src/content/ and public/, `npm run build`
// (which stops and names the command), `npm run upgrade`, the steps it leaves to the owner,
// `npm run upgrade -- --check` (nothing left), `npm run build`, and the built home page.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject } from './project-copy.mjs';

const OLD_CONTENT = 'tests/fixtures/old-content';
const copies = join(tmpdir(), 'portfolio-upgrade');
afterAll(() => rmSync(copies, { recursive: true, force: true }));

// the caller's choice of content, output or mode is not the copy's
const NOT_PASSED_ON = [
  'CONTENT_DIR',
  'DIST_DIR',
  'BASE_PATH',
  'POSTS_DIR',
  'VITEST',
  'VITEST_POOL_ID',
  'VITEST_WORKER_ID',
  'NODE_ENV',
];

/** An npm script in the copy, as the owner runs it. */
function npm(dir: string, ...args: string[]): { status: number | null; output: string } {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !NOT_PASSED_ON.includes(name)));
  const result = spawnSync('npm', ['run', ...args], { cwd: dir, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

interface Entry {
  year: string;
  role: string;
  company: string;
}

/** The owner's words as the older release's files hold them (their imports of types are erased). */
async function ownerWords(content: string) {
  const load = async <T>(name: string) =>
    ((await import(pathToFileURL(resolve(content, `${name}.ts`)).href)) as Record<string, T>)[name] as T;
  return {
    profile: await load<{ name: string; tagline: string }>('profile'),
    entries: [...(await load<Entry[]>('experience')), ...(await load<Entry[]>('research'))],
    projects: await load<{ title: string }[]>('projects'),
    technologies: await load<{ name: string; icon: string | (() => unknown) }[]>('technologies'),
  };
}

describe.each([
  // the content as first typed: site.ts, which it lacks, asks the owner for the site's address
  { shape: 'first-typed', resume: 'public/resume.pdf' },
  { shape: 'year-and-build-schema', resume: 'src/content/resume.pdf' },
])("an owner's site in the $shape shape", ({ shape, resume }) => {
  it(
    'builds after `npm run upgrade`, with the owner’s words on its home page',
    async () => {
      const owner = join(OLD_CONTENT, shape);
      const dir = copyProject(join(copies, shape), {
        content: join(owner, 'src/content'),
        publicFiles: join(owner, 'public'),
      });

      const stopped = npm(dir, 'build');
      expect(stopped.status).not.toBe(0);
      expect(stopped.output).toContain('src/content is in an older shape: run `npm run upgrade`, which\n  - ');

      const upgraded = npm(dir, 'upgrade');
      expect(upgraded.status, upgraded.output).toBe(0);
      expect(upgraded.output).toContain("Upgraded src/content to today's shape:");
      // the step left to the owner: the site's address, which no file of the first shape held
      if (upgraded.output.includes("write your site's address as url")) {
        const site = join(dir, 'src/content/site.ts');
        writeFileSync(site, readFileSync(site, 'utf8').replace("url: ''", "url: 'https://owner.example.dev/'"));
      }

      const checked = npm(dir, 'upgrade', '--', '--check');
      expect(checked.status, checked.output).toBe(0);
      expect(checked.output).toContain("src/content is in today's shape: nothing to upgrade.");

      const built = npm(dir, 'build');
      expect(built.status, built.output).toBe(0);
      const document = new DOMParser().parseFromString(readFileSync(join(dir, 'dist/index.html'), 'utf8'), 'text/html');
      const page = document.body.textContent ?? '';
      const words = await ownerWords(join(owner, 'src/content'));
      expect(page).toContain(words.profile.name);
      expect(page).toContain(words.profile.tagline);
      for (const entry of words.entries)
        for (const text of [entry.year, entry.role, entry.company]) expect(page).toContain(text);
      for (const { title } of words.projects) expect(page).toContain(title);
      // each technology's icon, by name: the one its component (a react-icons function of that name) drew
      const icons = [...document.querySelectorAll('#technologies svg[role="img"]')].map((svg) => ({
        name: svg.getAttribute('aria-label'),
        icon: svg.querySelector('use')?.getAttribute('href')?.split('#')[1],
      }));
      expect(icons).toEqual(
        words.technologies.map(({ name, icon }) => ({ name, icon: typeof icon === 'string' ? icon : icon.name })),
      );
      expect(readFileSync(join(dir, 'dist/resume.pdf'))).toEqual(readFileSync(join(owner, resume)));
    },
    20 * 60_000,
  );
});
