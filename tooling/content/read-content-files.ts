import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  siteSchema,
  type Award,
  type Blog,
  type Certificate,
  type Course,
  type EducationEntry,
  type NewsItem,
  type Profile,
  type Project,
  type Site,
  type Talk,
  type Technology,
  type TimelineEntry,
} from '../../src/shared/content/schema.ts';
import { type ContentFolder, importFrom, importProblem } from './content-folder.ts';

/** The owner's content files, as their modules export them (checked by validate-content.ts before anything uses them). */
export interface Content {
  site: Site;
  profile: Profile;
  experience: TimelineEntry[];
  research: TimelineEntry[];
  projects: Project[];
  technologies: Technology[];
  blog: Blog;
  education: EducationEntry[];
  certificates: Certificate[];
  awards: Award[];
  talks: Talk[];
  teaching: Course[];
  news: NewsItem[];
}

/** Each content file, the name it exports, and what a folder without it has (none: it may not leave it out). */
const FILES: readonly (readonly [keyof Content, (() => unknown) | undefined])[] = [
  ['site', undefined],
  ['profile', undefined],
  ['experience', undefined],
  ['research', undefined],
  ['projects', undefined],
  ['technologies', undefined],
  // without blog.ts the blog shows the site's own words, none of another owner's
  ['blog', () => ({})],
  // the résumé's other sections: without a file, the section is not there
  ['education', () => []],
  ['certificates', () => []],
  ['awards', () => []],
  // a researcher's record beside the papers: talks given, courses taught, news
  ['talks', () => []],
  ['teaching', () => []],
  ['news', () => []],
];

/**
 * Every content file of the folder (or those `names` names), imported as it is on disk now, and a
 * problem for each that cannot be read: missing, failing to import (a syntax error, with its line and
 * column), or not exporting its words. A file that failed is left out of `content` (undefined), so
 * that the others are checked all the same.
 */
export async function readContentFiles(
  folder: ContentFolder,
  names?: readonly (keyof Content)[],
): Promise<{ content: Partial<Record<keyof Content, unknown>>; failed: Set<string>; problems: string[] }> {
  const content: Partial<Record<keyof Content, unknown>> = {};
  const failed = new Set<string>();
  const problems: string[] = [];
  const modules = await Promise.all(
    FILES.filter(([name]) => !names || names.includes(name)).map(async ([name, absent]) => {
      const path = join(folder.dir, `${name}.ts`);
      const label = `${folder.label}/${name}.ts`;
      if (!existsSync(path)) {
        if (!absent)
          return { name, problem: `${label} is missing: every site has one (an empty list [] leaves a section out)` };
        return { name, value: absent() };
      }
      try {
        const module = await importFrom(folder, path);
        if (!(name in module)) return { name, problem: `${label} must export "${name}"` };
        return { name, value: module[name] };
      } catch (error) {
        return { name, problem: importProblem(label, error) };
      }
    }),
  );
  for (const { name, value, problem } of modules) {
    if (problem) {
      problems.push(problem);
      failed.add(`${name}.ts`);
    } else content[name] = value;
  }
  return { content, failed, problems };
}

/**
 * site.ts alone, imported and checked as the site model reads it; undefined when it cannot be read or is not valid
 * (the build names why). For what needs the site's settings and nothing else of the content: its languages' packages,
 * `vite preview`'s path and HSTS setting.
 */
export async function readSiteFile(folder: ContentFolder): Promise<Site | undefined> {
  const site = siteSchema.safeParse((await readContentFiles(folder, ['site'])).content.site);
  return site.success ? site.data : undefined;
}
