import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUB_PATH } from '../tests/support/sub-path';

describe('npm run build:subpath', () => {
  it('builds under the sub-path the tests serve it from (tests/support/sub-path.ts)', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts['build:subpath']).toContain(`BASE_PATH=${SUB_PATH} `);
  });
});
