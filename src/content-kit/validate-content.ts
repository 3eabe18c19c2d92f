import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as Devicons from 'react-icons/di';
import * as FontAwesome6 from 'react-icons/fa6';
import * as SimpleIcons from 'react-icons/si';
import type { z } from 'zod';
import { experience } from '../content/experience';
import { profile } from '../content/profile';
import { projects } from '../content/projects';
import { research } from '../content/research';
import { profileSchema, projectSchema, siteSchema, technologySchema, timelineEntrySchema } from './schema';
import { site } from '../content/site';
import { technologies } from '../content/technologies';
import { iconSetOf, iconSets } from './technology-icons';

const iconModules: Record<string, Record<string, unknown>> = {
  [iconSets.Si]: SimpleIcons,
  [iconSets.Fa]: FontAwesome6,
  [iconSets.Di]: Devicons,
};

export interface ContentFiles {
  site: unknown;
  profile: unknown;
  experience: readonly unknown[];
  research: readonly unknown[];
  projects: readonly unknown[];
  technologies: readonly unknown[];
}

export interface ContentPaths {
  /** Folder holding the images that content entries name. */
  imagesDir: string;
  /** Folder served at the site root (the resume lives there). */
  publicDir: string;
}

export const ownContent: ContentFiles = { site, profile, experience, research, projects, technologies };

function entryLabel(entry: unknown, index: number): string {
  const record = (entry ?? {}) as Record<string, unknown>;
  const name = [record.role, record.title, record.name].find((v) => typeof v === 'string' && v.trim() !== '');
  return `entry ${index + 1}${name ? ` ("${String(name)}")` : ''}`;
}

function fieldPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(the entry itself)' : path.map(String).join('.');
}

function check(file: string, label: string, schema: z.ZodType, entry: unknown, paths: ContentPaths, errors: string[]) {
  const where = `src/content/${file}, ${label}`;
  const result = schema.safeParse(entry);
  if (!result.success) {
    for (const issue of result.error.issues) errors.push(`${where}, field "${fieldPath(issue.path)}": ${issue.message}`);
    return;
  }
  const data = result.data as Record<string, unknown>;
  for (const field of ['image', 'photo', 'logo'] as const) {
    const name = data[field];
    if (typeof name === 'string' && !existsSync(join(paths.imagesDir, name))) {
      errors.push(`${where}, field "${field}": image "${name}" does not exist in src/content/images`);
    }
  }
  const icon = data.icon;
  if (typeof icon === 'string') {
    const set = iconSetOf(icon);
    if (!set) errors.push(`${where}, field "icon": "${icon}" must start with Si, Fa or Di (a react-icons set)`);
    else if (typeof iconModules[set]?.[icon] !== 'function') errors.push(`${where}, field "icon": ${set} has no icon "${icon}"`);
  }
  const resume = (data.links as Record<string, unknown> | undefined)?.resume;
  if (typeof resume === 'string' && !existsSync(join(paths.publicDir, resume))) {
    errors.push(`${where}, field "links.resume": file "public${resume}" does not exist`);
  }
}

/** Every problem in the owner's content, each naming the file, the entry and the field. Empty when all is well. */
export function validateContent(content: ContentFiles, paths: ContentPaths): string[] {
  const errors: string[] = [];
  check('site.ts', 'site', siteSchema, content.site, paths, errors);
  check('profile.ts', 'profile', profileSchema, content.profile, paths, errors);
  const lists = [
    ['experience.ts', content.experience, timelineEntrySchema],
    ['research.ts', content.research, timelineEntrySchema],
    ['projects.ts', content.projects, projectSchema],
    ['technologies.ts', content.technologies, technologySchema],
  ] as const;
  for (const [file, entries, schema] of lists) {
    entries.forEach((entry, index) => check(file, entryLabel(entry, index), schema, entry, paths, errors));
  }
  return errors;
}
