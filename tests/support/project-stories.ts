// The projects of the content under test that have a story (projects/<name>.md or .ipynb in the
// content folder, README "A page for each project"), read as the owner's check reads them
// (packages/check/support/story-files.js).
import { projectPageName } from '../../src/shared/content/project-page';
import { storiesOf } from '../../packages/check/support/story-files.js';
import { contentDir, projects, site } from './site-content';

export { inFolder } from '../../packages/check/support/story-files.js';

/** The site's language folders, the default language's ("") first. */
const languageFolders: readonly string[] = (site.languages ?? ['en']).map((tag, index) =>
  index === 0 ? '' : tag.toLowerCase(),
);

export const projectStories = storiesOf(contentDir, projects, projects.map(projectPageName), languageFolders);
