import { experience } from '@/content/experience';
import { profile } from '@/content/profile';
import { projects } from '@/content/projects';
import { research } from '@/content/research';
import { site } from '@/content/site';
import { technologies } from '@/content/technologies';
import type { Award, Blog, Certificate, EducationEntry } from '@/shared/content/schema';

// Every file of the owner's content folder, imported as the unit tests import them: "@/content" is
// src/content, or the folder CONTENT_DIR names (vitest.config.ts). The build reads it through the site model.

// blog.ts is optional: without it the blog shows the site's own words, none of another owner's
const blogFile = Object.values(import.meta.glob<Blog>('@/content/blog.ts', { eager: true, import: 'blog' }))[0];
// so are the résumé's other sections: without a file, the section is not there
const education = Object.values(
  import.meta.glob<EducationEntry[]>('@/content/education.ts', { eager: true, import: 'education' }),
)[0];
const certificates = Object.values(
  import.meta.glob<Certificate[]>('@/content/certificates.ts', { eager: true, import: 'certificates' }),
)[0];
const awards = Object.values(import.meta.glob<Award[]>('@/content/awards.ts', { eager: true, import: 'awards' }))[0];

export const content = {
  site,
  profile,
  experience,
  research,
  projects,
  technologies,
  blog: blogFile ?? {},
  education: education ?? [],
  certificates: certificates ?? [],
  awards: awards ?? [],
};
