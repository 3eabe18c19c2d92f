import type { Migration } from '../migration.ts';

// The first releases had no site.ts: the site's address is required since (canonical links, link
// previews, the sitemap and the base path come from it), and nothing in the older files tells it.
// The file is written with the address left empty, which the build names until the owner writes it.

const SITE_FILE = `import type { Site } from 'particle-portfolio/content';

export const site: Site = {
  /**
   * The address of the home page, such as 'https://your-name.github.io/' or
   * 'https://www.your-name.dev/'. Canonical links, link previews, the sitemap and robots.txt use it,
   * and its path is where the site lives ('https://your-name.github.io/portfolio/' builds it for
   * /portfolio/).
   */
  url: '',
};
`;

export const createSiteFile: Migration = {
  summary: "writes site.ts, which the first releases did not have, leaving the site's address for you to fill in",
  apply(folder, notes) {
    if (folder.source('site.ts') || folder.source('profile.ts') === undefined) return;
    folder.create('site.ts', SITE_FILE);
    const file = folder.display(folder.contentPath('site.ts'));
    notes.changed(file, "created, with an empty url: the site's address, which no older file holds");
    notes.todo(
      file,
      "write your site's address as url, such as url: 'https://your-name.github.io/' (the build stops until you do)",
    );
  },
};
