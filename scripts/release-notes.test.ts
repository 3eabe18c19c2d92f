import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { packageVersion, releaseNotes } from './release-notes.mjs';

const CHANGELOG = `# Changelog

## [Unreleased]

## [1.1.0] - 2026-12-01

**To take it:** \`npm update particle-portfolio\`.

### Added

- A thing.

## [1.0.0] - 2026-11-26

- The first.
`;

describe("a release's notes", () => {
  it('are its entry of the changelog, without its heading, up to the next entry', () => {
    expect(releaseNotes(CHANGELOG, '1.1.0')).toBe(
      '**To take it:** `npm update particle-portfolio`.\n\n### Added\n\n- A thing.',
    );
    expect(releaseNotes(CHANGELOG, '1.0.0')).toBe('- The first.');
    expect(releaseNotes(CHANGELOG, 'Unreleased')).toBe('');
    expect(releaseNotes(CHANGELOG, '2.0.0')).toBeUndefined();
  });

  it("exist for package.json's version, in the template's changelog", () => {
    expect(releaseNotes(readFileSync('CHANGELOG.md', 'utf8'), packageVersion())).toMatch(/\S/);
  });
});
