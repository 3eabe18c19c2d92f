import { freshRead, type ContentFolder } from '../content/content-folder.ts';
import { readSiteFile } from '../content/read-content-files.ts';
import type { SiteContext } from '../context/site-context.mjs';
import { languageNameIn, siteLanguages } from '../i18n/site-languages.ts';
import { phrasesPackageOf } from '../i18n/phrases.ts';
import { hasEntries } from '../publications/parse-publications.ts';
import { PUBLICATIONS_FILE, publicationsSource } from '../publications/read-publications.ts';
import { typefacePackageOf } from '../typeset/typefaces.ts';
import { installCommand, installSpecs, isInstalled, type NeededPackage } from './optional-packages.ts';

/**
 * The optional packages (optional-packages.ts) the site's content needs: the typeface and the phrases' model of each
 * language `tags` names, the BibTeX parser when the content folder (`dir`, named `label` in messages) has publications.
 */
export function neededPackages(dir: string, label: string, tags: readonly string[]): NeededPackage[] {
  const needed: NeededPackage[] = tags.flatMap((tag) =>
    [typefacePackageOf(tag), phrasesPackageOf(tag)].flatMap((name) =>
      name ? [{ name, why: `the pages in ${languageNameIn(tag, 'en')} (${tag})` }] : [],
    ),
  );
  if (hasEntries(publicationsSource({ dir }) ?? ''))
    needed.push({ name: '@retorquere/bibtex-parser', why: `${label}/${PUBLICATIONS_FILE}` });
  return needed;
}

/** Those of the packages the content needs (neededPackages) that the site has not installed. */
export const missingPackages = (dir: string, label: string, tags: readonly string[]): NeededPackage[] =>
  neededPackages(dir, label, tags).filter(({ name }) => !isInstalled(name));

/** The packages missing, once each, and a line for each saying what needs it. */
function listed(missing: readonly NeededPackage[]): { names: string[]; text: string } {
  const whys = new Map<string, string[]>();
  for (const { name, why } of missing) whys.set(name, [...(whys.get(name) ?? []), why]);
  const lines = [...whys].map(([name, each]) => `${name}, for ${each.join(' and ')}`);
  return {
    names: [...whys.keys()],
    text: `Packages your content needs, which the site has not installed (${whys.size}):\n  - ${lines.join('\n  - ')}`,
  };
}

/** The build's problem of packages missing: each with what needs it, then the one command that installs them all. */
export function missingPackagesProblem(missing: readonly NeededPackage[]): string {
  const { names, text } = listed(missing);
  return `${text}\n  Install ${names.length > 1 ? 'them' : 'it'} with: ${installCommand(names)}`;
}

/**
 * The languages site.ts lists, read as the site model reads the content files (the default's alone when it lists
 * none or cannot be read: the build names why).
 */
async function siteTags(folder: ContentFolder): Promise<string[]> {
  return siteLanguages((await readSiteFile(folder)) ?? {}).map(({ tag }) => tag);
}

/**
 * `particle-portfolio install-packages`: installs in the site (`context`) the packages its content needs that it has
 * not installed, with `npm install` (`run` runs it in the site's folder, resolving to its exit code); says what and
 * why. With `check`, says so and fails instead of installing them (`npm run upgrade -- --check`). Resolves to the exit
 * code.
 */
export async function installPackages(
  context: Pick<SiteContext, 'contentDir' | 'contentLabel'>,
  { check, run }: { check: boolean; run: (command: string, args: readonly string[]) => Promise<number> },
  log: (line: string) => void,
): Promise<number> {
  const folder = freshRead(context.contentDir, context.contentLabel);
  const missing = missingPackages(folder.dir, folder.label, await siteTags(folder));
  if (missing.length === 0) {
    log('Every package your content needs is installed.');
    return 0;
  }
  if (check) {
    log(missingPackagesProblem(missing));
    return 1;
  }
  const { names, text } = listed(missing);
  log(text);
  return run('npm', ['install', ...installSpecs(names)]);
}
