// @module-tag no-spaces
// @module-tag posts
// (the shapes of content its outcome depends on, run on the fixture owners that add them: tests/support/shapes.mjs)
import { existsSync } from 'node:fs';
import { contextFromEnvironment } from '../../tooling/context/site-context.mjs';
import { describe, expect, it } from 'vitest';
import { site } from '../../tests/support/site-content';
import { siteLanguages } from '../i18n/site-languages';
import { readPosts } from './read-posts';

// Each of the owner's posts reads in the time its own words and characters take at the rates
// docs/how-it-is-built.md states ("Reading time"): 200 words a minute, and Chinese and Japanese by
// the character, 400 and 500 a minute. Counted here from the post's text with the letters' scripts
// alone, not with the build's word breaking, so the count may differ from the build's by a word or
// a formula's symbol: the minutes must agree within a tenth of a minute either side.

const RATES = { words: 200, chinese: 400, japanese: 500 };
const BY_CHARACTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const hasCharacters = (text: string) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text);

const posts = existsSync(contextFromEnvironment(process.env).postsDir)
  ? readPosts(contextFromEnvironment(process.env).postsDir, (path) => path, siteLanguages(site)).posts.filter(
      (post) => !post.notebook,
    )
  : [];

/** Minutes a post's body takes: its Han and kana characters by the character, every other run of letters or digits as a word. */
function expectedMinutes(body: string, tag: string): number {
  const characters = body.match(BY_CHARACTER)?.length ?? 0;
  const words = body.replace(BY_CHARACTER, ' ').match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  const perMinute = new Intl.Locale(tag).language === 'ja' ? RATES.japanese : RATES.chinese;
  return words / RATES.words + characters / perMinute;
}

describe('the reading time of each of the owner’s posts', () => {
  it.runIf(posts.length > 0).each(posts.map((post) => [post.file, post] as const))(
    '%s: its words and its characters at the stated rates',
    (_file, post) => {
      const minutes = expectedMinutes(post.body, post.language);
      expect(post.readingMinutes).toBeGreaterThanOrEqual(Math.max(1, Math.ceil(minutes - 0.1)));
      expect(post.readingMinutes).toBeLessThanOrEqual(Math.max(1, Math.ceil(minutes + 0.1)));
    },
  );

  it.runIf(posts.some((post) => hasCharacters(post.body)))(
    'of one written without spaces is more than its whitespace-separated runs would give',
    () => {
      // the bug this guards: a post of 1,100 Chinese characters read as 35 "words", "1 min"
      for (const post of posts.filter(({ body }) => (body.match(BY_CHARACTER)?.length ?? 0) > 600)) {
        const runs = post.body.split(/\s+/).filter((run) => /[\p{L}\p{N}]/u.test(run)).length;
        expect(post.readingMinutes, post.file).toBeGreaterThan(Math.max(1, Math.ceil(runs / RATES.words)));
      }
    },
  );
});
