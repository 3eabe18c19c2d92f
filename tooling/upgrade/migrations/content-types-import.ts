import { importDeclarations, setString } from '../source-edits.ts';
import type { Migration } from '../migration.ts';
import { MACHINERY_FILES } from './delete-machinery-files.ts';

// The content's types moved four times: from the content folder itself (./schema) to
// src/content-kit, to src/build/content, to src/shared/content (with the translations' type there
// and the site texts' in src/shared/i18n), and then out of the template's code into the package's
// public API, `particle-portfolio/content`, which an owner's site imports them from whether it
// installs the template or is a clone of it.

/** Where the content files import their types from today. */
export const CONTENT_TYPES = 'particle-portfolio/content';

/** Every place a content file could import a module of types from, in each older shape. */
const OLDER_PATHS: Readonly<Record<string, readonly string[]>> = {
  schema: [
    './',
    '../content-kit/',
    '@/content-kit/',
    '@/content/',
    '@/build/content/',
    '../build/content/',
    '@/shared/content/',
  ],
  'technology-icons': [
    './',
    '../content-kit/',
    '@/content-kit/',
    '@/content/',
    '@/build/content/',
    '../build/content/',
    '@/shared/content/',
  ],
  translation: ['@/shared/content/'],
  'site-texts': ['@/shared/i18n/'],
};

/** Whether a content file's import names an older place of the content's types. */
function isOlderPath(specifier: string): boolean {
  const path = specifier.endsWith('.ts') ? specifier.slice(0, -'.ts'.length) : specifier;
  return Object.entries(OLDER_PATHS).some(([module, folders]) =>
    folders.some((folder) => path === `${folder}${module}`),
  );
}

export const contentTypesImport: Migration = {
  summary: `imports the content's types from the package's public API (${CONTENT_TYPES})`,
  apply(folder, notes) {
    for (const { name, file } of folder.sources()) {
      // a kept copy of the machinery is the owner's to delete (see delete-machinery-files.ts)
      if (MACHINERY_FILES.includes(name)) continue;
      // each edit parses the file anew: the next declaration is looked up again
      for (;;) {
        const declaration = importDeclarations(file).find((item) => isOlderPath(item.source.value));
        if (!declaration) break;
        const specifier = declaration.source.value;
        setString(file, declaration.source, CONTENT_TYPES);
        notes.changed(folder.display(folder.contentPath(name)), `imports from '${CONTENT_TYPES}' (was '${specifier}')`);
      }
    }
  },
};
