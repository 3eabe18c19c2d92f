import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import english from '../../../src/shared/i18n/texts/en.ts';
import { packageRoot } from '../../content/folder.mjs';
import type { Migration } from '../migration.ts';
import { CONTENT_TYPES } from './content-types-import.ts';
import { defaultExport, importDeclarations, propertyName, replaceNode, setString, unwrapped } from '../source-edits.ts';
import type { SourceFile } from '../source-file.ts';

// A language the template did not ship had its texts beside the template's, in
// src/shared/i18n/texts/<tag>.ts (a copy of en.ts, translated), until they moved into the owner's
// folder, <content>/<tag>/texts.ts, where they are typed by SiteTexts: a text left out or misspelt
// is a type error and stops the build.

/** The catalogues the template shipped while owners added theirs beside them. */
const TEMPLATE_CATALOGUES = ['ar', 'de', 'en', 'es', 'fr', 'pt-BR'];
const TEXTS_FOLDER = 'src/shared/i18n/texts';
const SITE_TEXTS_IMPORT = `import type { SiteTexts } from '${CONTENT_TYPES}';`;

/**
 * Whether a catalogue of the texts' folder is the owner's: not one the template shipped then, nor one it
 * ships now as it ships it (a fork that took this release has the template's new catalogues there).
 */
function isOwnCatalogue(textsDir: string, tag: string): boolean {
  if (TEMPLATE_CATALOGUES.includes(tag)) return false;
  const shipped = join(packageRoot, TEXTS_FOLDER, `${tag}.ts`);
  return !existsSync(shipped) || readFileSync(shipped, 'utf8') !== readFileSync(join(textsDir, `${tag}.ts`), 'utf8');
}

/** The object a catalogue exports as its default, and the expression it is written in. */
function exportedTexts(file: SourceFile) {
  const expression = defaultExport(file);
  const value = unwrapped(expression);
  return expression && value?.type === 'ObjectExpression' ? { expression, value } : undefined;
}

/** Imports SiteTexts from where it lives and checks the texts against it (`satisfies SiteTexts`). */
function typeBySiteTexts(file: SourceFile): void {
  const earlier = importDeclarations(file).find((item) =>
    item.source.value.replace(/\.ts$/, '').endsWith('site-texts'),
  );
  if (earlier) setString(file, earlier.source, CONTENT_TYPES);
  else file.splice(0, 0, `${SITE_TEXTS_IMPORT}\n\n`);
  // each edit parses the file anew: the export is looked up after the import's edit
  const expression = exportedTexts(file)?.expression;
  if (expression && expression.type !== 'TSSatisfiesExpression')
    replaceNode(file, expression, `${file.textOf(expression)} satisfies SiteTexts`);
}

export const moveOwnTextsToContent: Migration = {
  summary:
    'moves the texts of a language the template does not ship from src/shared/i18n/texts/<tag>.ts into your folder, <tag>/texts.ts',
  apply(folder, notes) {
    const textsDir = join(dirname(folder.publicDir), TEXTS_FOLDER);
    if (!existsSync(textsDir)) return;
    const owners = readdirSync(textsDir)
      .filter((name) => name.endsWith('.ts') && !name.includes('.test.'))
      .map((name) => name.slice(0, -'.ts'.length))
      .filter((tag) => isOwnCatalogue(textsDir, tag));
    for (const tag of owners) {
      const from = join(textsDir, `${tag}.ts`);
      const shownFrom = `${TEXTS_FOLDER}/${tag}.ts`;
      const name = `${tag}/texts.ts`;
      const to = folder.contentPath(name);
      if (folder.exists(to)) {
        notes.todo(
          shownFrom,
          `the ${tag} texts are in ${folder.display(to)} already: keep the ones you want there, and delete this file`,
        );
        continue;
      }
      const file = folder.adopt(from, name);
      typeBySiteTexts(file);
      notes.changed(folder.display(to), `moved from ${shownFrom}, typed by SiteTexts`);
      const texts = exportedTexts(file)?.value;
      if (!texts) {
        notes.todo(folder.display(to), 'export the texts as its default: export default { … } satisfies SiteTexts');
        continue;
      }
      const written = new Set(
        texts.properties.flatMap((item) => (item.type === 'Property' ? [propertyName(file, item)] : [])),
      );
      const missing = Object.keys(english).filter((key) => !written.has(key));
      if (missing.length > 0)
        notes.todo(
          folder.display(to),
          `write the texts added since, in ${tag} (src/shared/i18n/texts/en.ts says what each one is): ${missing.join(', ')}`,
        );
    }
  },
};
