import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { siteLanguages } from '../i18n/site-languages';
import { dateText, readingMinutes, readPosts, summaryOf } from './read-posts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = join(root, 'tests/fixtures/posts');

describe('the fixture posts', () => {
  it('are read newest first, the draft among them, with no problem', () => {
    const { posts, errors } = readPosts(fixtures, (path) => relative(root, path));
    expect(errors).toEqual([]);
    expect(posts.map((post) => [post.slug, post.date, post.draft])).toEqual([
      ['draft-post', '2025-04-01', true],
      ['notebook-post', '2025-03-20', false],
      ['math-post', '2025-03-15', false],
      ['code-blocks', '2025-03-10', false],
      ['image-post', '2025-02-14', false],
      ['long-post', '2024-11-02', false],
      ['hostile-post', '2024-06-01', false],
      ['hostile-notebook', '2024-05-20', false],
    ]);
    const code = posts.find((post) => post.slug === 'code-blocks')!;
    expect(code).toMatchObject({
      title: 'Highlighting code at build time',
      dateText: 'March 10, 2025',
      tags: ['typescript', 'python', 'tooling'],
    });
    expect(code.file).toBe('tests/fixtures/posts/code-blocks.md');
    expect(code.body.startsWith('\nPosts are written in Markdown.')).toBe(true);
  });

  it('give the long post 13 minutes: 2,401 words at 200 a minute, rounded up', () => {
    const source = readFileSync(join(fixtures, 'long-post.md'), 'utf8');
    // counted here without Markdown: every whitespace-separated word of the body but the "##" of headings
    const words = source
      .split(/^---$/m)[2]!
      .split(/\s+/)
      .filter((word) => word !== '' && word !== '##');
    expect(words).toHaveLength(2401);
    expect(
      readPosts(fixtures, (path) => relative(root, path)).posts.find((post) => post.slug === 'long-post')
        ?.readingMinutes,
    ).toBe(13);
  });
});

describe('the reading time of a post', () => {
  // the rates docs/how-it-is-built.md states: 200 words a minute, 400 Chinese characters, 500 Japanese ones
  const times = (text: string, count: number) => Array.from({ length: count }, () => text).join('');

  it('reads Chinese by the character, 400 a minute: 1,000 Han characters take 3 minutes, not 1', () => {
    // ten Han characters and a full stop, a hundred times
    const chinese = times('温度决定检索效果好坏。', 100);
    expect(chinese.match(/\p{Script=Han}/gu)).toHaveLength(1000);
    expect(readingMinutes(chinese, 'zh-Hans')).toBe(Math.ceil(1000 / 400));
    expect(readingMinutes(times('温度决定检索效果好坏。', 41), 'zh-Hans')).toBe(2);
  });

  it('reads Japanese by the character, 500 a minute, kana and Han alike: 495 characters take 1 minute, 506 take 2', () => {
    // eleven characters (katakana, hiragana, Han) and a full stop
    const sentence = 'モデルを小さくしました。';
    expect(sentence.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)).toHaveLength(11);
    expect(readingMinutes(times(sentence, 45), 'ja')).toBe(1);
    expect(readingMinutes(times(sentence, 46), 'ja')).toBe(2);
  });

  it('adds the words of another script in the text at 200 a minute: 800 Han characters and 200 English words', () => {
    const mixed = `${times('温度决定检索效果好坏。', 80)}\n\n${times('softmax temperature ', 100)}`;
    expect(readingMinutes(mixed, 'zh-Hans')).toBe(Math.ceil(800 / 400 + 200 / 200));
  });

  it('reads Thai, written without spaces, by its words as Intl.Segmenter finds them', () => {
    // "ภาษาไทย" is two words (ภาษา, ไทย): 500 times, a thousand words, five minutes at 200 a minute
    expect(readingMinutes(times('ภาษาไทย ', 500), 'th')).toBe(5);
    expect(readingMinutes(times('ภาษาไทย', 500), 'th')).toBe(5);
  });

  it('reads a text with spaces as before: its words between spaces, code token by token', () => {
    const english = times('Contrastive losses learn from the temperature. ', 200);
    expect(readingMinutes(english, 'en')).toBe(Math.ceil(1200 / 200));
    expect(
      readingMinutes(`${times('word ', 150)}\n\n\`\`\`python\n${times('x = torch.exp(s) / tau\n', 25)}\`\`\`\n`),
    ).toBe(
      // 150 words, and 25 lines of 5 tokens with a letter or a digit ("=" and "/" are none): 275 words
      Math.ceil(275 / 200),
    );
  });
});

describe('post validation', () => {
  let dir = '';
  const write = (files: Record<string, string>) => {
    dir = mkdtempSync(join(tmpdir(), 'posts-'));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return readPosts(dir, (path) => relative(join(dir, '..'), path));
  };
  const folder = () => dir.slice(dir.lastIndexOf('/') + 1);
  const post = (front: string, body = 'Text.') => `---\n${front}\n---\n${body}\n`;
  const good = 'title: A title\ndate: 2025-03-04\nsummary: One sentence.';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('accepts a valid post', () => {
    const { posts, errors } = write({ 'a-post.md': post(`${good}\ntags: [a, b]\ndraft: false`) });
    expect(errors).toEqual([]);
    expect(posts[0]).toMatchObject({
      slug: 'a-post',
      title: 'A title',
      tags: ['a', 'b'],
      draft: false,
      readingMinutes: 1,
      bodyLineOffset: 7,
    });
  });

  it('names the file and the field of a missing title, a bad date and an impossible one', () => {
    const { posts, errors } = write({
      'no-title.md': post('date: 2025-03-04\nsummary: One sentence.'),
      'bad-date.md': post('title: T\ndate: 4 March 2025\nsummary: One sentence.'),
      'no-such-day.md': post('title: T\ndate: 2025-02-30\nsummary: One sentence.'),
    });
    expect(posts).toEqual([]);
    expect(errors).toEqual([
      `${folder()}/bad-date.md, field "date": must be a date written YYYY-MM-DD, such as "2025-03-04"`,
      `${folder()}/no-such-day.md, field "date": is not a date in the calendar`,
      `${folder()}/no-title.md, field "title": is required`,
    ]);
  });

  it('rejects a duplicate slug (file names that differ only in case) and a file name that is no slug', () => {
    const { errors } = write({ 'hello.md': post(good), 'Hello.md': post(good) });
    expect(errors).toEqual([
      `${folder()}/Hello.md: the file name is the post's address (/blog/<name>): use lowercase letters, digits and hyphens, such as "my-first-post.md"`,
      `${folder()}/hello.md: duplicate slug "hello" (also ${folder()}/Hello.md); a post's address ignores case`,
    ]);
  });

  it('rejects an empty or long summary, tags that are no list, a draft that is no boolean and an unknown field', () => {
    const { errors } = write({
      'a.md': post(
        `title: T\ndate: 2025-03-04\nsummary: "${'x'.repeat(281)}"\ntags: machine-learning\ndraft: "yes"\nauthor: me`,
      ),
      'b.md': post('title: T\ndate: 2025-03-04\nsummary: "  "'),
    });
    expect(errors).toEqual([
      `${folder()}/a.md, field "summary": must be one or two sentences (at most 280 characters)`,
      `${folder()}/a.md, field "tags": must be a list, such as [machine-learning, python]`,
      `${folder()}/a.md, field "draft": must be true or false`,
      `${folder()}/a.md, field "author": unknown field: the fields are title, date, summary, tags, draft`,
      `${folder()}/b.md, field "summary": must not be empty`,
    ]);
  });

  it('rejects a tag with no letter or digit, once, naming every post that has it; any other is an address', () => {
    const { errors } = write({
      'a.md': post(`${good}\ntags: [AI/ML, python, .NET, '#']`),
      'b.md': post(`${good}\ntags: ['#']`),
      'c.md': post(`${good}\ntags: [Machine Learning, 機械学習, C++]`),
    });
    expect(errors).toEqual([
      `tag "#" (in ${folder()}/a.md, ${folder()}/b.md) can have no page of its own: it has no letter or digit. Write it with one`,
    ]);
  });

  it('rejects a file without front matter, or with front matter that is not YAML', () => {
    const { errors } = write({ 'plain.md': '# Just text\n', 'broken.md': post('title: [unclosed\ndate: 2025-03-04') });
    expect(errors[0]).toMatch(new RegExp(`^${folder()}/broken\\.md, front matter: `));
    expect(errors[1]).toBe(
      `${folder()}/plain.md: must start with front matter between two "---" lines (title, date and summary)`,
    );
  });

  it('rejects a file whose middle part is no language of the site, naming the file and the languages', () => {
    const { posts, errors } = write({ 'hello.pt-br.md': post(good) });
    expect(posts).toEqual([]);
    expect(errors).toEqual([
      `${folder()}/hello.pt-br.md: "pt-br" is no language of the site; a post's file is named after its language, one of en (<slug>.md), the tag in any case`,
    ]);
  });

  it('means no posts when the folder does not exist, and ignores files that are not .md', () => {
    expect(readPosts(join(root, 'no-such-folder'), (path) => relative(root, path))).toEqual({ posts: [], errors: [] });
    expect(write({ 'notes.txt': 'not a post', '.DS_Store': '' })).toEqual({ posts: [], errors: [] });
  });
});

describe('posts in several languages', () => {
  let dir = '';
  const languages = siteLanguages({ languages: ['en', 'pt-BR', 'ar'] });
  const write = (files: Record<string, string>) => {
    dir = mkdtempSync(join(tmpdir(), 'posts-'));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return readPosts(dir, (path) => relative(join(dir, '..'), path), languages);
  };
  const folder = () => dir.slice(dir.lastIndexOf('/') + 1);
  const post = (title: string, date = '2025-03-10') =>
    `---\ntitle: ${title}\ndate: ${date}\nsummary: One sentence.\n---\nText.\n`;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads <slug>.md in the default language and <slug>.<prefix>.md in that language, the date in each one', () => {
    const { posts, errors } = write({
      'drift.md': post('Drift'),
      'drift.pt-br.md': post('Deriva'),
      'notas.pt-br.md': post('Notas', '2025-01-02'),
      'drift.ar.md': post('انجراف'),
    });
    expect(errors).toEqual([]);
    // newest first; a post and its translations in the site's order of languages
    expect(posts.map(({ slug, language, title }) => [slug, language, title])).toEqual([
      ['drift', 'en', 'Drift'],
      ['drift', 'pt-BR', 'Deriva'],
      ['drift', 'ar', 'انجراف'],
      ['notas', 'pt-BR', 'Notas'],
    ]);
    expect(posts.map((post) => post.dateText)).toEqual([
      dateText('2025-03-10', 'en'),
      dateText('2025-03-10', 'pt-BR'),
      dateText('2025-03-10', 'ar'),
      dateText('2025-01-02', 'pt-BR'),
    ]);
    expect(posts[1]!.file).toBe(`${folder()}/drift.pt-br.md`);
  });

  it('rejects a middle part that is no language of the site (the default has none), listing the file name of each', () => {
    const { errors } = write({ 'a.fr.md': post('A'), 'b.en.md': post('B'), 'c.pt.md': post('C') });
    const names = 'en (<slug>.md), pt-BR (<slug>.pt-BR.md), ar (<slug>.ar.md), the tag in any case';
    expect(errors).toEqual([
      `${folder()}/a.fr.md: "fr" is no language of the site; a post's file is named after its language, one of ${names}`,
      `${folder()}/b.en.md: "en" is no language of the site; a post's file is named after its language, one of ${names}`,
      `${folder()}/c.pt.md: "pt" is no language of the site; a post's file is named after its language, one of ${names}`,
    ]);
  });

  it('reads a language tag written in any case: pt-BR, pt-br and PT-BR name one language', () => {
    const { posts, errors } = write({
      'drift.pt-BR.md': post('Deriva'),
      'notas.pt-br.md': post('Notas'),
      'vento.PT-BR.md': post('Vento'),
    });
    expect(errors).toEqual([]);
    expect(posts.map(({ slug, language }) => `${language}/${slug}`)).toEqual([
      'pt-BR/drift',
      'pt-BR/notas',
      'pt-BR/vento',
    ]);
  });

  it('names both files of one post written twice in a language, its tag in two cases', () => {
    const { posts, errors } = write({ 'drift.pt-br.md': post('Deriva'), 'drift.pt-BR.md': post('Deriva') });
    expect(posts.map(({ slug, language }) => `${language}/${slug}`)).toEqual(['pt-BR/drift']);
    expect(errors).toEqual([
      `${folder()}/drift.pt-br.md: the same post in pt-BR as ${folder()}/drift.pt-BR.md ("pt-br" and "pt-BR" are one language: the case of a tag does not matter); keep one`,
    ]);
  });

  it('gives a Japanese or Chinese title, and no other, where its lines may break between phrases', () => {
    const languages = siteLanguages({ languages: ['en', 'ja', 'zh-Hans'] });
    dir = mkdtempSync(join(tmpdir(), 'posts-'));
    writeFileSync(join(dir, 'streaming.md'), post('Streaming speech recognition on a phone'));
    writeFileSync(join(dir, 'streaming.ja.md'), post('スマートフォンで動くストリーミング音声認識'));
    writeFileSync(join(dir, 'streaming.zh-hans.md'), post('在手机上运行的流式语音识别'));
    const { posts, errors } = readPosts(dir, (path) => relative(join(dir, '..'), path), languages);
    expect(errors).toEqual([]);
    const breaks = Object.fromEntries(posts.map((each) => [each.language, summaryOf(each).titleBreaks]));
    expect(breaks.en).toBeUndefined();
    // スマートフォンで | 動く | ストリーミング音声認識: never inside a word
    expect(breaks.ja).toEqual([8, 10]);
    expect(breaks['zh-Hans']?.length).toBeGreaterThan(0);
    for (const offset of breaks['zh-Hans']!)
      expect(
        ['手机', '运行', '语音', '识别'].some((word) => {
          const at = '在手机上运行的流式语音识别'.indexOf(word);
          return offset > at && offset < at + word.length;
        }),
      ).toBe(false);
  });

  it('checks that slugs differ within a language, not across languages', () => {
    const { posts, errors } = write({
      'hello.pt-br.md': post('Olá'),
      'Hello.pt-br.md': post('Olá'),
      'hello.md': post('Hello'),
    });
    expect(posts.map(({ slug, language }) => `${language}/${slug}`)).toEqual(['en/hello']);
    expect(errors).toEqual([
      `${folder()}/Hello.pt-br.md: the file name is the post's address (/blog/<name>): use lowercase letters, digits and hyphens, such as "my-first-post.md"`,
      `${folder()}/hello.pt-br.md: duplicate slug "hello" (also ${folder()}/Hello.pt-br.md); a post's address ignores case`,
    ]);
  });
});

describe('a post date as its page shows it', () => {
  it('is in the language of the post, in UTC; English is written as in the United States', () => {
    expect(dateText('2025-03-10', 'en')).toBe('March 10, 2025');
    expect(dateText('2025-03-10', 'en')).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2025, 2, 10)),
    );
    expect(dateText('2025-03-10', 'pt-BR')).toBe(
      new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2025, 2, 10)),
    );
    expect(dateText('2025-03-10', 'pt-BR')).toContain('2025');
    expect(dateText('2025-03-10', 'pt-BR')).not.toBe(dateText('2025-03-10', 'en'));
    // the first day of a year stays in that year whatever the machine's time zone
    expect(dateText('2025-01-01', 'pt-BR')).toContain('2025');
  });
});
