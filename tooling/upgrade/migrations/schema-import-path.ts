import { setString } from '../source-edits.ts';
import type { Migration } from '../migration.ts';
import { MACHINERY_FILES } from './delete-machinery-files.ts';

// The content's types moved three times: from the content folder itself (./schema) to
// src/content-kit, to src/build/content, to src/shared/content, where the content files import them
// from today. The icon names' type moved with them.

const TODAY = '@/shared/content';

/** Where a content file could import the module from, in each older shape: the module's name → the paths. */
const OLDER_PATHS = ['./', '../content-kit/', '@/content-kit/', '@/content/', '@/build/content/', '../build/content/'];
const MODULES = ['schema', 'technology-icons'];

/** Today's path of a module a content file imports from an older place, if it does. */
function todaysPath(specifier: string): string | undefined {
  const path = specifier.endsWith('.ts') ? specifier.slice(0, -'.ts'.length) : specifier;
  for (const module of MODULES) {
    if (OLDER_PATHS.some((folder) => path === `${folder}${module}`)) return `${TODAY}/${module}`;
  }
  return undefined;
}

export const schemaImportPath: Migration = {
  summary: "imports the content's types from where they live today (@/shared/content/schema)",
  apply(folder, notes) {
    for (const { name, file } of folder.sources()) {
      // a kept copy of the machinery is the owner's to delete (see delete-machinery-files.ts)
      if (MACHINERY_FILES.includes(name)) continue;
      // each edit parses the file anew: the next declaration is looked up again
      for (;;) {
        const declaration = file
          .getImportDeclarations()
          .find((item) => todaysPath(item.getModuleSpecifierValue()) !== undefined);
        if (!declaration) break;
        const specifier = declaration.getModuleSpecifierValue();
        const path = todaysPath(specifier) ?? specifier;
        setString(declaration.getModuleSpecifier(), path);
        notes.changed(folder.display(folder.contentPath(name)), `imports from '${path}' (was '${specifier}')`);
      }
    }
  },
};
