import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textsOf } from '../../packages/check/support/fact-texts.js';
import { siteTextsOf } from '../i18n/site-texts-of.ts';
import { siteFacts, type SiteFacts } from './site-facts.ts';

// What the owner's check knows of a site is JSON: a site built under a sub-path, in two languages, with a post and a
// project's story (a GitHub Pages project site), its texts back as its catalogues give them.

const OWNER = 'tests/fixtures/content/pages-project-owner';

let facts: SiteFacts;
let atRoot: SiteFacts;
const previous = process.env.CONTENT_DIR;
beforeAll(async () => {
  process.env.CONTENT_DIR = OWNER;
  // as the check reads them: written as JSON, read back
  facts = JSON.parse(JSON.stringify(await siteFacts(undefined))) as SiteFacts;
  atRoot = JSON.parse(JSON.stringify(await siteFacts('/'))) as SiteFacts;
}, 60_000);
afterAll(() => {
  if (previous === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = previous;
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
      const catalogue = (await siteTextsOf(tag)).texts as unknown as Record<string, unknown>;
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
