/** The home page's sections after the intro, in their order; the résumé gives its sections in the same order. */
export const homeSections = ['experience', 'research', 'publications', 'projects', 'technologies', 'contact'] as const;

export type HomeSectionId = (typeof homeSections)[number];
