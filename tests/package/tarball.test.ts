import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, resolve } from 'node:path';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';

// What npm would publish: the site's code, the build, the command, the sample and the owner's guide.
// The files that must stay out are found in the repository itself (its tests, fixtures, benchmarks,
// test runners' settings and the docs written for whoever maintains the template), so a file added
// to any of them is held to the same rule without this test changing.

const template = resolve(import.meta.dirname, '../..');
const run = (command: string, args: readonly string[]) =>
  execFileSync(command, args, { cwd: template, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

const packed: readonly string[] = (
  JSON.parse(run('npm', ['pack', '--dry-run', '--json'])) as [{ files: { path: string }[] }]
)[0].files.map(({ path }) => path);
const repository = run('git', ['ls-files', '-z']).split('\0').filter(Boolean);
const text = (file: string) => readFileSync(join(template, file), 'utf8');

/** The Markdown links of a file that lead to a file (not a web address, not a heading of the same file). */
function fileLinks(file: string): string[] {
  const targets: string[] = [];
  visit(unified().use(remarkParse).parse(text(file)), ['link', 'definition', 'image'], (node) => {
    if ('url' in node) targets.push(node.url.split('#')[0] ?? '');
  });
  return targets.filter((target) => target !== '' && !/^[a-z][a-z+.-]*:/i.test(target));
}

/** A link of `file` as a path from the package's root. */
const linked = (file: string, target: string) => normalize(join(dirname(file), target)).replace(/\/$/, '');

/** The owner's guide: docs/owners.md and every Markdown file it leads to, however indirectly. */
function ownersGuide(): Set<string> {
  const guide = new Set<string>();
  const next = ['docs/owners.md'];
  for (let file = next.pop(); file !== undefined; file = next.pop()) {
    if (guide.has(file)) continue;
    guide.add(file);
    next.push(
      ...fileLinks(file)
        .map((target) => linked(file, target))
        .filter((path) => path.endsWith('.md')),
    );
  }
  return guide;
}

const isTest = (file: string) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(file);
/** A test runner's settings, named as Vitest, Playwright and Lighthouse CI look for them. */
const isRunnerSettings = (file: string) =>
  /(^|\/)((vitest|playwright)(\.[\w-]+)*\.config\.[cm]?[jt]s|lighthouserc\.[cm]?js)$/.test(file);
/** The folders of tests, their fixtures and the benchmarks: those whose every file serves them. */
const TEST_FOLDERS = ['tests/', 'bench/'];

describe('the packed package', () => {
  it('holds no test, fixture, benchmark or test runner’s settings of the repository', () => {
    const kept = repository.filter(
      (file) =>
        isTest(file) ||
        TEST_FOLDERS.some((folder) => file.startsWith(folder)) ||
        file.split('/').includes('fixtures') ||
        isRunnerSettings(file),
    );
    // the rule finds what it should: the repository has each kind of file
    expect(kept.some(isTest)).toBe(true);
    expect(kept.some(isRunnerSettings)).toBe(true);
    expect(packed.filter((file) => kept.includes(file) || isTest(file))).toEqual([]);
  });

  it('holds, of the Markdown, the package’s page, the owner’s guide, the site’s README and notices of licence only', () => {
    const guide = ownersGuide();
    const allowed = (file: string) =>
      file === 'README.md' ||
      guide.has(file) ||
      file.startsWith('cli/site-files/') ||
      // a notice: where vendored files come from and their licence
      /^## Licen[cs]e$/m.test(text(file));
    const maintainers = repository.filter((file) => file.endsWith('.md') && !allowed(file));
    expect(maintainers).toContain('AGENTS.md');
    expect(packed.filter((file) => maintainers.includes(file))).toEqual([]);
    expect([...guide].filter((file) => !packed.includes(file))).toEqual([]);
  });

  it('holds every file its Markdown leads an owner to', () => {
    const broken = packed
      .filter((file) => file.endsWith('.md'))
      .flatMap((file) =>
        fileLinks(file).flatMap((target) => {
          // the site's README links from the site's folder: its own content/, and the package's files
          if (file.startsWith('cli/site-files/')) {
            const inPackage = /^node_modules\/particle-portfolio\/(.+)$/.exec(target)?.[1];
            return inPackage === undefined || packed.includes(inPackage) ? [] : [`${file} → ${target}`];
          }
          const path = linked(file, target);
          return packed.includes(path) || packed.some((other) => other.startsWith(`${path}/`))
            ? []
            : [`${file} → ${target}`];
        }),
      );
    // the package's page is read on the registry, whose links lead into the repository
    expect(broken.filter((link) => !link.startsWith('README.md '))).toEqual([]);
  });
});
