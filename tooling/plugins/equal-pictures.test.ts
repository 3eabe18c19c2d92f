import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { pictureStandingFor } from './equal-pictures';

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

it('stands the first by name of the pictures of equal bytes for each of them, and any other for itself', () => {
  folder = mkdtempSync(join(tmpdir(), 'equal-pictures-'));
  const write = (name: string, bytes: string) => writeFileSync(join(folder, name), bytes);
  write('logo-fjord.avif', 'the same bytes');
  write('logo-fjord-copy.avif', 'the same bytes');
  write('logo-other.avif', 'other bytes, as long');
  write('notes.txt', 'the same bytes');
  expect(pictureStandingFor(join(folder, 'logo-fjord.avif'))).toBe(join(folder, 'logo-fjord-copy.avif'));
  expect(pictureStandingFor(join(folder, 'logo-fjord-copy.avif'))).toBe(join(folder, 'logo-fjord-copy.avif'));
  expect(pictureStandingFor(join(folder, 'logo-other.avif'))).toBe(join(folder, 'logo-other.avif'));
});
