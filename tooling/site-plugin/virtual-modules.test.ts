import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot, siteContext } from '../context/site-context.mjs';
import { siteLanguages } from '../i18n/site-languages';
import { readSiteModel } from '../model/read-site-model';
import { TEMPLATE_STYLESHEETS } from '../outputs/template-files';
import {
  declaredId,
  type ModuleTarget,
  VIRTUAL_MODULES,
  VIRTUAL_TYPES_FILE,
  virtualModuleOf,
  virtualModuleTypes,
} from './virtual-modules';

describe("the table of the site's virtual modules", () => {
  it('is what src/virtual-modules.d.ts declares (`npm run virtual-types` writes it)', () => {
    expect(readFileSync(join(packageRoot, VIRTUAL_TYPES_FILE), 'utf8')).toBe(virtualModuleTypes());
  });

  it('declares each module once', () => {
    const ids = VIRTUAL_MODULES.map(declaredId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names only the template's stylesheets that exist", () => {
    for (const path of Object.values(TEMPLATE_STYLESHEETS)) expect(existsSync(path), path).toBe(true);
  });

  it("answers each member of a family by its id, and nothing for a member the site does not have: a language's virtual:languages/<tag>", async () => {
    const context = siteContext({ site: packageRoot, content: 'tests/fixtures/content/multilingual-owner' });
    const { model, problems } = await readSiteModel(context, { serve: false });
    expect(problems).toEqual([]);
    const target: ModuleTarget = {
      consumer: 'client',
      command: 'build',
      base: '/',
      emitFile: () => {},
      warn: () => {},
    };
    const tags = siteLanguages(model!.content.site).map(({ tag }) => tag);
    expect(tags.length).toBeGreaterThan(1);
    for (const tag of tags) {
      const load = virtualModuleOf(`virtual:languages/${tag}`);
      expect(load, tag).toBeDefined();
      expect(await load!(model!, target), tag).toContain(`"tag":${JSON.stringify(tag)}`);
    }
    expect(await virtualModuleOf('virtual:languages/xx')!(model!, target)).toBeUndefined();
    // the family's start alone, or an id of no entry, is no module of the table
    expect(virtualModuleOf('virtual:languages/')).toBeUndefined();
    expect(virtualModuleOf('virtual:no-such-module')).toBeUndefined();
    expect(virtualModuleTypes()).toContain("declare module 'virtual:languages/*' {");
  });
});
