import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { OwnerFiles } from '../../tests/support/owner-files';
import { upgrade } from './upgrade';

let owner: OwnerFiles;
beforeEach(() => vi.stubEnv('CONTENT_DIR', ''));
afterEach(() => owner.remove());

const EXPERIENCE = `import type { TimelineEntry } from '@/build/content/schema';

export const experience: TimelineEntry[] = [{ year: '2024', role: 'Engineer', company: 'Acme', description: [], technologies: [] }];
`;

function run(args: string[]): { code: number; lines: string[] } {
  const lines: string[] = [];
  const code = upgrade(args, { root: owner.root }, (line) => lines.push(line));
  return { code, lines };
}

it('--check says per file what the upgrade would change, writes nothing, and fails', () => {
  owner = new OwnerFiles({ 'src/content/experience.ts': EXPERIENCE, 'public/og-image.png': 'old' });
  const { code, lines } = run(['--check']);
  expect(code).toBe(1);
  expect(lines).toEqual([
    'src/content is in an older shape: `npm run upgrade` would change these files:',
    '  src/content/experience.ts',
    "    - imports from 'particle-portfolio/content' (was '@/build/content/schema')",
    '    - year renamed period in entry 1',
    '  public/og-image.png',
    "    - yours, moved to kept-by-upgrade/public/og-image.png: the build draws it from profile.ts (logo, name, job title) and site.ts's address; delete it there once you have no use for it",
  ]);
  expect(owner.read('src/content/experience.ts')).toBe(EXPERIENCE);
  expect(owner.exists('public/og-image.png')).toBe(true);
});

it('upgrades the folder, says what it changed and what is left to do, and a second run finds nothing', () => {
  owner = new OwnerFiles({
    'src/content/experience.ts': EXPERIENCE,
    'src/content/profile.ts': "export const profile = { name: 'Ada', tagline: 'Engineer' };\n",
  });
  const { code, lines } = run([]);
  expect(code).toBe(0);
  expect(lines[0]).toBe("Upgraded src/content to today's shape:");
  expect(lines).toContain('  src/content/site.ts');
  expect(lines).toContain('Left for you to do by hand:');
  expect(lines.at(-1)).toBe('Then `npm run build` checks every field and names any problem left.');
  expect(readFileSync(`${owner.root}/src/content/experience.ts`, 'utf8')).toContain("period: '2024'");
  expect(run(['--check'])).toEqual({ code: 0, lines: ["src/content is in today's shape: nothing to upgrade."] });
  expect(run([])).toEqual({ code: 0, lines: ["src/content is in today's shape: nothing to upgrade."] });
});

it('upgrades the folder CONTENT_DIR names, and says how it is used when given anything else', () => {
  owner = new OwnerFiles({ 'owners/ada/experience.ts': EXPERIENCE });
  vi.stubEnv('CONTENT_DIR', 'owners/ada');
  expect(run(['--check']).lines[0]).toBe(
    'owners/ada is in an older shape: `npm run upgrade` would change these files:',
  );
  expect(run(['--force'])).toEqual({ code: 2, lines: ['usage: npm run upgrade [-- --check]'] });
  expect(owner.read('owners/ada/experience.ts')).toBe(EXPERIENCE);
});

it('names a slot written for another contract than the release’s, for the owner to change by hand', () => {
  const footer = 'export const contract = 0;\nexport default function Footer() {\n  return null;\n}\n';
  owner = new OwnerFiles({
    'content/site.ts': "export const site = { url: 'https://ada.example/' };\n",
    'content/slots/footer.tsx': footer,
  });
  vi.stubEnv('CONTENT_DIR', 'content');
  const named = [
    'content: left for you to do by hand:',
    '  content/slots/footer.tsx',
    "    - written for contract 0 of the footer slot, and this release's is 1. Change the file, then set `contract = 1`",
  ];
  expect(run(['--check'])).toEqual({ code: 1, lines: named });
  const { code, lines } = run([]);
  expect(code).toBe(0);
  expect(lines.slice(0, named.length)).toEqual(named);
  expect(owner.read('content/slots/footer.tsx')).toBe(footer);
});
