import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { textsOf } from '../../packages/check/support/fact-texts.js';
import { packageRoot, siteContext } from '../context/site-context.mjs';
import { siteTextsOf } from '../i18n/site-texts-of.ts';
import { readSiteModel } from '../model/read-site-model.ts';
import { siteFacts } from './site-facts.ts';
import type { SiteFacts } from './site-facts-types.ts';

// What the owner's check knows of a site is JSON: a site built under a sub-path, in two languages, with a post and a
// project's story (a GitHub Pages project site), its texts back as its catalogues give them.

const OWNER = 'tests/fixtures/content/pages-project-owner';

/** The facts of the owner's site built under `basePath` (its url's without one), as the check reads them: written as JSON, read back. */
async function factsOf(basePath: string | undefined): Promise<SiteFacts> {
  const { model, problems } = await readSiteModel(siteContext({ site: packageRoot, content: OWNER, basePath }), {
    serve: false,
  });
  if (!model) throw new Error(problems.join('\n'));
  return JSON.parse(JSON.stringify(siteFacts(model))) as SiteFacts;
}

let facts: SiteFacts;
let atRoot: SiteFacts;
beforeAll(async () => {
  facts = await factsOf(undefined);
  atRoot = await factsOf('/');
});

describe('the facts of a site for its check', () => {
  it('say where it lives and the path it is built under: its url’s, or the one the build was given', () => {
    expect(facts.url).toBe('https://haruto-sato-fixture.github.io/portfolio/');
    expect(facts.base).toBe('/portfolio/');
    expect(atRoot.base).toBe('/');
    expect(facts.contentLabel).toBe(OWNER);
  });

  it('name its languages with their pages’ folders, and its published posts from the site’s folder', () => {
    expect(facts.languages.map(({ tag, prefix, dir }) => [tag, prefix, dir])).toEqual([
      ['en', '', 'ltr'],
      ['ja', 'ja', 'ltr'],
    ]);
    expect(facts.languages[1]?.translation).toHaveProperty('profile.name', '佐藤陽翔');
    expect(facts.posts.map(({ file, slug, language }) => [file, slug, language])).toEqual([
      [`${OWNER}/posts/safe-exploration.md`, 'safe-exploration', 'en'],
      [`${OWNER}/posts/safe-exploration.ja.md`, 'safe-exploration', 'ja'],
    ]);
    // each project's page is its title made into an address
    expect(facts.projectPageNames).toEqual(['safe-arm', 'cell-monitor']);
  });

  it('give each language’s texts back as its catalogue gives them, its words in place and its counts at the site’s numbers', async () => {
    for (const { tag, texts } of facts.languages) {
      const catalogue = (await siteTextsOf({ dir: join(packageRoot, OWNER), label: OWNER, version: 0 }, tag))
        .texts as unknown as Record<string, unknown>;
      const read = textsOf(texts) as unknown as Record<string, unknown>;
      for (const [name, text] of Object.entries(catalogue)) {
        if (typeof text === 'string') expect(read[name], `${tag} ${name}`).toBe(text);
      }
      const words = (name: string, ...args: string[]) => [
        (read[name] as (...args: string[]) => string)(...args),
        (catalogue[name] as (...args: string[]) => string)(...args),
      ];
      for (const name of ['sectionLink', 'greeting', 'switchLanguage', 'projectPicture']) {
        const [back, written] = words(name, 'Safe «Arm» & co');
        expect(back, `${tag} ${name}`).toBe(written);
      }
      const [back, written] = words('postLinkName', 'Next', 'Exploring safely');
      expect(back).toBe(written);
      for (const { readingMinutes } of facts.posts)
        expect((read.readingTime as (count: number) => string)(readingMinutes)).toBe(
          (catalogue.readingTime as (count: number) => string)(readingMinutes),
        );
    }
  });
});
