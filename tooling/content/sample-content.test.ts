import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CONTENT_DIR } from '../context/site-context.mjs';
import { readContentFiles } from './read-content-files';
import { readSampleOwner, sampleLeftIn, type SampleOwner } from './sample-content';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A content folder's files, read as the site model reads them (each read afresh: a test rewrites a file). */
let reads = 0;
const contentOf = async (dir: string) => (await readContentFiles({ dir, label: dir, version: ++reads })).content;

let sample: SampleOwner;
let copy: string;
beforeAll(async () => {
  sample = (await readSampleOwner(root))!;
  copy = mkdtempSync(join(tmpdir(), 'sample-copy-'));
  cpSync(join(root, SAMPLE_CONTENT_DIR), copy, { recursive: true });
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const leftIn = async (dir: string) =>
  sampleLeftIn(sample, {
    content: await contentOf(dir),
    label: 'content',
    folders: [dir],
    pathLabel: (path) => relative(dir, path),
  });

describe("the sample owner's content under another owner's name", () => {
  it('is nothing for the sample owner themself', async () => {
    expect(await leftIn(join(root, SAMPLE_CONTENT_DIR))).toEqual([]);
  });

  it("is nothing in the fixture owners' own content", async () => {
    for (const owner of ['spec-owner', 'sparse-owner', 'scholar-owner', 'family-first-owner', 'multilingual-owner']) {
      expect(await leftIn(join(root, 'tests/fixtures/content', owner)), owner).toEqual([]);
    }
  });

  it('names every picture and every text of the sample left in a copy that only changed the name', async () => {
    const profile = join(copy, 'profile.ts');
    const written = readFileSync(profile, 'utf8');
    writeFileSync(profile, written.replace(/name: '[^']*'/, "name: 'Dana Fox'"));
    const content = await contentOf(copy);
    const left = await leftIn(copy);
    // each picture of the sample, by its bytes
    expect(left.filter((line) => line.startsWith('images/')).length).toBe(sample.files.size);
    // the blog's texts (its subject is too short to be only the sample's), each with its file and field
    const blog = content.blog as { about: string; comingSoon: string; topics: { text: string }[] };
    expect(left).toContain(
      `content/blog.ts, blog, field "about": "${blog.about}" is ${sample.name}'s, from the template's sample content: write your own`,
    );
    expect(left.some((line) => line.includes(`"${blog.comingSoon}"`))).toBe(true);
    for (const topic of blog.topics)
      expect(left.some((line) => line.includes(`field "topics.${blog.topics.indexOf(topic)}.text"`))).toBe(true);
    // the address, the welcome and a card's words
    expect(left.some((line) => line.startsWith('content/site.ts, site, field "url"'))).toBe(true);
    expect(left.some((line) => line.startsWith('content/profile.ts, profile, field "welcome"'))).toBe(true);
    const [first] = content.experience as { role: string }[];
    expect(
      left.some((line) => line.startsWith(`content/experience.ts, entry 1 ("${first!.role}"), field "description.0"`)),
    ).toBe(true);
    // never the short names anyone may write: a tagline, a role, a technology
    expect(left.some((line) => /field "(tagline|role|technologies\.\d+)"/.test(line))).toBe(false);
  });
});
