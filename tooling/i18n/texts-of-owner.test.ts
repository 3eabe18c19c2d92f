// @module-tag languages
// @module-tag unshipped-language
// @module-tag default-language-unshipped
// (the shapes of content its outcome depends on, run on the fixture owners that add them: tests/support/shapes.mjs)
import { describe, expect, it } from 'vitest';
import { contentDir, site } from '../../tests/support/site-content';
import { importTypeScript } from '../typescript/import-typescript';
import { SITE_TEXT_KEYS } from './check-site-texts';
import { siteLanguages } from './site-languages';
import { shipsTexts, siteTextsOf, textsFilesOf } from './site-texts-of';

// Each language of the owner's site speaks every text of the site: the template's catalogue, with
// the owner's <tag>/texts.ts over it text by text, or, for a language the template does not ship
// (the default one too), the owner's catalogue alone.

describe('the texts of each language of the owner’s site', () => {
  it.each(siteLanguages(site).map((place) => [place.tag, place] as const))(
    '%s: every text, the owner’s where they wrote one',
    async (_tag, place) => {
      const folder = { dir: contentDir, label: 'content', version: 0 };
      const files = textsFilesOf(folder, place.tag);
      const { texts, problem } = await siteTextsOf(folder, place.tag, place.written);
      expect(problem).toBeUndefined();
      expect(Object.keys(texts).sort()).toEqual([...SITE_TEXT_KEYS].sort());
      if (!shipsTexts(place.tag)) expect(files.map((file) => file.own)).toEqual([true]);
      else expect(files[0]?.own).toBe(false);
      const own = files.find((file) => file.own);
      if (!own) return;
      const written = (await importTypeScript<{ default: Record<string, unknown> }>(own.path)).default;
      for (const [key, value] of Object.entries(written))
        if (typeof value === 'string') expect(texts[key as keyof typeof texts], key).toBe(value);
    },
  );
});
