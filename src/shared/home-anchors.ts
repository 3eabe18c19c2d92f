// The ids of the home page's entries, which a search result leads to (/#projects-2): the page gives
// them on a site with search (src/features/home/), the index names them (tooling/search/).

/** A card's id: its section and its place there, from 1 ("experience-1", "projects-3"), the same in every language. */
export const cardAnchor = (section: 'experience' | 'research' | 'projects', index: number): string =>
  `${section}-${index + 1}`;

/** A publication's id in the list: its BibTeX key ("publication-quinn2024sparse"). */
export const publicationAnchor = (key: string): string => `publication-${key}`;

/** A talk's or a course's id in its section: the section and its place there, from 1 ("talks-2", "teaching-1"). */
export const entryAnchor = (section: 'talks' | 'teaching', index: number): string => `${section}-${index + 1}`;
