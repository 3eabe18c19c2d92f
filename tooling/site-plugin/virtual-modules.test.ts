import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../context/site-context.mjs';
import { TEMPLATE_STYLESHEETS } from '../outputs/template-files';
import { VIRTUAL_MODULES, VIRTUAL_TYPES_FILE, virtualModuleTypes } from './virtual-modules';

describe("the table of the site's virtual modules", () => {
  it('is what src/virtual-modules.d.ts declares (`npm run virtual-types` writes it)', () => {
    expect(readFileSync(join(packageRoot, VIRTUAL_TYPES_FILE), 'utf8')).toBe(virtualModuleTypes());
  });

  it('declares each module once', () => {
    const ids = VIRTUAL_MODULES.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names only the template's stylesheets that exist", () => {
    for (const path of Object.values(TEMPLATE_STYLESHEETS)) expect(existsSync(path), path).toBe(true);
  });
});
