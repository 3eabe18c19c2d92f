import { describe, expect, it } from 'vitest';
import { exportedObject, insertProperty, property, removeItem } from './source-edits';
import { SourceFile } from './source-file';

/** The file after `edit` on its exported `profile` object. */
function edited(
  text: string,
  edit: (object: NonNullable<ReturnType<typeof exportedObject>>, file: SourceFile) => void,
): string {
  const file = new SourceFile('profile.ts', text);
  const object = exportedObject(file, 'profile');
  if (!object) throw new Error('no profile');
  edit(object, file);
  return file.text;
}

describe('removing a property', () => {
  it('takes the lines above it up to the item before (its comments, a blank line) and the comment after it, and leaves the line before it whole', () => {
    const text =
      "export const profile = {\n  name: 'Ada', // me\n\n  /* gone */\n  // also gone\n  email: 'a@b.c' // gone too\n};\n";
    expect(edited(text, (object, file) => removeItem(file, property(file, object, 'email')!))).toBe(
      "export const profile = {\n  name: 'Ada', // me\n};\n",
    );
  });

  it('on a line of several, takes its comma', () => {
    expect(
      edited('export const profile = { a: 1, b: 2, c: 3 };\n', (object, file) =>
        removeItem(file, property(file, object, 'b')!),
      ),
    ).toBe('export const profile = { a: 1, c: 3 };\n');
    expect(
      edited('export const profile = { a: 1, b: 2 };\n', (object, file) =>
        removeItem(file, property(file, object, 'b')!),
      ),
    ).toBe('export const profile = { a: 1 };\n');
  });
});

describe('adding a property', () => {
  it('after one without a comma, puts the comma before its comment', () => {
    expect(
      edited("export const profile = {\n  name: 'Ada' // me\n};\n", (object, file) =>
        insertProperty(file, object, property(file, object, 'name'), "tagline: 'Hi'"),
      ),
    ).toBe("export const profile = {\n  name: 'Ada', // me\n  tagline: 'Hi',\n};\n");
  });

  it('first, indented as the others, with the comments it carries; into an empty object, one level in', () => {
    expect(
      edited("export const profile = {\n    name: 'Ada',\n};\n", (object, file) =>
        insertProperty(file, object, undefined, 'id: 1', { above: ['// new'], after: ['// one'] }),
      ),
    ).toBe("export const profile = {\n    // new\n    id: 1, // one\n    name: 'Ada',\n};\n");
    expect(
      edited('export const profile = {\n};\n', (object, file) => insertProperty(file, object, undefined, 'id: 1')),
    ).toBe('export const profile = {\n  id: 1,\n};\n');
  });

  it('on a line of several, inline', () => {
    expect(
      edited('export const profile = { a: 1 };\n', (object, file) =>
        insertProperty(file, object, property(file, object, 'a'), 'b: 2'),
      ),
    ).toBe('export const profile = { a: 1, b: 2 };\n');
  });
});

describe('a file in any script', () => {
  it('is edited at the characters the syntax names, past letters outside the ASCII range and emoji', () => {
    const text =
      "// Zoë 李明轩 😀\nexport const profile = ({\n  name: '李明轩 😀', /* 名前 */\n  tagline: 'مرحبا',\n  email: 'z@b.c', // ✉️\n} satisfies Profile);\n";
    expect(edited(text, (object, file) => removeItem(file, property(file, object, 'tagline')!))).toBe(
      "// Zoë 李明轩 😀\nexport const profile = ({\n  name: '李明轩 😀', /* 名前 */\n  email: 'z@b.c', // ✉️\n} satisfies Profile);\n",
    );
    expect(
      edited(text, (object, file) =>
        insertProperty(file, object, property(file, object, 'email'), "jobTitle: 'Ингенер'"),
      ),
    ).toBe(
      "// Zoë 李明轩 😀\nexport const profile = ({\n  name: '李明轩 😀', /* 名前 */\n  tagline: 'مرحبا',\n  email: 'z@b.c', // ✉️\n  jobTitle: 'Ингенер',\n} satisfies Profile);\n",
    );
  });
});
