import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { canonicalTag } from '../../src/shared/i18n/language-tag';
import { readPosts } from '../posts/read-posts';
import { languageFolderIn } from './language-folder';
import { siteLanguages } from './site-languages';

// A language tag's case carries no meaning (BCP 47): site.ts, a language's folder of the content
// and a post's file name may write "zh-Hans" or "zh-hans" and mean one language. Each is read in
// its canonical form; messages name the form the owner wrote.

describe('a language tag written in any case', () => {
  it('is read in its canonical form, and nothing that is no tag is', () => {
    expect(['zh-hans', 'ZH-HANS', 'zh-Hans', 'pt-br', 'EN'].map(canonicalTag)).toEqual([
      'zh-Hans',
      'zh-Hans',
      'zh-Hans',
      'pt-BR',
      'en',
    ]);
    expect(['', 'zh_Hans', 'not a tag'].map(canonicalTag)).toEqual([undefined, undefined, undefined]);
  });

  it('in site.ts: the pages’ lang is canonical, the folder lower case, messages say it as written', () => {
    expect(siteLanguages({ languages: ['en', 'zh-hans', 'PT-BR'] })).toEqual([
      { tag: 'en', written: 'en', prefix: '', dir: 'ltr' },
      { tag: 'zh-Hans', written: 'zh-hans', prefix: 'zh-hans', dir: 'ltr' },
      { tag: 'pt-BR', written: 'PT-BR', prefix: 'pt-br', dir: 'ltr' },
    ]);
  });

  it('names a language’s folder of the content, whatever case it is written in', () => {
    const folders = ['images', 'posts', 'zh-hans', 'pt-BR'];
    expect(languageFolderIn(folders, 'zh-Hans', 'src/content')).toEqual({ folder: 'zh-hans' });
    expect(languageFolderIn(folders, 'pt-BR', 'src/content')).toEqual({ folder: 'pt-BR' });
    expect(languageFolderIn(folders, 'de', 'src/content')).toEqual({ folder: undefined });
  });

  it('stops the build on two folders of one language, naming both', () => {
    expect(languageFolderIn(['zh-Hans', 'zh-hans'], 'zh-Hans', 'src/content')).toEqual({
      problem:
        'src/content/zh-Hans/ and src/content/zh-hans/ are two folders of one language (zh-Hans; the case of a language tag does not matter): keep one',
    });
  });

  describe('in a post’s file name', () => {
    let dir = '';
    const post = (title: string) => `---\ntitle: ${title}\ndate: 2024-05-12\nsummary: One sentence.\n---\nText.\n`;
    const write = (languages: string[], files: Record<string, string>) => {
      dir = mkdtempSync(join(tmpdir(), 'posts-'));
      for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
      return readPosts(dir, (path) => relative(join(dir, '..'), path), siteLanguages({ languages }));
    };
    const folder = () => dir.slice(dir.lastIndexOf('/') + 1);
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('finds the post’s language as site.ts writes it or in lower case', () => {
      for (const written of ['zh-Hans', 'zh-hans']) {
        const { posts, errors } = write(['en', written], {
          'softmax.md': post('Softmax'),
          [`softmax.${written}.md`]: post('温度'),
        });
        expect(errors, written).toEqual([]);
        expect(
          posts.map(({ slug, language }) => `${language}/${slug}`),
          written,
        ).toEqual(['en/softmax', 'zh-Hans/softmax']);
        rmSync(dir, { recursive: true, force: true });
      }
      const { posts } = write(['en', 'zh-hans'], { 'softmax.zh-Hans.md': post('温度') });
      expect(posts.map(({ language }) => language)).toEqual(['zh-Hans']);
    });

    it('names the file names a post may have, the tags as site.ts writes them', () => {
      const { errors } = write(['en', 'zh-hans'], { 'softmax.zh-Hant.md': post('溫度') });
      expect(errors).toEqual([
        `${folder()}/softmax.zh-Hant.md: "zh-Hant" is no language of the site; a post's file is named after its language, one of en (<slug>.md), zh-hans (<slug>.zh-hans.md), the tag in any case`,
      ]);
    });

    it('names both files of one post in one language, its tag written in two cases', () => {
      const { posts, errors } = write(['en', 'zh-Hans'], {
        'softmax.zh-Hans.md': post('温度'),
        'softmax.zh-hans.md': post('温度'),
      });
      expect(posts).toHaveLength(1);
      expect(errors).toEqual([
        `${folder()}/softmax.zh-hans.md: the same post in zh-Hans as ${folder()}/softmax.zh-Hans.md ("zh-hans" and "zh-Hans" are one language: the case of a tag does not matter); keep one`,
      ]);
    });
  });
});
