// The projects of the site under test that have a story, for the tests of their pages to derive what
// they expect from (support/story-files.js).
import { storiesOf } from './story-files.js';
import { facts, languages, projects } from './site.js';

export { inFolder } from './story-files.js';

/** The site's language folders, the default language's ("") first. */
export const languageFolders = languages.map(({ prefix }) => prefix);

export const projectStories = storiesOf(facts.contentDir, projects, facts.projectPageNames, languageFolders);

/** The projects without a story: a card and a dialog, no page. */
export const projectsWithoutStory = projects.filter(
  (_, index) => !projectStories.some((story) => story.index === index),
);
