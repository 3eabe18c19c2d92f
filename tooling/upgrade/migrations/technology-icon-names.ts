import { type ImportDeclaration, Node, type SourceFile, SyntaxKind } from 'ts-morph';
import { iconSetOf } from '../../../src/shared/content/technology-icons.ts';
import type { Migration } from '../migration.ts';
import {
  exportedArray,
  objectItems,
  property,
  removeItem,
  removeStatement,
  replaceNode,
  stringLiteral,
} from '../source-edits.ts';

// A technology's icon was a react-icons component the content file imported
// (`import { SiPython } from 'react-icons/si'`, `icon: SiPython`) until the build drew the icons
// into one sprite: it is the icon's name since (`icon: 'SiPython'`), looked up in the set its
// prefix names (Si: Simple Icons, Fa: Font Awesome 6, Di: Devicons).

const REACT_ICONS = 'react-icons/';

const fromReactIcons = (declaration: ImportDeclaration) =>
  declaration.getModuleSpecifierValue().startsWith(REACT_ICONS);

/** The icon's name and the module it came from, when `value` is a component imported from react-icons. */
function importedIcon(file: SourceFile, value: Node): { name: string; module: string } | undefined {
  for (const declaration of file.getImportDeclarations().filter(fromReactIcons)) {
    const module = declaration.getModuleSpecifierValue();
    if (Node.isIdentifier(value)) {
      const named = declaration
        .getNamedImports()
        .find((item) => (item.getAliasNode() ?? item.getNameNode()).getText() === value.getText());
      if (named) return { name: named.getName(), module };
    }
    // import * as Si from 'react-icons/si' … icon: Si.SiPython
    if (
      Node.isPropertyAccessExpression(value) &&
      declaration.getNamespaceImport()?.getText() === value.getExpression().getText()
    ) {
      return { name: value.getName(), module };
    }
  }
  return undefined;
}

/** Whether an identifier is still read anywhere outside the import declarations. */
function stillUsed(file: SourceFile, name: string): boolean {
  return file
    .getDescendantsOfKind(SyntaxKind.Identifier)
    .some(
      (identifier) => identifier.getText() === name && !identifier.getFirstAncestorByKind(SyntaxKind.ImportDeclaration),
    );
}

/** Removes the react-icons imports nothing reads any more (each edit parses the file anew). */
function removeUnusedImports(file: SourceFile): string[] {
  const removed: string[] = [];
  for (;;) {
    const declaration = file
      .getImportDeclarations()
      .filter(fromReactIcons)
      .find((item) => {
        const names = [
          ...item.getNamedImports().map((named) => (named.getAliasNode() ?? named.getNameNode()).getText()),
          item.getNamespaceImport()?.getText(),
        ];
        return names.every((name) => name === undefined || !stillUsed(file, name));
      });
    if (!declaration) break;
    removed.push(declaration.getModuleSpecifierValue());
    removeStatement(declaration);
  }
  for (;;) {
    const unused = file
      .getImportDeclarations()
      .filter(fromReactIcons)
      .flatMap((item) => item.getNamedImports())
      .find((named) => !stillUsed(file, (named.getAliasNode() ?? named.getNameNode()).getText()));
    if (!unused) break;
    removeItem(unused);
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
      const value = property(item, 'icon')?.getInitializer();
      if (!value || Node.isStringLiteral(value) || Node.isNoSubstitutionTemplateLiteral(value)) continue;
      const icon = importedIcon(file, value);
      if (!icon) {
        notes.todo(
          shown,
          `entry ${index + 1}: icon ${value.getText()} is not an icon imported from react-icons: write an icon's name, such as icon: 'SiPython'`,
        );
        continue;
      }
      replaceNode(value, stringLiteral(file, icon.name));
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
