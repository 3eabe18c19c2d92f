import type {
  Award,
  Blog,
  Certificate,
  Course,
  EducationEntry,
  NewsItem,
  Profile,
  Project,
  Talk,
  Technology,
  TimelineEntry,
} from './schema.ts';

/** The owner's words, in one language: every content file but site.ts (the page, the head and the résumé read them). */
export interface OwnerWords {
  profile: Profile;
  experience: readonly TimelineEntry[];
  research: readonly TimelineEntry[];
  projects: readonly Project[];
  technologies: readonly Technology[];
  blog: Blog;
  /**
   * The optional files (absent: none). The page reads `education`, `talks`, `teaching` and `news`, and gets
   * each only when it has an entry; certificates and awards are the résumé's alone.
   */
  education?: readonly EducationEntry[];
  talks?: readonly Talk[];
  teaching?: readonly Course[];
  news?: readonly NewsItem[];
  certificates?: readonly Certificate[];
  awards?: readonly Award[];
}
