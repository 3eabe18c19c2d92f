import { join } from 'node:path';
import { packageRoot } from '../content/folder.mjs';

// Inter (SIL Open Font License, inter/OFL.txt): Latin with its extensions, Greek and Cyrillic, so a
// name such as "Þórhallsdóttir" is drawn as written on a build host with no system fonts. The résumé
// PDF and the generated site images use it. The package ships the three weights they use (1 MB),
// copied from @expo-google-fonts/inter, a devDependency, whose 18 files a site would install (8 MB);
// inter-font.test.ts checks that they are its files, byte for byte.

/** The folder of the package's Inter files. */
export const INTER_FOLDER = join(packageRoot, 'tooling/typeset/inter');

/** Inter's font files, by weight, as @expo-google-fonts/inter names them. */
export const INTER_FILES = {
  regular: join(INTER_FOLDER, 'Inter_400Regular.ttf'),
  semibold: join(INTER_FOLDER, 'Inter_600SemiBold.ttf'),
  bold: join(INTER_FOLDER, 'Inter_700Bold.ttf'),
} as const;
