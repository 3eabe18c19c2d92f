import { Project } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { exportedObject, insertProperty, property, removeItem } from './source-edits';

const fileOf = (text: string) => new Project({ useInMemoryFileSystem: true }).createSourceFile('/profile.ts', text);

/** The file after `edit` on its exported `profile` object. */
function edited(text: string, edit: (object: NonNullable<ReturnType<typeof exportedObject>>) => void): string {
  const file = fileOf(text);
  const object = exportedObject(file, 'profile');
  if (!object) throw new Error('no profile');
  edit(object);
  return file.getFullText();
}

describe('removing a property', () => {
  it('takes the lines above it up to the item before (its comments, a blank line) and the comment after it, and leaves the line before it whole', () => {
    const text =
      "export const profile = {\n  name: 'Ada', // me\n\n  /* gone */\n  // also gone\n  email: 'a@b.c' // gone too\n};\n";
    expect(edited(text, (object) => removeItem(property(object, 'email')!))).toBe(
      "export const profile = {\n  name: 'Ada', // me\n};\n",
    );
  });

  it('on a line of several, takes its comma', () => {
    expect(
      edited('export const profile = { a: 1, b: 2, c: 3 };\n', (object) => removeItem(property(object, 'b')!)),
    ).toBe('export const profile = { a: 1, c: 3 };\n');
    expect(edited('export const profile = { a: 1, b: 2 };\n', (object) => removeItem(property(object, 'b')!))).toBe(
      'export const profile = { a: 1 };\n',
    );
  });
});

describe('adding a property', () => {
  it('after one without a comma, puts the comma before its comment', () => {
    expect(
      edited("export const profile = {\n  name: 'Ada' // me\n};\n", (object) =>
        insertProperty(object, property(object, 'name'), "tagline: 'Hi'"),
      ),
    ).toBe("export const profile = {\n  name: 'Ada', // me\n  tagline: 'Hi',\n};\n");
  });

  it('first, indented as the others, with the comments it carries; into an empty object, one level in', () => {
    expect(
      edited("export const profile = {\n    name: 'Ada',\n};\n", (object) =>
        insertProperty(object, undefined, 'id: 1', { above: ['// new'], after: ['// one'] }),
      ),
    ).toBe("export const profile = {\n    // new\n    id: 1, // one\n    name: 'Ada',\n};\n");
    expect(edited('export const profile = {\n};\n', (object) => insertProperty(object, undefined, 'id: 1'))).toBe(
      'export const profile = {\n  id: 1,\n};\n',
    );
  });

  it('on a line of several, inline', () => {
    expect(
      edited('export const profile = { a: 1 };\n', (object) => insertProperty(object, property(object, 'a'), 'b: 2')),
    ).toBe('export const profile = { a: 1, b: 2 };\n');
  });
});
