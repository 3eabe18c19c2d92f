import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { INTER_FILES, INTER_FOLDER } from './inter-font';

// The package's Inter files are @expo-google-fonts/inter's, byte for byte, with its font licence.
// After updating that devDependency, copy them again:
//   for s in 400Regular 600SemiBold 700Bold; do cp node_modules/@expo-google-fonts/inter/$s/Inter_$s.ttf tooling/typeset/inter/; done

const require = createRequire(import.meta.url);
const expo = (path: string) => readFileSync(require.resolve(`@expo-google-fonts/inter/${path}`));

describe('the package’s Inter', () => {
  it('is @expo-google-fonts/inter’s file of each weight, and its licence', () => {
    for (const file of Object.values(INTER_FILES)) {
      const style = basename(file, '.ttf').replace('Inter_', '');
      expect(readFileSync(file).equals(expo(`${style}/Inter_${style}.ttf`)), file).toBe(true);
    }
    expect(readFileSync(join(INTER_FOLDER, 'OFL.txt')).equals(expo('LICENSE_FONT'))).toBe(true);
  });

  it('ships no file the build does not read', () => {
    const read = [...Object.values(INTER_FILES).map((file) => basename(file)), 'OFL.txt'];
    expect(readdirSync(INTER_FOLDER).sort()).toEqual(read.sort());
  });
});
