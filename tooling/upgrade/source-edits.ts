import { type ESTree, Visitor } from 'vite';
import { tsLiteral } from '../import/ts-literal.ts';
import type { Comment, SourceFile } from './source-file.ts';

// Edits of an owner's file that leave everything else of it as it was: each one replaces the text
// of the nodes it changes (found in the syntax tree) and no other character, so the owner's
// comments, order, quotes and line breaks stay. A node is a span of the file's text: what stands
// between two of them (spaces, line breaks, comments, commas) is read from the text and the
// parser's list of comments.

type Expression = ESTree.Expression;
/** A property written `name: value` (not `name`, `...rest` or a method). */
export type PropertyAssignment = ESTree.ObjectProperty;

/** The expression under `as …`, `satisfies …` and parentheses. */
export function unwrapped(expression: Expression | null | undefined): Expression | undefined {
  let current = expression ?? undefined;
  while (
    current &&
    (current.type === 'TSAsExpression' ||
      current.type === 'TSSatisfiesExpression' ||
      current.type === 'ParenthesizedExpression')
  ) {
    current = current.expression;
  }
  return current;
}

/** The value a top-level `const name = …` (exported or not) is set to, as written. */
function variableValue(file: SourceFile, name: string): Expression | undefined {
  for (const statement of file.program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    const found = declaration.declarations.find((item) => item.id.type === 'Identifier' && item.id.name === name);
    if (found) return found.init ?? undefined;
  }
  return undefined;
}

/** The object literal an exported `const name = { … }` is set to. */
export function exportedObject(file: SourceFile, name: string): ESTree.ObjectExpression | undefined {
  const value = unwrapped(variableValue(file, name));
  return value?.type === 'ObjectExpression' ? value : undefined;
}

/** The expression a module exports as its default, as written: `{ … } satisfies SiteTexts`. */
export function defaultExport(file: SourceFile): Expression | undefined {
  const statement = file.program.body.find((item) => item.type === 'ExportDefaultDeclaration');
  const declaration = statement?.declaration;
  return declaration &&
    declaration.type !== 'FunctionDeclaration' &&
    declaration.type !== 'ClassDeclaration' &&
    declaration.type !== 'TSInterfaceDeclaration'
    ? declaration
    : undefined;
}

/** The object literal a module exports as its default: `export default { … } satisfies SiteTexts`. */
export function exportedDefaultObject(file: SourceFile): ESTree.ObjectExpression | undefined {
  const value = unwrapped(defaultExport(file));
  return value?.type === 'ObjectExpression' ? value : undefined;
}

/** The array literal an exported `const name = [ … ]` is set to. */
export function exportedArray(file: SourceFile, name: string): ESTree.ArrayExpression | undefined {
  const value = unwrapped(variableValue(file, name));
  return value?.type === 'ArrayExpression' ? value : undefined;
}

/** The object literals among an array's items. */
export function objectItems(array: ESTree.ArrayExpression): ESTree.ObjectExpression[] {
  return array.elements.flatMap((item) => {
    const value = item && item.type !== 'SpreadElement' ? unwrapped(item) : undefined;
    return value?.type === 'ObjectExpression' ? [value] : [];
  });
}

/** The name a property is written with (plain or quoted); undefined for a computed one (`[key]: …`). */
export function propertyName(file: SourceFile, item: ESTree.ObjectProperty): string | undefined {
  if (item.computed) return undefined;
  if (item.key.type === 'Identifier') return item.key.name;
  if (item.key.type === 'Literal') return typeof item.key.value === 'string' ? item.key.value : file.textOf(item.key);
  return undefined;
}

/** The property `name: …` of an object literal (its name written plain or quoted). */
export function property(
  file: SourceFile,
  object: ESTree.ObjectExpression,
  name: string,
): PropertyAssignment | undefined {
  return object.properties.find(
    (item): item is PropertyAssignment =>
      item.type === 'Property' &&
      item.kind === 'init' &&
      !item.method &&
      !item.shorthand &&
      propertyName(file, item) === name,
  );
}

/** The object literal a property is set to. */
export function objectValue(item: PropertyAssignment | undefined): ESTree.ObjectExpression | undefined {
  const value = unwrapped(item?.value);
  return value?.type === 'ObjectExpression' ? value : undefined;
}

/** Whether an expression is a string written as a literal: 'text', "text" or `text` (with nothing in ${}). */
export const isStringLiteral = (
  value: ESTree.Node | null | undefined,
): value is ESTree.StringLiteral | ESTree.TemplateLiteral =>
  (value?.type === 'Literal' && typeof value.value === 'string') ||
  (value?.type === 'TemplateLiteral' && value.expressions.length === 0);

/** The text a property is set to, when it is a string written as a literal. */
export function stringValue(item: PropertyAssignment | undefined): string | undefined {
  const value = unwrapped(item?.value);
  if (!isStringLiteral(value)) return undefined;
  return value.type === 'Literal' ? value.value : (value.quasis[0]?.value.cooked ?? undefined);
}

/** A string as the file writes them: in its quotes (the first string literal's), single when it has none. */
export function stringLiteral(file: SourceFile, value: string): string {
  let first: ESTree.StringLiteral | undefined;
  new Visitor({
    Literal(node) {
      if (typeof node.value === 'string' && (!first || node.start < first.start)) first = node as ESTree.StringLiteral;
    },
  }).visit(file.program);
  return first && file.text[first.start] === '"' ? JSON.stringify(value) : tsLiteral(value);
}

/** Replaces one node's text. */
export function replaceNode(file: SourceFile, node: ESTree.Span, text: string): void {
  file.splice(node.start, node.end, text);
}

/** Sets a string literal's value, in the quotes it is written with. */
export function setString(file: SourceFile, literal: ESTree.Span, value: string): void {
  replaceNode(file, literal, file.text[literal.start] === '"' ? JSON.stringify(value) : tsLiteral(value));
}

const lineStart = (text: string, position: number) => text.lastIndexOf('\n', position - 1) + 1;

/** `position` moved past spaces and tabs. */
function pastBlanks(text: string, position: number): number {
  let next = position;
  while (text[next] === ' ' || text[next] === '\t') next += 1;
  return next;
}

/** The position after the line break at `position` (after blanks), or undefined when the line goes on there. */
function pastLineBreak(text: string, position: number): number | undefined {
  const next = pastBlanks(text, position);
  if (text.startsWith('\r\n', next)) return next + 2;
  return text[next] === '\n' || next === text.length ? next + 1 : undefined;
}

/** Whether only spaces and tabs stand between the start of the line and `position`. */
function firstOnLine(text: string, position: number): boolean {
  return text.slice(lineStart(text, position), position).trim() === '';
}

const SPACE = /\s/;

/**
 * The comments from `position` to the end of its line (after spaces and tabs, one after the other):
 * those that belong to what stands before them.
 */
function trailingComments(file: SourceFile, position: number): Comment[] {
  const found: Comment[] = [];
  for (let next = pastBlanks(file.text, position); ;) {
    const comment = file.comments.find((item) => item.start === next);
    if (!comment) return found;
    found.push(comment);
    next = pastBlanks(file.text, comment.end);
  }
}

/**
 * The comments after `position`, up to the next code, that start on a line after it: those that
 * belong to what follows them.
 */
function leadingComments(file: SourceFile, position: number): Comment[] {
  const found: Comment[] = [];
  const { text } = file;
  let afterBreak = position === 0;
  for (let next = position; next < text.length;) {
    if (text[next] === '\n') afterBreak = true;
    if (SPACE.test(text[next] ?? '')) {
      next += 1;
      continue;
    }
    const comment = file.comments.find((item) => item.start === next);
    if (!comment) break;
    if (afterBreak) found.push(comment);
    next = comment.end;
  }
  return found;
}

/** Where a node's leading space and comments begin: just after the code before it. */
function fullStart(file: SourceFile, node: ESTree.Span): number {
  let position = node.start;
  for (;;) {
    while (position > 0 && SPACE.test(file.text[position - 1] ?? '')) position -= 1;
    const comment = file.comments.find((item) => item.end === position);
    if (!comment) return position;
    position = comment.start;
  }
}

/** The comma after a list item (past spaces and comments), if any. */
function commaAfter(file: SourceFile, item: ESTree.Span): ESTree.Span | undefined {
  let position = item.end;
  for (;;) {
    while (SPACE.test(file.text[position] ?? '')) position += 1;
    const comment = file.comments.find((found) => found.start === position);
    if (!comment) break;
    position = comment.end;
  }
  return file.text[position] === ',' ? { start: position, end: position + 1 } : undefined;
}

/** The comma before a list item, if any (none before the first). */
function commaBefore(file: SourceFile, item: ESTree.Span): ESTree.Span | undefined {
  const position = fullStart(file, item) - 1;
  return file.text[position] === ',' ? { start: position, end: position + 1 } : undefined;
}

/** Where a list item's line ends: after its comma and a comment on the same line, before the line break. */
function endOfItem(file: SourceFile, item: ESTree.Span): { end: number; comma: boolean } {
  const comma = commaAfter(file, item);
  let end = comma ? comma.end : item.end;
  for (const comment of trailingComments(file, end)) end = comment.end;
  return { end, comma: comma !== undefined };
}

/** The comments an item carries: those on lines of their own above it, and those after it on its line. */
export function commentsOf(file: SourceFile, item: ESTree.Span): { above: string[]; after: string[] } {
  const start = fullStart(file, item);
  const breakAt = file.text.slice(start, item.start).indexOf('\n');
  const above = breakAt === -1 ? [] : leadingComments(file, start + breakAt);
  const after = trailingComments(file, commaAfter(file, item)?.end ?? item.end);
  return { above: above.map((comment) => file.textOf(comment)), after: after.map((comment) => file.textOf(comment)) };
}

/**
 * Removes an item of a list (an object's property, an import's name) with the comments above it and
 * the comment after it on its line; a comment at the end of the line before it stays (it belongs to
 * that line).
 */
export function removeItem(file: SourceFile, item: ESTree.Span): void {
  const { text } = file;
  const ownLine = firstOnLine(text, item.start);
  const { end, comma } = endOfItem(file, item);
  const lineEnd = pastLineBreak(text, end);
  if (ownLine && lineEnd !== undefined) {
    // the comments above it start on lines of their own after the previous item's line
    const start = fullStart(file, item);
    const breakAt = text.slice(start, item.start).indexOf('\n');
    file.splice(breakAt === -1 ? lineStart(text, item.start) : start + breakAt + 1, Math.min(lineEnd, text.length), '');
    return;
  }
  // on a line with other items: `{ a: 1, b: 2 }`
  if (comma) {
    file.splice(item.start, pastBlanks(text, end), '');
    return;
  }
  file.splice(commaBefore(file, item)?.start ?? item.start, item.end, '');
}

/** Renames a property, in the quotes its name is written with, if any. */
export function renameProperty(file: SourceFile, item: PropertyAssignment, name: string): void {
  const { key } = item;
  const quoted = key.type === 'Literal' && typeof key.value === 'string';
  replaceNode(file, key, !quoted ? name : file.text[key.start] === '"' ? JSON.stringify(name) : tsLiteral(name));
}

/**
 * Adds `text` (such as "jobTitle: 'Engineer'") as a property of `object` after `after` (first when
 * there is none), on a line of its own indented as its neighbours when the object spans lines, with
 * `comments` above it and after it.
 */
export function insertProperty(
  file: SourceFile,
  object: ESTree.ObjectExpression,
  after: PropertyAssignment | undefined,
  text: string,
  comments: { above: readonly string[]; after: readonly string[] } = { above: [], after: [] },
): void {
  // comments go with it only on a line of its own
  const lines = (indent: string) =>
    `${comments.above.map((comment) => `\n${indent}${comment}`).join('')}\n${indent}${text},${comments.after.map((comment) => ` ${comment}`).join('')}`;
  const full = file.text;
  const items = object.properties;
  const multiline = file.textOf(object).includes('\n');
  if (after) {
    const { end, comma } = endOfItem(file, after);
    if (!multiline || !firstOnLine(full, after.start)) {
      file.splice(after.end, after.end, `, ${text}`);
      return;
    }
    const indent = full.slice(lineStart(full, after.start), after.start);
    // a comment after the item's comma stays on its line: the comma goes before it, the new item after it
    if (!comma) file.splice(after.end, after.end, ',');
    const shifted = end + (comma ? 0 : 1);
    file.splice(shifted, shifted, lines(indent));
    return;
  }
  const open = object.start + 1;
  if (!multiline) {
    file.splice(open, open, items.length > 0 ? ` ${text},` : ` ${text} `);
    return;
  }
  const first = items[0];
  const closing = full.slice(lineStart(full, object.end - 1), object.end - 1);
  const indent =
    first && firstOnLine(full, first.start) ? full.slice(lineStart(full, first.start), first.start) : `${closing}  `;
  file.splice(open, open, lines(indent));
}

/** Removes a whole statement (an import) and the line break after it; the comments above it stay. */
export function removeStatement(file: SourceFile, statement: ESTree.Span): void {
  const { text } = file;
  let end = statement.end;
  for (const comment of trailingComments(file, end)) end = comment.end;
  end = Math.min(pastLineBreak(text, end) ?? end, text.length);
  file.splice(firstOnLine(text, statement.start) ? lineStart(text, statement.start) : statement.start, end, '');
}

/** The file's import declarations, in their order. */
export const importDeclarations = (file: SourceFile): ESTree.ImportDeclaration[] =>
  file.program.body.filter((statement) => statement.type === 'ImportDeclaration');
