/**
 * The home page's sections after the intro, in their order; the résumé gives its sections in the same order (but
 * News and Contact, which it has not).
 */
export const homeSections = [
  'news',
  'experience',
  'research',
  'publications',
  'talks',
  'teaching',
  'projects',
  'technologies',
  'contact',
] as const;

export type HomeSectionId = (typeof homeSections)[number];
