import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, expect, it } from 'vitest';
import english from '../../../src/shared/i18n/texts/en';
import { OwnerFiles } from '../../../tests/support/owner-files';
import { moveOwnTextsToContent } from './move-own-texts-to-content';

let owner: OwnerFiles;
afterEach(() => owner.remove());

// Icelandic as an owner added it before 1.0: a copy of en.ts of that time (no import, no check), translated
const ICELANDIC = `// Icelandic, by me
export default {
  languageName: 'Íslenska',
  skipToContent: 'Fara í efni',
  home: (name: string) => \`\${name}, forsíða\`,
};
`;

it("moves an owner's catalogue into the content folder, typed by SiteTexts, and names the texts it lacks", () => {
  owner = new OwnerFiles({
    'src/shared/i18n/texts/en.ts': 'export default {};\n',
    'src/shared/i18n/texts/is.ts': ICELANDIC,
  });
  const { changed, todo } = owner.upgrade([moveOwnTextsToContent]);
  expect(changed).toEqual([
    { file: 'src/content/is/texts.ts', what: 'moved from src/shared/i18n/texts/is.ts, typed by SiteTexts' },
  ]);
  expect(owner.exists('src/shared/i18n/texts/is.ts')).toBe(false);
  expect(owner.read('src/shared/i18n/texts/en.ts')).toBe('export default {};\n');
  expect(owner.read('src/content/is/texts.ts')).toBe(
    `import type { SiteTexts } from 'particle-portfolio/content';\n\n${ICELANDIC.replace('};\n', '} satisfies SiteTexts;\n')}`,
  );
  // the texts of today's English catalogue it does not write, and none it does
  expect(todo).toHaveLength(1);
  const what = todo[0]?.what ?? '';
  const named = what.slice(what.lastIndexOf(': ') + 2).split(', ');
  expect(named.sort()).toEqual(
    Object.keys(english)
      .filter((key) => !['languageName', 'skipToContent', 'home'].includes(key))
      .sort(),
  );
  expect(owner.upgrade([moveOwnTextsToContent])).toEqual({ applied: [], changed: [], todo: [] });
});

it('keeps a checked catalogue as written, with SiteTexts imported from where it lives', () => {
  const complete = Object.keys(english)
    .map((key) => `  ${key}: 'x',`)
    .join('\n');
  owner = new OwnerFiles({
    'src/shared/i18n/texts/is.ts': `import type { SiteTexts } from '../site-texts';\n\nexport default {\n${complete}\n} satisfies SiteTexts;\n`,
  });
  const { todo } = owner.upgrade([moveOwnTextsToContent]);
  expect(todo).toEqual([]);
  expect(owner.read('src/content/is/texts.ts')).toBe(
    `import type { SiteTexts } from 'particle-portfolio/content';\n\nexport default {\n${complete}\n} satisfies SiteTexts;\n`,
  );
});

it("leaves both files to the owner when the content folder has that language's texts already", () => {
  owner = new OwnerFiles({
    'src/shared/i18n/texts/is.ts': ICELANDIC,
    'src/content/is/texts.ts': '// mine\n',
  });
  const { changed, todo } = owner.upgrade([moveOwnTextsToContent]);
  expect(changed).toEqual([]);
  expect(todo.map(({ file }) => file)).toEqual(['src/shared/i18n/texts/is.ts']);
  expect(owner.read('src/shared/i18n/texts/is.ts')).toBe(ICELANDIC);
  expect(owner.read('src/content/is/texts.ts')).toBe('// mine\n');
});

it("takes no catalogue the template ships today for an owner's, and an owner's own of a language it ships since", () => {
  const texts = new URL('../../../src/shared/i18n/texts/', import.meta.url);
  const shipped = readdirSync(texts).filter((name) => name.endsWith('.ts') && !name.includes('.test.'));
  // a fork that took this release: the template's catalogues, as it ships them, beside the owner's
  // Icelandic, and a Japanese one the owner wrote before the template shipped its own
  owner = new OwnerFiles({
    ...Object.fromEntries(shipped.map((name) => [`src/shared/i18n/texts/${name}`, readFileSync(new URL(name, texts))])),
    'src/shared/i18n/texts/is.ts': ICELANDIC,
  });
  expect(owner.upgrade([moveOwnTextsToContent]).changed.map(({ file }) => file)).toEqual(['src/content/is/texts.ts']);
  owner.remove();
  owner = new OwnerFiles({ 'src/shared/i18n/texts/ja.ts': "export default { languageName: '日本語' };\n" });
  expect(owner.upgrade([moveOwnTextsToContent]).changed.map(({ file }) => file)).toEqual(['src/content/ja/texts.ts']);
});
