import {
  type ArrayLiteralExpression,
  type Expression,
  Node,
  type ObjectLiteralExpression,
  type PropertyAssignment,
  type SourceFile,
  SyntaxKind,
  ts,
} from 'ts-morph';
import { tsLiteral } from '../import/ts-literal.ts';

// Edits of an owner's file that leave everything else of it as it was: each one replaces the text
// of the nodes it changes (found in the syntax tree) and no other character, so the owner's
// comments, order, quotes and line breaks stay. (ts-morph's own structure edits reprint what is
// around a node: removing a property there drops the comment at the end of the line before it.)

/** The expression under `as …`, `satisfies …` and parentheses. */
export function unwrapped(expression: Expression | undefined): Expression | undefined {
  let current = expression;
  while (
    current &&
    (Node.isAsExpression(current) || Node.isSatisfiesExpression(current) || Node.isParenthesizedExpression(current))
  ) {
    current = current.getExpression();
  }
  return current;
}

/** The object literal an exported `const name = { … }` is set to. */
export function exportedObject(file: SourceFile, name: string): ObjectLiteralExpression | undefined {
  const value = unwrapped(file.getVariableDeclaration(name)?.getInitializer());
  return value && Node.isObjectLiteralExpression(value) ? value : undefined;
}

/** The object literal a module exports as its default: `export default { … } satisfies SiteTexts`. */
export function exportedDefaultObject(file: SourceFile): ObjectLiteralExpression | undefined {
  const value = unwrapped(file.getExportAssignment((item) => !item.isExportEquals())?.getExpression());
  return value && Node.isObjectLiteralExpression(value) ? value : undefined;
}

/** The array literal an exported `const name = [ … ]` is set to. */
export function exportedArray(file: SourceFile, name: string): ArrayLiteralExpression | undefined {
  const value = unwrapped(file.getVariableDeclaration(name)?.getInitializer());
  return value && Node.isArrayLiteralExpression(value) ? value : undefined;
}

/** The object literals among an array's items. */
export function objectItems(array: ArrayLiteralExpression): ObjectLiteralExpression[] {
  return array.getElements().flatMap((item) => {
    const value = unwrapped(item);
    return value && Node.isObjectLiteralExpression(value) ? [value] : [];
  });
}

/** The property `name: …` of an object literal (its name written plain or quoted). */
export function property(object: ObjectLiteralExpression, name: string): PropertyAssignment | undefined {
  return object
    .getProperties()
    .find((item): item is PropertyAssignment => Node.isPropertyAssignment(item) && propertyName(item) === name);
}

function propertyName(item: PropertyAssignment): string {
  const nameNode = item.getNameNode();
  return Node.isStringLiteral(nameNode) || Node.isNoSubstitutionTemplateLiteral(nameNode)
    ? nameNode.getLiteralValue()
    : nameNode.getText();
}

/** The object literal a property is set to. */
export function objectValue(item: PropertyAssignment | undefined): ObjectLiteralExpression | undefined {
  const value = unwrapped(item?.getInitializer());
  return value && Node.isObjectLiteralExpression(value) ? value : undefined;
}

/** The text a property is set to, when it is a string written as a literal. */
export function stringValue(item: PropertyAssignment | undefined): string | undefined {
  const value = unwrapped(item?.getInitializer());
  return value && (Node.isStringLiteral(value) || Node.isNoSubstitutionTemplateLiteral(value))
    ? value.getLiteralValue()
    : undefined;
}

/** A string as the file writes them: in its quotes (the first string literal's), single when it has none. */
export function stringLiteral(file: SourceFile, value: string): string {
  const first = file.getFirstDescendantByKind(SyntaxKind.StringLiteral);
  return first?.getQuoteKind() === '"' ? JSON.stringify(value) : tsLiteral(value);
}

/** Replaces the characters from `start` to `end` of a file (nodes taken from the file before are stale after it). */
export function splice(file: SourceFile, start: number, end: number, text: string): void {
  const full = file.getFullText();
  file.replaceWithText(full.slice(0, start) + text + full.slice(end));
}

/** Replaces one node's text. */
export function replaceNode(node: Node, text: string): void {
  splice(node.getSourceFile(), node.getStart(), node.getEnd(), text);
}

/** Sets a string literal's value, in the quotes it is written with. */
export function setString(literal: Node, value: string): void {
  const quote = Node.isStringLiteral(literal) && literal.getQuoteKind() === '"' ? '"' : "'";
  replaceNode(literal, quote === '"' ? JSON.stringify(value) : tsLiteral(value));
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

/** Where a list item's line ends: after its comma and a comment on the same line, before the line break. */
function endOfItem(item: Node): { end: number; comma: boolean } {
  const text = item.getSourceFile().getFullText();
  const comma = item.getNextSiblingIfKind(SyntaxKind.CommaToken);
  let end = comma ? comma.getEnd() : item.getEnd();
  for (const range of ts.getTrailingCommentRanges(text, end) ?? []) end = range.end;
  return { end, comma: comma !== undefined };
}

/** The comments an item carries: those on lines of their own above it, and those after it on its line. */
export function commentsOf(item: Node): { above: string[]; after: string[] } {
  const text = item.getSourceFile().getFullText();
  const trivia = text.slice(item.getFullStart(), item.getStart());
  const breakAt = trivia.indexOf('\n');
  const above = breakAt === -1 ? [] : (ts.getLeadingCommentRanges(text, item.getFullStart() + breakAt) ?? []);
  const comma = item.getNextSiblingIfKind(SyntaxKind.CommaToken);
  const after = ts.getTrailingCommentRanges(text, comma ? comma.getEnd() : item.getEnd()) ?? [];
  return {
    above: above.map((range) => text.slice(range.pos, range.end)),
    after: after.map((range) => text.slice(range.pos, range.end)),
  };
}

/**
 * Removes an item of a list (an object's property, an import's name) with the comments above it and
 * the comment after it on its line; a comment at the end of the line before it stays (it belongs to
 * that line).
 */
export function removeItem(item: Node): void {
  const file = item.getSourceFile();
  const text = file.getFullText();
  const ownLine = firstOnLine(text, item.getStart());
  const { end, comma } = endOfItem(item);
  const lineEnd = pastLineBreak(text, end);
  if (ownLine && lineEnd !== undefined) {
    // the comments above it start on lines of their own after the previous item's line
    const trivia = text.slice(item.getFullStart(), item.getStart());
    const breakAt = trivia.indexOf('\n');
    const start = breakAt === -1 ? lineStart(text, item.getStart()) : item.getFullStart() + breakAt + 1;
    splice(file, start, Math.min(lineEnd, text.length), '');
    return;
  }
  // on a line with other items: `{ a: 1, b: 2 }`
  if (comma) {
    splice(file, item.getStart(), pastBlanks(text, end), '');
    return;
  }
  const previousComma = item.getPreviousSiblingIfKind(SyntaxKind.CommaToken);
  splice(file, previousComma ? previousComma.getStart() : item.getStart(), item.getEnd(), '');
}

/** Renames a property, in the quotes its name is written with, if any. */
export function renameProperty(item: PropertyAssignment, name: string): void {
  const nameNode = item.getNameNode();
  replaceNode(
    nameNode,
    Node.isStringLiteral(nameNode) ? (nameNode.getQuoteKind() === '"' ? JSON.stringify(name) : tsLiteral(name)) : name,
  );
}

/**
 * Adds `text` (such as "jobTitle: 'Engineer'") as a property of `object` after `after` (first when
 * there is none), on a line of its own indented as its neighbours when the object spans lines, with
 * `comments` above it and after it.
 */
export function insertProperty(
  object: ObjectLiteralExpression,
  after: PropertyAssignment | undefined,
  text: string,
  comments: { above: readonly string[]; after: readonly string[] } = { above: [], after: [] },
): void {
  const file = object.getSourceFile();
  // comments go with it only on a line of its own
  const lines = (indent: string) =>
    `${comments.above.map((comment) => `\n${indent}${comment}`).join('')}\n${indent}${text},${comments.after.map((comment) => ` ${comment}`).join('')}`;
  const full = file.getFullText();
  const items = object.getProperties();
  const multiline = full.slice(object.getStart(), object.getEnd()).includes('\n');
  if (after) {
    const { end, comma } = endOfItem(after);
    if (!multiline || !firstOnLine(full, after.getStart())) {
      splice(file, after.getEnd(), after.getEnd(), `, ${text}`);
      return;
    }
    const indent = full.slice(lineStart(full, after.getStart()), after.getStart());
    // a comment after the item's comma stays on its line: the comma goes before it, the new item after it
    if (!comma) splice(file, after.getEnd(), after.getEnd(), ',');
    const shifted = end + (comma ? 0 : 1);
    splice(file, shifted, shifted, lines(indent));
    return;
  }
  const open = object.getStart() + 1;
  if (!multiline) {
    splice(file, open, open, items.length > 0 ? ` ${text},` : ` ${text} `);
    return;
  }
  const first = items[0];
  const closing = full.slice(lineStart(full, object.getEnd() - 1), object.getEnd() - 1);
  const indent =
    first && firstOnLine(full, first.getStart())
      ? full.slice(lineStart(full, first.getStart()), first.getStart())
      : `${closing}  `;
  splice(file, open, open, lines(indent));
}

/** Removes a whole statement (an import) and the line break after it; the comments above it stay. */
export function removeStatement(statement: Node): void {
  const file = statement.getSourceFile();
  const text = file.getFullText();
  let end = statement.getEnd();
  for (const range of ts.getTrailingCommentRanges(text, end) ?? []) end = range.end;
  end = Math.min(pastLineBreak(text, end) ?? end, text.length);
  splice(
    file,
    firstOnLine(text, statement.getStart()) ? lineStart(text, statement.getStart()) : statement.getStart(),
    end,
    '',
  );
}
