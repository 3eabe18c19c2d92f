import { createRequire } from 'node:module';

// Inter (SIL Open Font License), which ships with the project's dependencies
// (@expo-google-fonts/inter): Latin with its extensions, Greek and Cyrillic, so a name such as
// "Þórhallsdóttir" is drawn as written on a build host with no system fonts. The résumé PDF and
// the generated site images use it.

const require = createRequire(import.meta.url);
const file = (style: string) => require.resolve(`@expo-google-fonts/inter/${style}/Inter_${style}.ttf`);

/** Inter's font files, by weight. */
export const INTER_FILES = {
  regular: file('400Regular'),
  semibold: file('600SemiBold'),
  bold: file('700Bold'),
} as const;
