import { existsSync, readdirSync } from 'node:fs';
import { canonicalTag } from '../../src/shared/i18n/language-tag.ts';
import type { ContentFolder } from '../content/content-folder.ts';

/**
 * Which of the content folder's `folders` holds the files of the language `tag` (canonical, "zh-Hans"): the one named
 * by its tag in any case ("zh-Hans", "zh-hans"). A problem naming both when two do, which a case-sensitive disk allows.
 */
export function languageFolderIn(
  folders: readonly string[],
  tag: string,
  label: string,
): { folder?: string | undefined; problem?: string } {
  const found = folders.filter((name) => canonicalTag(name) === tag).sort();
  if (found.length > 1)
    return {
      problem: `${found.map((name) => `${label}/${name}/`).join(' and ')} are two folders of one language (${tag}; the case of a language tag does not matter): keep one`,
    };
  return { folder: found[0] };
}

/**
 * The folder of the content holding a language's own files (its translation, its texts): <content>/<tag>/, its tag
 * written in any case; none when there is none, and a problem naming both when there are two.
 */
export function languageFolder(
  content: Pick<ContentFolder, 'dir' | 'label'>,
  tag: string,
): ReturnType<typeof languageFolderIn> {
  if (!existsSync(content.dir)) return {};
  const folders = readdirSync(content.dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return languageFolderIn(folders, tag, content.label);
}
