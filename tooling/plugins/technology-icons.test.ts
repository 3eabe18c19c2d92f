// @module-tag sections-left-out
// (the shapes of content its outcome depends on, run on the fixture owners that add them: tests/support/shapes.mjs)
import { describe, expect, it } from 'vitest';
import { technologies } from '@/content/technologies';
import { buildSprite } from './technology-icons';

describe('technology icon sprite', () => {
  it('holds one symbol per technology, named after its icon, with the icon drawing inside', async () => {
    const sprite = await buildSprite();
    const ids = [...sprite.matchAll(/<symbol id="(\w+)" viewBox="[\d. ]+">/g)].map((match) => match[1]);
    expect(ids).toEqual(technologies.map((technology) => technology.icon));
    expect((sprite.match(/<path d="M/g) ?? []).length).toBeGreaterThanOrEqual(technologies.length);
    expect(sprite).not.toMatch(/width="1em"|style=/);
  });
});
