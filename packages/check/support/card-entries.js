// What a card of the home page shows, whatever its section: an experience or research entry's, or a
// project's, as the content writes it.

/**
 * @typedef {{ title: string, company?: string | undefined, period?: string | undefined, details: readonly string[],
 *   technologies: readonly string[], github?: string, hasImage: boolean }} CardEntry
 */

/**
 * @param {import('../../../src/shared/content/schema.ts').TimelineEntry} entry
 * @returns {CardEntry}
 */
export const timelineCard = (entry) => ({
  title: entry.role,
  company: entry.company,
  period: entry.period,
  details: entry.description,
  technologies: entry.technologies,
  hasImage: entry.image !== undefined,
});

/**
 * @param {import('../../../src/shared/content/schema.ts').Project} entry
 * @returns {CardEntry}
 */
export const projectCard = (entry) => ({
  title: entry.title,
  details: entry.description,
  technologies: entry.technologies,
  ...(entry.github && { github: entry.github }),
  hasImage: entry.image !== undefined,
});
