import type { OwnerWords } from '../../src/shared/content/owner-words.ts';

/** The content files whose words the pages show (certificates and awards are the résumé's alone). */
const PAGE_FILES: ReadonlySet<string> = new Set([
  'profile',
  'experience',
  'research',
  'projects',
  'technologies',
  'blog',
  'education',
  'talks',
  'teaching',
  'news',
]);

/** The optional lists the pages show: each only when it has an entry. */
const OPTIONAL_PAGE_LISTS: ReadonlySet<string> = new Set(['education', 'talks', 'teaching', 'news']);

/**
 * The owner's words as the pages get them (virtual:languages): the files they show, in the order
 * given; an optional list (education, talks, teaching, news) only when it has an entry, so a site without one ships not a byte of it.
 */
export const pageWords = (words: OwnerWords): Partial<OwnerWords> =>
  Object.fromEntries(
    Object.entries(words).filter(
      ([file, value]) => PAGE_FILES.has(file) && !(OPTIONAL_PAGE_LISTS.has(file) && (value as unknown[]).length === 0),
    ),
  );

/** The fields that fell back to the default language that the pages show ("experience.0.role"). */
export const pageFallbacks = (fallbacks: readonly string[]): string[] =>
  fallbacks.filter((path) => PAGE_FILES.has(path.split('.')[0] ?? ''));
