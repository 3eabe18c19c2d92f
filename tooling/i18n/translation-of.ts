import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type TranslatedFile, TRANSLATABLE_FIELDS } from '../../src/shared/content/translation.ts';
import { contentFolder, contentLabel } from '../content/folder.mjs';
import { oncePerContentState } from '../content/content-state.ts';
import type { Content } from '../content/load-content.ts';
import { stopOnProblem } from '../content/stop-on-problem.ts';
import { loadSource, sourceId } from '../load-source.ts';
import { languageFolder } from './language-folder.ts';
import { translateContent, type TranslatedWords } from './translate-content.ts';

const FILES = Object.keys(TRANSLATABLE_FIELDS) as TranslatedFile[];

/**
 * The owner's words in the language `tag` (canonical): the translation files of <content>/<tag>/ over the default
 * content, merged once per state of the content folder (the languages, the résumé and the pictures
 * all read them).
 */
export const translationOf = (content: Content, tag: string): Promise<TranslatedWords> =>
  oncePerContentState(`translation:${tag}`, () => mergeTranslation(content, tag));

async function mergeTranslation(content: Content, tag: string): Promise<TranslatedWords> {
  // <content>/<tag>/, the tag in any case ("zh-hans/" for zh-Hans); named in messages as it is written
  const name = languageFolder(tag);
  const translation: Partial<Record<TranslatedFile, unknown>> = {};
  for (const file of FILES) {
    if (name === undefined) break;
    const path = join(contentFolder(), name, `${file}.ts`);
    if (!existsSync(path)) continue;
    const module = await loadSource<Record<string, unknown>>(sourceId(path));
    if (!(file in module))
      stopOnProblem(
        `${contentLabel()}/${name}/${file}.ts must export "${file}" (as the default language's ${file}.ts does)`,
      );
    translation[file] = module[file];
  }
  const { profile, experience, research, projects, technologies, blog, education, certificates, awards } = content;
  return translateContent(
    { profile, experience, research, projects, technologies, blog, education, certificates, awards },
    translation,
    (file) => `${contentLabel()}/${name ?? tag}/${file}.ts`,
  );
}
