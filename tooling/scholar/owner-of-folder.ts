import type { OwnerWords } from '../../src/shared/content/owner-words.ts';
import { profileSchema, type Site, siteSchema } from '../../src/shared/content/schema.ts';
import type { ContentFolder } from '../content/content-folder.ts';
import { type Content, readContentFiles } from '../content/read-content-files.ts';
import type { OwnerNames } from '../publications/owner-names.ts';
import { ownerNamesOf } from '../publications/site-citations.ts';
import { siteLanguages } from '../i18n/site-languages.ts';
import { translationOf } from '../i18n/translation-of.ts';

// What the commands of tooling/scholar/ need of the owner's folder, and no more: site.ts (whether
// citation counts are on), the owner's email, and the names they publish under in every language of
// the site (as the build finds them in publications.bib). The commands do not read the whole site
// model: a post the build would reject is no reason to refuse to count citations.

export interface FolderOwner {
  site: Site;
  email: string | undefined;
  names: OwnerNames;
}

/** The owner of a content folder; a line saying why not when its files do not import. */
export async function ownerOfFolder(folder: ContentFolder): Promise<FolderOwner | { problem: string }> {
  const files = await readContentFiles(folder);
  const failed = files.problems.find((problem) => /\/(site|profile)\.ts\b/.test(problem));
  if (failed) return { problem: failed.split('\n')[0] ?? failed };
  const content = files.content as unknown as Content;
  for (const [name, valid] of [
    ['site', siteSchema.safeParse(content.site).success],
    ['profile', profileSchema.safeParse(content.profile).success],
  ] as const)
    if (!valid) return { problem: `${folder.label}/${name}.ts is not valid` };
  const words: OwnerWords = content;
  const byLanguage: Pick<OwnerWords, 'profile'>[] = [words];
  // profile.name as each other language of the site writes it (a translation that fails leaves it out)
  for (const { tag } of siteLanguages(content.site).slice(1))
    byLanguage.push((await translationOf(folder, words, tag)).words);
  return { site: content.site, email: content.profile.email, names: ownerNamesOf(byLanguage) };
}
