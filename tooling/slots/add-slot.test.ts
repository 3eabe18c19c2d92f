import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshRead } from '../content/content-folder';
import { addSlot } from './add-slot';
import { SLOT_CONTRACTS, type SlotName } from './slot-contracts';
import { readSlots } from './read-slots';

// `particle-portfolio slot <name>` in a site: the slot's file, of this release's contract, which the build reads
// without a problem and the owner's typecheck passes; never over a file already there.

const SLOTS = Object.keys(SLOT_CONTRACTS) as SlotName[];
const require = createRequire(import.meta.url);

let site: string;
beforeEach(() => {
  site = mkdtempSync(join(tmpdir(), 'add-slot-'));
  writeFileSync(join(site, 'package.json'), '{ "name": "a-site", "private": true }\n');
  // a site that installs the template, whose content folder is content/ (tooling/content/folder.mjs)
  vi.stubEnv('PORTFOLIO_SITE', site);
  vi.stubEnv('CONTENT_DIR', '');
  cpSync('sample/profile.ts', join(site, 'content/profile.ts'));
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(site, { recursive: true, force: true });
});

function run(args: string[]): { code: number; lines: string[] } {
  const lines: string[] = [];
  const code = addSlot(args, { root: site }, (line) => lines.push(line));
  return { code, lines };
}

/** The typecheck of the site's content as `npm run check` runs it: the site's options, the package's types. */
function typeErrors(files: string[]): string[] {
  const { config } = ts.readConfigFile(resolve('tsconfig.site.json'), ts.sys.readFile);
  const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, site);
  const reactTypes = dirname(require.resolve('@types/react/package.json'));
  const program = ts.createProgram(files, {
    ...options,
    // where a site's node_modules would have them: the package's public API and React's types
    paths: {
      'particle-portfolio/slots': [resolve('src/ui/slot-props.ts')],
      'particle-portfolio/content': [resolve('src/shared/content/public.ts')],
      react: [join(reactTypes, 'index.d.ts')],
      'react/jsx-runtime': [join(reactTypes, 'jsx-runtime.d.ts')],
    },
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('particle-portfolio slot', () => {
  it(
    'writes each slot, which the build reads without a problem and the typecheck passes',
    { timeout: 60_000 },
    async () => {
      for (const slot of SLOTS) {
        const { code, lines } = run([slot]);
        expect(code, slot).toBe(0);
        expect(lines).toEqual([expect.stringContaining(`content/slots/${SLOT_CONTRACTS[slot].file}`)]);
      }
      const { slots, problems } = await readSlots(freshRead(join(site, 'content'), 'content'));
      expect(problems).toEqual([]);
      expect(Object.keys(slots.components).sort()).toEqual(
        SLOTS.filter((slot) => SLOT_CONTRACTS[slot].file.endsWith('.tsx')).sort(),
      );
      expect(slots.stylesheet?.path).toBe(join(site, 'content/slots/styles.css'));
      const sources = SLOTS.map((slot) => join(site, 'content/slots', SLOT_CONTRACTS[slot].file)).filter(
        (file) => !file.endsWith('.css'),
      );
      expect(typeErrors(sources)).toEqual([]);
    },
  );

  it('writes no file over one already there', () => {
    expect(run(['footer']).code).toBe(0);
    const path = join(site, 'content/slots/footer.tsx');
    writeFileSync(path, 'export const contract = 1;\nexport default () => null;\n');
    expect(run(['footer.tsx'])).toEqual({
      code: 1,
      lines: ['content/slots/footer.tsx is there already: nothing written'],
    });
    expect(readFileSync(path, 'utf8')).toBe('export const contract = 1;\nexport default () => null;\n');
  });

  it('names the slots, and the one a name likely misspells', () => {
    const { code, lines } = run(['heder']);
    expect(code).toBe(2);
    expect(lines).toEqual([expect.stringMatching(/^"heder" is no slot \(did you mean header\?\): the slots are /)]);
    for (const slot of SLOTS) expect(lines[0]).toContain(slot);
    expect(run([]).code).toBe(2);
  });
});
