// Publications of any shape, for the tests of how a citation is written (the page's, the résumé's),
// whatever the fixtures hold.
import type { Publication } from '../../src/shared/content/publication';

/** `count` authors named "Author 1", "Author 2"…, the one at `owner` (none by default) being the owner. */
export const people = (count: number, owner = -1) =>
  Array.from({ length: count }, (_, index) => ({ name: `Author ${index + 1}`, owner: index === owner }));

/** A publication with the fields given, a minimal article of 2024 otherwise. */
export const paper = (fields: Partial<Publication>): Publication => ({
  key: 'key',
  type: 'article',
  title: 'Title',
  authors: [],
  moreAuthors: false,
  year: 2024,
  selected: false,
  links: [],
  bibtex: '',
  ...fields,
});
