import { type ESTree, Visitor } from 'vite';
import { iconSetOf } from '../../../src/shared/content/technology-icons.ts';
import type { Migration } from '../migration.ts';
import {
  exportedArray,
  importDeclarations,
  isStringLiteral,
  objectItems,
  property,
  removeItem,
  removeStatement,
  replaceNode,
  stringLiteral,
} from '../source-edits.ts';
import type { SourceFile } from '../source-file.ts';

// A technology's icon was a react-icons component the content file imported
// (`import { SiPython } from 'react-icons/si'`, `icon: SiPython`) until the build drew the icons
// into one sprite: it is the icon's name since (`icon: 'SiPython'`), looked up in the set its
// prefix names (Si: Simple Icons, Fa: Font Awesome 6, Di: Devicons).

const REACT_ICONS = 'react-icons/';

const reactIconsImports = (file: SourceFile) =>
  importDeclarations(file).filter((declaration) => declaration.source.value.startsWith(REACT_ICONS));

/** The names an import declaration binds in the file: `SiPython`, `Python` of `SiPython as Python`, `Si` of `* as Si`. */
const boundNames = (declaration: ESTree.ImportDeclaration) =>
  declaration.specifiers.map((specifier) => specifier.local.name);

/** The icon's name and the module it came from, when `value` is a component imported from react-icons. */
function importedIcon(file: SourceFile, value: ESTree.Expression): { name: string; module: string } | undefined {
  for (const declaration of reactIconsImports(file)) {
    const module = declaration.source.value;
    for (const specifier of declaration.specifiers) {
      if (value.type === 'Identifier' && specifier.type === 'ImportSpecifier' && specifier.local.name === value.name)
        return { name: file.textOf(specifier.imported), module };
      // import * as Si from 'react-icons/si' … icon: Si.SiPython
      if (
        value.type === 'MemberExpression' &&
        !value.computed &&
        specifier.type === 'ImportNamespaceSpecifier' &&
        value.object.type === 'Identifier' &&
        value.object.name === specifier.local.name
      )
        return { name: file.textOf(value.property), module };
    }
  }
  return undefined;
}

/** Whether an identifier is still read anywhere outside the import declarations. */
function stillUsed(file: SourceFile, name: string): boolean {
  const imports = importDeclarations(file);
  let used = false;
  new Visitor({
    Identifier(identifier) {
      if (
        identifier.name === name &&
        !imports.some(({ start, end }) => identifier.start >= start && identifier.end <= end)
      )
        used = true;
    },
  }).visit(file.program);
  return used;
}

/** Removes the react-icons imports nothing reads any more (each edit parses the file anew). */
function removeUnusedImports(file: SourceFile): string[] {
  const removed: string[] = [];
  for (;;) {
    const declaration = reactIconsImports(file).find((item) =>
      boundNames(item).every((name) => !stillUsed(file, name)),
    );
    if (!declaration) break;
    removed.push(declaration.source.value);
    removeStatement(file, declaration);
  }
  for (;;) {
    const unused = reactIconsImports(file)
      .flatMap((item) => item.specifiers)
      .find((specifier) => specifier.type === 'ImportSpecifier' && !stillUsed(file, specifier.local.name));
    if (!unused) break;
    removeItem(file, unused);
  }
  return removed;
}

export const technologyIconNames: Migration = {
  summary: "writes each technology's icon as its name ('SiPython') instead of a component imported from react-icons",
  apply(folder, notes) {
    const file = folder.source('technologies.ts');
    if (!file) return;
    const shown = folder.display(folder.contentPath('technologies.ts'));
    const named: string[] = [];
    // each edit parses the file anew: the next icon is looked up again
    for (let index = 0; ; index += 1) {
      const list = exportedArray(file, 'technologies');
      const item = list && objectItems(list)[index];
      if (!item) break;
      const value = property(file, item, 'icon')?.value;
      if (!value || isStringLiteral(value)) continue;
      const icon = importedIcon(file, value);
      if (!icon) {
        notes.todo(
          shown,
          `entry ${index + 1}: icon ${file.textOf(value)} is not an icon imported from react-icons: write an icon's name, such as icon: 'SiPython'`,
        );
        continue;
      }
      replaceNode(file, value, stringLiteral(file, icon.name));
      named.push(icon.name);
      const today = iconSetOf(icon.name);
      if (today !== icon.module) {
        notes.todo(
          shown,
          `${icon.name} came from ${icon.module}; ${today ? `names starting ${icon.name.slice(0, 2)} are looked up in ${today} now` : 'an icon name starts with Si, Fa or Di now'}: if the build finds no such icon, pick one at https://react-icons.github.io/react-icons/`,
        );
      }
    }
    if (named.length === 0) return;
    notes.changed(shown, `icons written as names: ${named.join(', ')}`);
    const removed = removeUnusedImports(file);
    if (removed.length > 0)
      notes.changed(shown, `import from ${removed.map((module) => `'${module}'`).join(', ')} removed`);
  },
};
