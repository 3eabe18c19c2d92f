import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { entryLabel } from '../content/entry-label.ts';
import { nearestName } from '../content/nearest-name.ts';
import type { LanguagePlace } from '../i18n/site-languages.ts';
import { projectPageName, projectSlug } from '../../src/shared/content/project-page.ts';
import type { Project } from '../../src/shared/content/schema.ts';

// Build-time only (Node): the stories of the owner's projects, the files of the content folder's
// projects/, each matched to its project by name (src/shared/content/project-page.ts). Every problem
// names the file, or the entry and its field, as the content's other checks do.

/** The folder of the projects' stories, in the content folder. */
export const PROJECTS_FOLDER = 'projects';

/** A project's story, or its translation, as a file. */
export interface ProjectBodyFile {
  /** Absolute path. */
  path: string;
  /** As messages name it: "src/content/projects/tram-stop-counter.de.md". */
  file: string;
  /** The name of the project's page (the file's name without its language and extension). */
  slug: string;
  /** The language it is written in: the default one for <slug>.md, another for <slug>.<folder>.md. */
  language: LanguagePlace;
  /** The project's place in projects.ts. */
  index: number;
}

const BODY_FILE = /\.(md|ipynb)$/;

/** The names a story may have in each language: "en (<name>.md), de (<name>.de.md)". */
const fileNames = (languages: readonly LanguagePlace[]) =>
  languages.map(({ tag, prefix }) => `${tag} (<name>${prefix ? `.${prefix}` : ''}.md)`).join(', ');

/**
 * The stories in `<dir>/projects/` matched to `projects` (the default language's, as projects.ts
 * writes them), and every problem: a file no project is named by (with the project it likely means),
 * a file named after no language of the site, a translation without the story in the default
 * language, a name two files or two projects share. A project whose `page` has no story yet has no
 * page, as any project without a story (a misspelt name leaves its story unmatched, which is told).
 * `label` is the content folder as messages name it. A missing folder means no stories.
 */
export function projectBodies(
  dir: string,
  label: string,
  projects: readonly Partial<Project>[],
  languages: readonly LanguagePlace[],
): { bodies: ProjectBodyFile[]; errors: string[] } {
  const errors: string[] = [];
  const folder = join(dir, PROJECTS_FOLDER);
  const names = existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => BODY_FILE.test(name))
        .sort()
    : [];
  const fileOf = (name: string) => `${label}/${PROJECTS_FOLDER}/${name}`;
  const projectLabel = (index: number) => `${label}/projects.ts, ${entryLabel(projects[index], index)}`;

  // each project's page name; a name two projects share is ambiguous
  const owners = new Map<string, number[]>();
  projects.forEach((project, index) => {
    const name = pageNameOf(project);
    if (name !== undefined) owners.set(name, [...(owners.get(name) ?? []), index]);
  });
  for (const [name, indices] of owners) {
    // two projects naming one page themselves: the second is told (a title that happens to make another's name is
    // told only when a story needs the name, below)
    const [first, ...others] = indices.filter((index) => projects[index]?.page === name);
    if (first === undefined) continue;
    for (const index of others)
      errors.push(
        `${projectLabel(index)}, field "page": "${name}" is also the page of ${entryLabel(projects[first], first)}`,
      );
  }

  const bodies: ProjectBodyFile[] = [];
  const seen = new Map<string, string>();
  for (const name of names) {
    const file = fileOf(name);
    const stem = name.replace(BODY_FILE, '');
    const dot = stem.indexOf('.');
    const middle = dot === -1 ? undefined : stem.slice(dot + 1);
    const slug = dot === -1 ? stem : stem.slice(0, dot);
    const language = languages.find(({ prefix }) =>
      middle === undefined ? prefix === '' : prefix !== '' && prefix === middle,
    );
    if (!language) {
      errors.push(
        `${file}: "${middle}" is no language of the site; a project's story is named after its language, one of ${fileNames(languages)}`,
      );
      continue;
    }
    const [index, ...more] = owners.get(slug) ?? [];
    if (index === undefined) {
      errors.push(`${file}: ${orphanMessage(slug, projects, owners)}`);
      continue;
    }
    if (more.length > 0) {
      const indices = [index, ...more];
      const both = indices.map((index) => entryLabel(projects[index], index)).join(' and ');
      errors.push(`${file}: ${both} of projects.ts both have the page "${slug}"; give one of them its own: page: '…'`);
      continue;
    }
    const key = `${language.tag}/${slug}`;
    const other = seen.get(key);
    if (other !== undefined) {
      errors.push(`${file}: the same story as ${other}; keep one of the two`);
      continue;
    }
    seen.set(key, file);
    bodies.push({ path: join(folder, name), file, slug, language, index });
  }

  // a page exists in every language, showing the default language's story where it has no translation: that story
  // must exist
  const [defaultLanguage] = languages;
  for (const body of bodies)
    if (body.language !== defaultLanguage && !seen.has(`${defaultLanguage?.tag}/${body.slug}`))
      errors.push(
        `${body.file}: a translation of a story that is not there: write ${fileOf(`${body.slug}.md`)} (the page in ${defaultLanguage?.tag}) too`,
      );
  return { bodies: bodies.filter((body) => seen.has(`${defaultLanguage?.tag}/${body.slug}`)), errors };
}

/** A project's page name, for an entry whose title may not be checked yet. */
const pageNameOf = (project: Partial<Project>) =>
  typeof project.title === 'string' ? projectPageName({ title: project.title, page: project.page }) : undefined;

/** Why a story's name is no project's: the project it likely means, or the names there are. */
function orphanMessage(
  slug: string,
  projects: readonly Partial<Project>[],
  owners: ReadonlyMap<string, number[]>,
): string {
  const titled = projects.flatMap((project, index) => {
    const name = pageNameOf(project);
    return name === undefined ? [] : [{ name, index }];
  });
  const nearest = nearestName(
    slug,
    titled.map(({ name }) => name),
  );
  const meant = titled.find(({ name }) => name === nearest);
  const unnamed = projects.some(
    (project) => typeof project.title === 'string' && !project.page && !projectSlug(project.title),
  );
  const hint = meant
    ? `did you mean the project "${String(projects[meant.index]?.title)}" (${meant.name}.md)?`
    : owners.size > 0
      ? `the projects' stories are named ${[...owners.keys()].map((name) => `${name}.md`).join(', ')}`
      : 'projects.ts has no project';
  const alphabet = unnamed
    ? `; a project whose title is not in Latin letters names its page itself (page: '${slug}' in projects.ts)`
    : '';
  return `no project's page is "${slug}" (its title in lower case with hyphens, or its field "page"): ${hint}${alphabet}`;
}
