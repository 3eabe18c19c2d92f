import { readFileSync } from 'node:fs';
import { afterEach, expect, it } from 'vitest';
import { OwnerFiles } from '../../../tests/support/owner-files';
import { deleteMachineryFiles } from './delete-machinery-files';

let owner: OwnerFiles;
afterEach(() => owner.remove());

// the template's own copies, as the first typed content folder held them
const FIRST = 'tests/fixtures/old-content/first-typed/src/content';
const template = (name: string) => readFileSync(`${FIRST}/${name}`, 'utf8');

it("deletes the template's own copies of its machinery, also checked out with Windows line breaks", () => {
  owner = new OwnerFiles({
    'src/content/schema.ts': template('schema.ts'),
    'src/content/images.ts': template('images.ts').replaceAll('\n', '\r\n'),
    'src/content/validate-content.ts': template('validate-content.ts'),
    'src/content/profile.ts': "export const profile = { name: 'Ada' };\n",
  });
  const { changed, todo } = owner.upgrade([deleteMachineryFiles]);
  expect(changed.map(({ file }) => file)).toEqual([
    'src/content/schema.ts',
    'src/content/images.ts',
    'src/content/validate-content.ts',
  ]);
  expect(todo).toEqual([]);
  for (const name of ['schema.ts', 'images.ts', 'validate-content.ts'])
    expect(owner.exists(`src/content/${name}`)).toBe(false);
  expect(owner.exists('src/content/profile.ts')).toBe(true);
  expect(owner.upgrade([deleteMachineryFiles])).toEqual({ applied: [], changed: [], todo: [] });
});

it('leaves a copy the owner edited, and says what to do with it', () => {
  const edited = `${template('schema.ts')}// my own field\n`;
  owner = new OwnerFiles({ 'src/content/schema.ts': edited });
  const { changed, todo } = owner.upgrade([deleteMachineryFiles]);
  expect(changed).toEqual([]);
  expect(todo).toEqual([
    {
      file: 'src/content/schema.ts',
      what: expect.stringMatching(/^the template's machinery, once kept in the content folder and edited since/),
    },
  ]);
  expect(owner.read('src/content/schema.ts')).toBe(edited);
});
