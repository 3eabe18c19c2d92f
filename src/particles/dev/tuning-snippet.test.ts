import { describe, expect, it } from 'vitest';
import { siteSchema } from '@/shared/content/schema';
import { cloneConfig } from '../core/config';
import { DEFAULT_CONFIG, withOverrides } from '@/shared/particle-look';
import { configSnippet } from './tuning-panel';

/** The object the snippet's `particles:` writes, read as the owner's site.ts would hold it. */
function pasted(snippet: string): unknown {
  const [comment, ...lines] = snippet.trimEnd().split('\n');
  expect(comment).toMatch(/^\/\/ src\/content\/site\.ts, inside `site`/);
  const body = lines
    .join('\n')
    .replace(/^particles: /, '')
    .replace(/,$/, '');
  return new Function(`return (${body});`)() as unknown;
}

describe('the tuning panel\'s "Copy for site.ts"', () => {
  it('writes what the owner tuned, and only that, as a particles entry site.ts takes', () => {
    const tuned = cloneConfig();
    tuned.areaPerParticle = 12000;
    tuned.linkOpacity = 0.25;
    tuned.colors.light.particle = '#7c3aed';
    const particles = pasted(configSnippet(tuned));
    expect(particles).toEqual({
      areaPerParticle: 12000,
      linkOpacity: 0.25,
      colors: { light: { particle: '#7c3aed' } },
    });
    expect(siteSchema.safeParse({ url: 'https://example.com', particles }).success).toBe(true);
    // pasted into site.ts, the field is drawn with the tuned constants
    expect(withOverrides(particles as Parameters<typeof withOverrides>[0])).toEqual(tuned);
  });

  it("writes an empty entry for the template's own constants", () => {
    expect(pasted(configSnippet(cloneConfig(DEFAULT_CONFIG)))).toEqual({});
  });
});
