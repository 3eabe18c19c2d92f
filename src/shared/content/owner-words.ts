import type { Blog, Profile, Project, Technology, TimelineEntry } from './schema.ts';

/** The owner's words, in one language: every content file but site.ts (the page, the head and the résumé read them). */
export interface OwnerWords {
  profile: Profile;
  experience: readonly TimelineEntry[];
  research: readonly TimelineEntry[];
  projects: readonly Project[];
  technologies: readonly Technology[];
  blog: Blog;
}
