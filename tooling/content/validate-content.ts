import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { GENERATED_RESUME } from '../../src/shared/resume-file.ts';
import { entryLabel } from './entry-label.ts';
import { themeContrastProblems } from './theme-contrast.ts';
import { nearestName } from './nearest-name.ts';
import {
  awardSchema,
  blogSchema,
  certificateSchema,
  courseSchema,
  educationEntrySchema,
  NETWORK_ALIASES,
  newsItemSchema,
  profileSchema,
  projectSchema,
  RENAMED_FIELDS,
  siteSchema,
  talkSchema,
  technologySchema,
  timelineEntrySchema,
} from '../../src/shared/content/schema.ts';
import { ownerProfiles } from '../../src/shared/content/networks.ts';
import { iconSetOf } from '../../src/shared/content/technology-icons.ts';
import { DEFAULT_LANGUAGES, siteLanguages } from '../i18n/site-languages.ts';
import { projectBodies } from '../projects/project-bodies.ts';
import { hasIcon } from '../icons/icon-sets.ts';

export interface ContentFiles {
  site?: unknown;
  profile?: unknown;
  experience?: unknown;
  research?: unknown;
  projects?: unknown;
  technologies?: unknown;
  blog?: unknown;
  /** The optional lists: an owner without the file has none. */
  education?: unknown;
  certificates?: unknown;
  awards?: unknown;
  talks?: unknown;
  teaching?: unknown;
  news?: unknown;
}

export interface ContentPaths {
  /** The content folder (its images/ holds the pictures entries name; the owner's résumé PDF sits in it). */
  dir: string;
  /** The folder as messages name it: "src/content", "tests/fixtures/content/sparse". */
  label: string;
}

const fieldPath = (path: readonly PropertyKey[]) =>
  path.length === 0 ? '(the entry itself)' : path.map(String).join('.');

/** The field names an object schema takes at `path` inside `schema` (for a misspelt field's suggestion). */
function knownFields(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current: z.ZodType | undefined = schema;
  for (const key of path) {
    while (current instanceof z.ZodOptional) current = current.unwrap() as z.ZodType;
    current = current instanceof z.ZodObject ? (current.shape as Record<string, z.ZodType>)[String(key)] : undefined;
  }
  while (current instanceof z.ZodOptional) current = current.unwrap() as z.ZodType;
  return current instanceof z.ZodObject ? Object.keys(current.shape) : [];
}

/**
 * The messages of one zod issue: a renamed field is named with its new name, a misspelt one with the
 * nearest field the schema knows.
 */
function issueMessages(
  schema: z.ZodType,
  issue: z.core.$ZodIssue,
): { path: readonly PropertyKey[]; message: string; newName?: string }[] {
  if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message))
    return [{ path: issue.path, message: 'is required' }];
  if (issue.code !== 'unrecognized_keys') return [{ path: issue.path, message: issue.message }];
  const known = knownFields(schema, issue.path);
  return issue.keys.map((key) => {
    const renamed = RENAMED_FIELDS[key];
    if (renamed && known.includes(renamed)) {
      return {
        path: [...issue.path, key],
        message: `renamed: write it as "${renamed}"`,
        newName: fieldPath([...issue.path, renamed]),
      };
    }
    const alias = NETWORK_ALIASES[key.toLowerCase().replace(/[^a-z]/g, '')];
    const nearest = alias && known.includes(alias) ? alias : nearestName(key, known);
    const hint = nearest
      ? `did you mean "${nearest}"?`
      : `the fields are ${known.map((name) => `"${name}"`).join(', ')}`;
    return { path: [...issue.path, key], message: `unknown field: ${hint}` };
  });
}

function check(file: string, label: string, schema: z.ZodType, entry: unknown, paths: ContentPaths, errors: string[]) {
  const where = `${paths.label}/${file}, ${label}`;
  const result = schema.safeParse(entry);
  if (!result.success) {
    const messages = result.error.issues.flatMap((issue) => issueMessages(schema, issue));
    // a field written under its old name is not also missing under its new one
    const writtenAsOld = new Set(messages.flatMap(({ newName }) => (newName ? [newName] : [])));
    for (const { path, message } of messages) {
      if (message === 'is required' && writtenAsOld.has(fieldPath(path))) continue;
      errors.push(`${where}, field "${fieldPath(path)}": ${message}`);
    }
  }
  // the files the entry names are looked for all the same: one run names every problem (a field the schema refused
  // is not looked for again)
  const refused = new Set(result.error?.issues.map((issue) => String(issue.path[0])) ?? []);
  if (typeof entry !== 'object' || entry === null) return;
  const data = Object.fromEntries(
    Object.entries((result.data ?? entry) as Record<string, unknown>).filter(([field]) => !refused.has(field)),
  );
  for (const field of ['image', 'photo', 'logo'] as const) {
    const name = data[field];
    if (typeof name === 'string' && !existsSync(join(paths.dir, 'images', name))) {
      errors.push(`${where}, field "${field}": ${missingImage(name, paths)}`);
    }
  }
  const icon = data.icon;
  if (typeof icon === 'string') {
    const set = iconSetOf(icon);
    if (!set) errors.push(`${where}, field "icon": "${icon}" must start with Si, Fa or Di (a react-icons set)`);
    else if (!hasIcon(icon)) errors.push(`${where}, field "icon": ${set} has no icon "${icon}"`);
  }
  const resume = data.resume;
  if (typeof resume === 'string' && resume !== GENERATED_RESUME && !existsSync(join(paths.dir, resume))) {
    errors.push(`${where}, field "resume": file "${paths.label}/${resume}" does not exist`);
  }
}

/** The files of the content's images/ folder, none when it has none. */
function imageFiles(paths: ContentPaths): string[] {
  const dir = join(paths.dir, 'images');
  return existsSync(dir) ? readdirSync(dir).filter((name) => !name.startsWith('.')) : [];
}

/**
 * Why an image named in the content is not there, with the nearest file of the images folder when
 * one is near ("profile-photo.jpg" for "profile-photo.jpeg", "Logo.svg" for "logo.svg").
 */
function missingImage(name: string, paths: ContentPaths): string {
  const files = imageFiles(paths);
  const nearest = nearestName(name, files);
  const hint = nearest ? `: did you mean "${nearest}"?` : files.length === 0 ? ` (the folder is empty or missing)` : '';
  return `image "${name}" does not exist in ${paths.label}/images${hint}`;
}

/** site.ts's `menu` names only what the owner has: a profile of profile.ts's `links`, their résumé. */
function checkMenu(content: ContentFiles, paths: ContentPaths, errors: string[]) {
  const site = siteSchema.safeParse(content.site);
  const profile = profileSchema.safeParse(content.profile);
  if (!site.success || !profile.success || !site.data.menu) return;
  const has = new Set<string>([
    'blog',
    ...ownerProfiles(profile.data.links).map(({ field }) => field),
    ...(profile.data.resume ? ['resume'] : []),
  ]);
  site.data.menu.forEach((entry, index) => {
    if (has.has(entry)) return;
    const missing = entry === 'resume' ? 'profile.ts has no resume' : `profile.ts's links have no ${entry}`;
    errors.push(`${paths.label}/site.ts, site, field "menu.${index}": "${entry}" is not yours to list (${missing})`);
  });
}

/**
 * Every problem in the owner's content, each naming the file, the entry and the field. Empty when all is well. The
 * files of `unread` could not be imported (their own problem says why): they are not checked.
 */
export function validateContent(
  content: ContentFiles,
  paths: ContentPaths,
  unread: ReadonlySet<string> = new Set(),
): string[] {
  const errors: string[] = [];
  const read = (file: string) => !unread.has(file);
  if (read('site.ts')) check('site.ts', 'site', siteSchema, content.site, paths, errors);
  if (read('profile.ts')) check('profile.ts', 'profile', profileSchema, content.profile, paths, errors);
  if (read('site.ts') && read('profile.ts')) checkMenu(content, paths, errors);
  const site = siteSchema.safeParse(content.site);
  if (site.success) errors.push(...themeContrastProblems(site.data.theme, paths.label));
  if (read('blog.ts')) check('blog.ts', 'blog', blogSchema, content.blog, paths, errors);
  const lists = [
    ['experience.ts', content.experience, timelineEntrySchema],
    ['research.ts', content.research, timelineEntrySchema],
    ['projects.ts', content.projects, projectSchema],
    ['technologies.ts', content.technologies, technologySchema],
    ['education.ts', content.education ?? [], educationEntrySchema],
    ['certificates.ts', content.certificates ?? [], certificateSchema],
    ['awards.ts', content.awards ?? [], awardSchema],
    ['talks.ts', content.talks ?? [], talkSchema],
    ['teaching.ts', content.teaching ?? [], courseSchema],
    ['news.ts', content.news ?? [], newsItemSchema],
  ] as const;
  for (const [file, entries, schema] of lists) {
    if (!read(file)) continue;
    if (!Array.isArray(entries)) {
      errors.push(`${paths.label}/${file}: must export a list (an empty list [] leaves the section out)`);
      continue;
    }
    entries.forEach((entry, index) => check(file, entryLabel(entry, index), schema, entry, paths, errors));
  }
  // the projects' stories (projects/<name>.md), each matched to its project
  if (read('projects.ts') && Array.isArray(content.projects)) {
    const languages = siteLanguages(site.success ? site.data : { languages: [...DEFAULT_LANGUAGES] });
    const projects = content.projects.map((entry) => (typeof entry === 'object' && entry !== null ? entry : {}));
    errors.push(...projectBodies(paths.dir, paths.label, projects, languages).errors);
  }
  return errors;
}
