import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type TranslatedFile, TRANSLATABLE_FIELDS } from '../../src/shared/content/translation.ts';
import { type ContentFolder, importFrom, importProblem } from '../content/content-folder.ts';
import type { OwnerWords } from '../../src/shared/content/owner-words.ts';
import { languageFolder } from './language-folder.ts';
import { translateContent, type TranslatedWords } from './translate-content.ts';

const FILES = Object.keys(TRANSLATABLE_FIELDS) as TranslatedFile[];

/**
 * The owner's words in the language `tag` (canonical): the translation files of <content>/<tag>/ (the
 * tag in any case) over the default language's words, with the fields it left out and its problems,
 * each naming the file (one that cannot be imported, one that does not export its words, a field the
 * translation may not change); and the translation files as written.
 */
export async function translationOf(
  content: ContentFolder,
  words: OwnerWords,
  tag: string,
): Promise<TranslatedWords & { translation: Partial<Record<TranslatedFile, unknown>> }> {
  // <content>/<tag>/, the tag in any case ("zh-hans/" for zh-Hans); named in messages as it is written
  const { folder: name, problem } = languageFolder(content, tag);
  const translation: Partial<Record<TranslatedFile, unknown>> = {};
  const errors: string[] = problem ? [problem] : [];
  const label = (file: string) => `${content.label}/${name ?? tag}/${file}.ts`;
  for (const file of FILES) {
    if (name === undefined) break;
    const path = join(content.dir, name, `${file}.ts`);
    if (!existsSync(path)) continue;
    let module: Record<string, unknown>;
    try {
      module = await importFrom(content, path);
    } catch (error) {
      errors.push(importProblem(label(file), error));
      continue;
    }
    if (!(file in module)) {
      errors.push(`${label(file)} must export "${file}" (as the default language's ${file}.ts does)`);
      continue;
    }
    translation[file] = module[file];
  }
  const translated = translateContent(words, translation, label);
  return { ...translated, errors: [...errors, ...translated.errors], translation };
}
