import { pathToFileURL } from 'node:url';
import type { ResumeSectionTexts, SiteTexts } from '../../src/shared/i18n/site-texts';
import { textsFilesOf } from '../../tooling/i18n/site-texts-of';
import { contentDir } from './site-content';

/**
 * The texts a language's pages speak (`tag` canonical): the template's catalogue with the owner's
 * <content>/<tag>/texts.ts over it, text by text, or the owner's alone for a language the template
 * does not ship.
 */
export async function languageTexts(tag: string): Promise<SiteTexts> {
  const files = textsFilesOf({ dir: contentDir, label: 'content' }, tag);
  if (files.length === 0) throw new Error(`no catalogue of texts for ${tag}`);
  const catalogues = await Promise.all(
    files.map(
      async (file) => ((await import(pathToFileURL(file.path).href)) as { default: Partial<SiteTexts> }).default,
    ),
  );
  return Object.assign({}, ...catalogues) as SiteTexts;
}

/** The texts of the résumé's optional sections in a language (`tag` canonical), as its pages read them. */
export async function languageResumeSectionTexts(tag: string): Promise<Partial<ResumeSectionTexts>> {
  const catalogues = await Promise.all(
    textsFilesOf({ dir: contentDir, label: 'content' }, tag).map(
      async (file) =>
        (
          (await import(pathToFileURL(file.path).href)) as {
            resumeSections?: Partial<ResumeSectionTexts>;
          }
        ).resumeSections,
    ),
  );
  return Object.assign({}, ...catalogues) as Partial<ResumeSectionTexts>;
}
