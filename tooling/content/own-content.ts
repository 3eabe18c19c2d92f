import { blog } from '@/content/blog';
import { experience } from '@/content/experience';
import { profile } from '@/content/profile';
import { projects } from '@/content/projects';
import { research } from '@/content/research';
import { site } from '@/content/site';
import { technologies } from '@/content/technologies';

// Every file of the owner's content folder, imported as the app imports them: "@/content" is
// src/content, or the folder CONTENT_DIR names. Build code reads it through load-content.ts.

export const content = { site, profile, experience, research, projects, technologies, blog };

export type Content = typeof content;
