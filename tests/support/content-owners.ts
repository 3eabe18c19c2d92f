// The content folders the résumé is tested with: this build's (src/content, the folder CONTENT_DIR
// names, or the sample's) and the fixture owners, each loaded from its files (and its publications.bib)
// as the résumé's input.
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { networks } from '../../src/shared/content/networks';
import type { Profile, Site } from '../../src/shared/content/schema';
import { contentLabel } from '../../tooling/content/folder.mjs';
import { citationWriter } from '../../tooling/publications/citation-writer';
import { readPublications } from '../../tooling/publications/read-publications';
import english, { resumeSections as englishResumeSections } from '../../src/shared/i18n/texts/en';
import type { ResumeSectionTexts, SiteTexts } from '../../src/shared/i18n/site-texts';
import { TRANSLATABLE_FIELDS, type TranslatedFile } from '../../src/shared/content/translation';
import { translateContent } from '../../tooling/i18n/translate-content';
import { ownResumeContent } from '../../tooling/resume/own-resume';
import type { ResumeContent } from '../../tooling/resume/resume-content';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const OWNERS = {
  'this build': contentLabel(),
  'spec-owner': 'tests/fixtures/content/spec-owner',
  'sparse-owner': 'tests/fixtures/content/sparse-owner',
  'scholar-owner': 'tests/fixtures/content/scholar-owner',
  'family-first-owner': 'tests/fixtures/content/family-first-owner',
  'multilingual-owner': 'tests/fixtures/content/multilingual-owner',
  'german-owner': 'tests/fixtures/content/german-owner',
  'vietnamese-owner': 'tests/fixtures/content/vietnamese-owner',
  'chinese-owner': 'tests/fixtures/content/chinese-owner',
  'researcher-owner': 'tests/fixtures/content/researcher-owner',
  'korean-owner': 'tests/fixtures/content/korean-owner',
  'imported-owner': 'tests/fixtures/content/imported-owner',
} as const;

export type Owner = keyof typeof OWNERS;

/** The content's optional lists, each a file of its own. */
const OPTIONAL_LISTS = ['education', 'certificates', 'awards', 'talks', 'teaching', 'news'] as const;

async function load<T>(dir: string, name: string): Promise<T> {
  return ((await import(pathToFileURL(join(root, dir, `${name}.ts`)).href)) as Record<string, T>)[name]!;
}

/** The résumé's input for an owner's content folder, with the site's home page as its address. */
export async function resumeContentOf(owner: Owner): Promise<ResumeContent> {
  const dir = OWNERS[owner];
  const site = await load<Site>(dir, 'site');
  const profile = await load<Profile>(dir, 'profile');
  const { publications, errors } = await readPublications({ dir: resolve(root, dir), label: dir }, profile);
  if (errors.length > 0) throw new Error(errors.join('\n'));
  return {
    site,
    profile,
    experience: await load(dir, 'experience'),
    research: await load(dir, 'research'),
    projects: await load(dir, 'projects'),
    technologies: await load(dir, 'technologies'),
    // optional: an owner without blog.ts (one who started from a JSON Resume) has none
    blog: existsSync(join(root, dir, 'blog.ts')) ? await load(dir, 'blog') : {},
    // optional too, the résumé's other sections
    ...Object.fromEntries(
      await Promise.all(
        OPTIONAL_LISTS.filter((file) => existsSync(join(root, dir, `${file}.ts`))).map(async (file) => [
          file,
          await load(dir, file),
        ]),
      ),
    ),
    publications,
    homeUrl: new URL(site.url).href,
    label: relative(root, resolve(root, dir)),
    language: site.languages?.[0] ?? 'en',
    texts: { ...english, ...englishResumeSections },
    citations: await citationWriter('en', english, profile.name),
  };
}

/**
 * A language's texts, those of the résumé's sections among them: the template's catalogue, with the owner's
 * <tag>/texts.ts over it text by text.
 */
async function textsOf(dir: string, tag: string): Promise<SiteTexts & Partial<ResumeSectionTexts>> {
  const files = [join(root, 'src/shared/i18n/texts', `${tag}.ts`), join(root, dir, tag, 'texts.ts')];
  const catalogues = await Promise.all(
    files
      .filter((file) => existsSync(file))
      .map(
        async (file) =>
          (await import(pathToFileURL(file).href)) as {
            default: Partial<SiteTexts>;
            resumeSections?: Partial<ResumeSectionTexts>;
          },
      ),
  );
  return Object.assign({}, ...catalogues.flatMap((module) => [module.default, module.resumeSections])) as SiteTexts &
    Partial<ResumeSectionTexts>;
}

/**
 * The résumé's input for an owner in one of the languages of their site.ts, as the build makes it: the
 * words of their <tag>/ folder over the default language's, that language's texts, its address.
 */
export async function resumeContentIn(owner: Owner, tag: string): Promise<ResumeContent> {
  const dir = OWNERS[owner];
  const content = await resumeContentOf(owner);
  const [defaultTag] = content.site.languages ?? ['en'];
  const texts = await textsOf(dir, tag);
  if (tag === defaultTag) return { ...content, language: tag, texts };
  const translation: Partial<Record<TranslatedFile, unknown>> = {};
  for (const file of Object.keys(TRANSLATABLE_FIELDS) as TranslatedFile[])
    if (existsSync(join(root, dir, tag, `${file}.ts`))) translation[file] = await load(join(dir, tag), file);
  const { words } = translateContent(content, translation, (file) => `${dir}/${tag}/${file}.ts`);
  return ownResumeContent(
    { ...content, ...words },
    {
      publications: content.publications,
      base: '/',
      label: content.label,
      language: {
        tag,
        prefix: tag.toLowerCase(),
        texts,
        citations: await citationWriter(tag, texts, words.profile.name),
        defaults: content,
      },
    },
  );
}

/**
 * The addresses of an owner's profiles, in the order of the networks' declaration, then their other links in theirs.
 */
export const profileUrls = (profile: Profile): string[] => [
  ...networks.flatMap(({ field }) => profile.links?.[field] ?? []),
  ...(profile.links?.other ?? []).map(({ url }) => url),
];
