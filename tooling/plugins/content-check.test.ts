import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blog as sampleBlog } from '../../sample/blog';
import { profile as sample } from '../../sample/profile';
import { projectPageName } from '../../src/shared/content/project-page';
import { loadContent } from '../content/load-content';
import { findContentErrors } from './content-check';

describe('build-time content check', () => {
  it('loads the content files through Vite and finds them valid', async () => {
    expect(findContentErrors(await loadContent())).toEqual([]);
  });
});

/** `vite build` of a copy of the spec-shaped fixture owner's content, changed by `change` (given the copy's folder). */
function buildWith(change: (dir: string) => void): { status: number | null; stderr: string; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  try {
    cpSync('tests/fixtures/content/spec-owner', dir, { recursive: true });
    change(dir);
    const build = spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', join(dir, 'dist')],
      {
        env: { ...process.env, CONTENT_DIR: dir, VITEST: '', NO_COLOR: '1' },
        encoding: 'utf8',
      },
    );
    return { status: build.status, stderr: build.stderr, dir };
  } finally {
    rmSync(dir, { recursive: true });
  }
}

/** The same, its profile.ts changed by `edit`. */
const buildWithProfile = (edit: (text: string) => string) =>
  buildWith((dir) => {
    const profile = join(dir, 'profile.ts');
    writeFileSync(profile, edit(readFileSync(profile, 'utf8')));
  });

// each test runs the bundler on a folder of content (seconds; more on a loaded machine)
describe('a build of invalid content', { timeout: 90_000 }, () => {
  it('stops with the lines that name the problem, and no stack trace', async () => {
    // and a project's story misnamed: the file, and the project it likely means
    const [project] = (await import('../../tests/fixtures/content/spec-owner/projects')).projects;
    const name = projectPageName(project!);
    const { status, stderr, dir } = buildWith((copy) => {
      const profile = join(copy, 'profile.ts');
      writeFileSync(profile, readFileSync(profile, 'utf8').replace(/^\s*welcome:[^\n]*\n(\s+'[^\n]*\n)?/m, ''));
      mkdirSync(join(copy, 'projects'));
      writeFileSync(join(copy, `projects/${name}s.md`), 'The story.\n');
    });
    expect(status).toBe(1);
    expect(stderr.trim()).toBe(
      [
        'Invalid content (2 problems):',
        `  - ${dir}/profile.ts, profile, field "welcome": is required`,
        `  - ${dir}/projects/${name}s.md: no project's page is "${name}s" (its title in lower case with hyphens, or its field "page"): did you mean the project "${project!.title}" (${name}.md)?`,
      ].join('\n'),
    );
  });

  it('of a file that does not parse, names the file and the line, and gives no stack trace', () => {
    const { status, stderr } = buildWithProfile((text) => text.replace(/^(\s*name: '[^']*'),$/m, '$1'));
    expect(status).toBe(1);
    expect(stderr).toMatch(/profile\.ts:\d+:\d+/);
    expect(stderr).not.toMatch(/^\s+at /m);
  });

  it('of a post, a publications.bib or a translation, stops with the lines that name the problem, and no stack trace', () => {
    const post = buildWith((dir) => {
      mkdirSync(join(dir, 'posts'));
      writeFileSync(join(dir, 'posts/bad-date.md'), '---\ntitle: T\ndate: 2025-13-01\nsummary: S.\n---\nText\n');
    });
    expect(post.status).toBe(1);
    expect(post.stderr.trim()).toMatch(/^Invalid posts \(1 problem\):\n {2}- .*posts\/bad-date\.md, field "date": /);
    expect(post.stderr).not.toMatch(/^\s+at /m);

    const bib = buildWith((dir) => writeFileSync(join(dir, 'publications.bib'), '@article{broken, title={T}\n'));
    expect(bib.status).toBe(1);
    expect(bib.stderr.trim()).toMatch(/^Invalid publications \(1 problem\):\n {2}- .*publications\.bib, line \d+/);
    expect(bib.stderr).not.toMatch(/^\s+at /m);

    const translation = buildWith((dir) => {
      const site = join(dir, 'site.ts');
      writeFileSync(
        site,
        readFileSync(site, 'utf8').replace(/url: ('[^']*'),/, "url: $1,\n  languages: ['en', 'pt-BR'],"),
      );
      mkdirSync(join(dir, 'pt-BR'));
      writeFileSync(join(dir, 'pt-BR/profile.ts'), "export const profile = { photo: 'eu.jpg' };\n");
    });
    expect(translation.status).toBe(1);
    expect(translation.stderr.trim()).toBe(
      `Invalid translation (1):\n  - ${translation.dir}/pt-BR/profile.ts, profile, field "photo": not a translatable field (name, tagline, jobTitle, welcome, photoAlt, location, spokenLanguages)`,
    );
  });
});

describe("a build of another owner's content holding the sample's", () => {
  it("stops naming each text of the sample's blog.ts a merge brought in, and each of its pictures", () => {
    const build = buildWith((dir) => {
      cpSync('sample/blog.ts', join(dir, 'blog.ts'));
      cpSync('sample/images/profile-photo.jpg', join(dir, 'images/profile-photo.jpg'));
    });
    expect(build.status).toBe(1);
    const lines = build.stderr.trim().split('\n');
    expect(lines[0]).toMatch(/^The sample owner's content \(\d+ problems\):$/);
    expect(lines).toContain(
      `  - ${build.dir}/blog.ts, blog, field "about": "${sampleBlog.about}" is ${sample.name}'s, from the template's sample content: write your own`,
    );
    expect(lines.filter((line) => line.includes('/blog.ts, blog, field "topics.'))).toHaveLength(
      sampleBlog.topics!.length,
    );
    expect(
      lines.some((line) =>
        line.endsWith(
          `images/profile-photo.jpg is ${sample.name}'s images/profile-photo.jpg from the template's sample content: replace it with your own file or delete it`,
        ),
      ),
    ).toBe(true);
    expect(build.stderr).not.toMatch(/^\s+at /m);
  });
});
