import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshRead } from '../content/content-folder';
import { readSlots } from './read-slots';

// The owner's slots as the site's modules use them: each component's file, the stylesheet, and head.ts's elements,
// checked (a <meta> or a <link>, with attributes as HTML names them).

let content: string;
beforeEach(() => {
  content = mkdtempSync(join(tmpdir(), 'read-slots-'));
  mkdirSync(join(content, 'slots'));
});
afterEach(() => rmSync(content, { recursive: true, force: true }));

const write = (name: string, source: string) => writeFileSync(join(content, 'slots', name), source);
const read = () => readSlots(freshRead(content, 'content'));
const withHead = (head: string) => write('head.ts', `export const contract = 1;\nexport const head = ${head};\n`);

describe('the owner’s slots', () => {
  it('are each component’s file, the stylesheet and the head’s elements', async () => {
    write('post-footer.tsx', 'export const contract = 1;\nexport default function PostFooter() {\n  return null;\n}\n');
    write('styles.css', 'footer { color: red; }\n');
    const elements = [
      { element: 'link', attributes: { rel: 'me', href: 'https://mastodon.example/@a' } },
      { element: 'meta', attributes: { name: 'fediverse:creator', content: '@a@mastodon.example' } },
    ];
    withHead(JSON.stringify(elements));
    expect(await read()).toEqual({
      slots: {
        components: { 'post-footer': join(content, 'slots', 'post-footer.tsx') },
        head: elements,
        stylesheet: { path: join(content, 'slots', 'styles.css'), text: 'footer { color: red; }\n' },
      },
      problems: [],
    });
  });

  it('are none without a slots folder', async () => {
    rmSync(join(content, 'slots'), { recursive: true });
    expect(await read()).toEqual({ slots: { components: {}, head: [], stylesheet: undefined }, problems: [] });
  });

  it('add no script, nor an attribute HTML cannot name, to the head', async () => {
    withHead(
      JSON.stringify([
        { element: 'script', attributes: { src: 'https://analytics.example/a.js' } },
        { element: 'meta', attributes: { 'name" onload="x': 'a' } },
        { element: 'link', attributes: { rel: 'me', href: 3 } },
        { element: 'meta', attributes: { name: 'a', content: 'b' }, text: 'c' },
      ]),
    );
    const { slots, problems } = await read();
    expect(slots.head).toEqual([]);
    expect(problems).toEqual([
      expect.stringMatching(/^content\/slots\/head\.ts: head\[0\]\.element is "script": .*'meta' or a 'link'/),
      expect.stringMatching(/^content\/slots\/head\.ts: head\[1\]\.attributes\.name" onload="x: /),
      expect.stringMatching(/^content\/slots\/head\.ts: head\[2\]\.attributes\.href: /),
      expect.stringMatching(/^content\/slots\/head\.ts: head\[3\]\.text is no field/),
    ]);
  });

  it('name a head that is no list, and a head.ts that does not read', async () => {
    withHead("{ element: 'meta' }");
    expect((await read()).problems).toEqual([
      expect.stringMatching(/^content\/slots\/head\.ts: export "head", a list/),
    ]);
    write('head.ts', "export const contract = 1;\nexport const head = [{ element: 'meta' ];\n");
    expect((await read()).problems).toEqual([expect.stringMatching(/^content\/slots\/head\.ts, line 2, column \d+: /)]);
  });
});
