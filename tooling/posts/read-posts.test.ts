import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { readPosts } from './read-posts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = join(root, 'tests/fixtures/posts');

describe('the fixture posts', () => {
  it('are read newest first, the draft among them, with no problem', () => {
    const { posts, errors } = readPosts(fixtures, root);
    expect(errors).toEqual([]);
    expect(posts.map((post) => [post.slug, post.date, post.draft])).toEqual([
      ['draft-post', '2025-04-01', true],
      ['code-blocks', '2025-03-10', false],
      ['image-post', '2025-02-14', false],
      ['long-post', '2024-11-02', false],
      ['hostile-post', '2024-06-01', false],
    ]);
    const code = posts.find((post) => post.slug === 'code-blocks')!;
    expect(code).toMatchObject({ title: 'Highlighting code at build time', dateText: 'March 10, 2025', tags: ['typescript', 'python', 'tooling'] });
    expect(code.file).toBe('tests/fixtures/posts/code-blocks.md');
    expect(code.body.startsWith('\nPosts are written in Markdown.')).toBe(true);
  });

  it('give the long post 13 minutes: 2,401 words at 200 a minute, rounded up', () => {
    const source = readFileSync(join(fixtures, 'long-post.md'), 'utf8');
    // counted here without Markdown: every whitespace-separated word of the body but the "##" of headings
    const words = source.split(/^---$/m)[2]!.split(/\s+/).filter((word) => word !== '' && word !== '##');
    expect(words).toHaveLength(2401);
    expect(readPosts(fixtures, root).posts.find((post) => post.slug === 'long-post')?.readingMinutes).toBe(13);
  });
});

describe('post validation', () => {
  let dir = '';
  const write = (files: Record<string, string>) => {
    dir = mkdtempSync(join(tmpdir(), 'posts-'));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return readPosts(dir, join(dir, '..'));
  };
  const folder = () => dir.slice(dir.lastIndexOf('/') + 1);
  const post = (front: string, body = 'Text.') => `---\n${front}\n---\n${body}\n`;
  const good = 'title: A title\ndate: 2025-03-04\nsummary: One sentence.';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('accepts a valid post', () => {
    const { posts, errors } = write({ 'a-post.md': post(`${good}\ntags: [a, b]\ndraft: false`) });
    expect(errors).toEqual([]);
    expect(posts[0]).toMatchObject({ slug: 'a-post', title: 'A title', tags: ['a', 'b'], draft: false, readingMinutes: 1, bodyLineOffset: 7 });
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
      'a.md': post(`title: T\ndate: 2025-03-04\nsummary: "${'x'.repeat(281)}"\ntags: machine-learning\ndraft: "yes"\nauthor: me`),
      'b.md': post('title: T\ndate: 2025-03-04\nsummary: "  "'),
    });
    expect(errors).toEqual([
      `${folder()}/a.md, field "summary": must be one or two sentences (at most 280 characters)`,
      `${folder()}/a.md, field "tags": must be a list, such as [machine-learning, python]`,
      `${folder()}/a.md, field "draft": must be true or false`,
      expect.stringMatching(new RegExp(`^${folder()}/a\\.md, field "\\(the front matter itself\\)": .*author`)),
      `${folder()}/b.md, field "summary": must not be empty`,
    ]);
  });

  it('rejects a file without front matter, or with front matter that is not YAML', () => {
    const { errors } = write({ 'plain.md': '# Just text\n', 'broken.md': post('title: [unclosed\ndate: 2025-03-04') });
    expect(errors[0]).toMatch(new RegExp(`^${folder()}/broken\\.md, front matter: `));
    expect(errors[1]).toBe(`${folder()}/plain.md: must start with front matter between two "---" lines (title, date and summary)`);
  });

  it('means no posts when the folder does not exist, and ignores files that are not .md', () => {
    expect(readPosts(join(root, 'no-such-folder'), root)).toEqual({ posts: [], errors: [] });
    expect(write({ 'notes.txt': 'not a post', '.DS_Store': '' })).toEqual({ posts: [], errors: [] });
  });
});
