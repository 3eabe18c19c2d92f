import { experience } from '@/content/experience';
import { profile } from '@/content/profile';
import { projects } from '@/content/projects';
import { research } from '@/content/research';
import { site } from '@/content/site';
import { technologies } from '@/content/technologies';
import type { Blog } from '@/shared/content/schema';

// Every file of the owner's content folder, imported as the unit tests import them: "@/content" is
// src/content, or the folder CONTENT_DIR names (vitest.config.ts). The build reads it through the site model.

// blog.ts is optional: without it the blog shows the site's own words, none of another owner's
const blogFile = Object.values(import.meta.glob<Blog>('@/content/blog.ts', { eager: true, import: 'blog' }))[0];

export const content = { site, profile, experience, research, projects, technologies, blog: blogFile ?? {} };
