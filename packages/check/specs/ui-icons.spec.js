import { menuButton, menuList } from '../support/controls.js';
import { forOwners } from '../support/owner-tags.js';
import { projectStories } from '../support/project-stories.js';
import { at, icons, networks, profile, publications, talks, teaching } from '../support/site.js';
import { expect, test } from '../support/site-test.js';

// The UI icons are <use href="#icon-…"> of the sprite the build inlines at the start of <body>:
// drawn on first paint, from the page itself.

/**
 * Each `<use>` of a UI icon in the page: the symbol it names, whether that exists, and the size it draws at.
 * @param {import('@playwright/test').Page} page
 */
const iconUses = (page) =>
  page.locator('svg > use[href^="#icon-"]').evaluateAll((uses) =>
    uses.map((use) => {
      const id = (use.getAttribute('href') ?? '').slice(1);
      const box = /** @type {SVGUseElement} */ (use).getBBox();
      return { id, found: document.getElementById(id)?.localName ?? null, drawn: box.width > 0 && box.height > 0 };
    }),
  );

/** @param {string} name */
const idOf = (name) => icons.ids[name] ?? `(no icon ${name})`;

// "/" is prerendered and hydrated; a path that is not comes from the single-page shell (the host's 404 page)
for (const { path, status } of [
  { path: '/', status: 200 },
  { path: '/no/such/page', status: 404 },
]) {
  test(
    `${path}: the page holds one sprite with every UI icon the site shows, and the menu's icons are drawn from it`,
    forOwners('publications', 'own-menu', 'posts'),
    async ({ page, visit }) => {
      await visit(at(path), { status });
      const sprite = page.locator('svg.icon-sprite');
      await expect(sprite).toHaveCount(1);
      expect(await sprite.evaluate((svg) => svg.closest('#root') === null), 'outside React’s root').toBe(true);
      const ids = await sprite.locator('symbol').evaluateAll((symbols) => symbols.map((symbol) => symbol.id));
      // a network's icon exactly where the owner links that network
      const links = /** @type {Record<string, unknown>} */ (profile.links ?? {});
      for (const { field, icon } of networks) expect(ids.includes(idOf(icon)), field).toBe(Boolean(links[field]));
      // the publications' icons only where the owner has publications, talks or courses, whose links are buttons with
      // icons (the chain link also for their other links)
      const otherLinks = (profile.links?.other?.length ?? 0) > 0;
      const entryLinks = publications.length + talks.length + teaching.length > 0;
      for (const name of icons.publications)
        expect(ids.includes(idOf(name)), name).toBe(entryLinks || (name === 'link' && otherLinks));
      // the search's only where there is something to search: a post (the site then links its feed) or a project's story
      const searchable =
        projectStories.length > 0 || (await page.locator('link[type="application/rss+xml"]').count()) > 0;
      for (const name of icons.search) expect(ids.includes(idOf(name)), name).toBe(searchable);
      // every other icon on every site, and nothing else
      const networkIcons = networks.map(({ icon }) => icon);
      const always = Object.keys(icons.ids).filter(
        (name) => !networkIcons.includes(name) && !icons.publications.includes(name) && !icons.search.includes(name),
      );
      for (const name of always) expect(ids, name).toContain(idOf(name));
      const known = Object.values(icons.ids);
      expect(ids.every((id) => known.includes(id))).toBe(true);
      // the sprite itself takes no room
      const box = await sprite.boundingBox();
      expect((box?.width ?? 0) * (box?.height ?? 0)).toBe(0);

      // the menu button's bars, drawn: its <use> resolves to the symbol and has a size
      const bars = menuButton(page).locator('svg');
      const barsBox = await bars.boundingBox();
      expect(barsBox?.width).toBeGreaterThan(0);
      expect(await bars.locator('use').getAttribute('href')).toBe(`#${idOf('bars')}`);
      expect(await page.evaluate((id) => document.getElementById(id)?.localName, idOf('bars'))).toBe('symbol');

      // and every icon of the page, the open menu's included
      await menuButton(page).click();
      await expect(await menuList(page)).toBeVisible();
      const uses = await iconUses(page);
      expect(uses.length).toBeGreaterThan(1);
      for (const use of uses) expect(use.found, use.id).toBe('symbol');
      const menuUses = await (await menuList(page)).locator('use').count();
      expect(menuUses).toBeGreaterThan(0);
      const drawnInMenu = await (
        await menuList(page)
      )
        .locator('use')
        .evaluateAll((list) => list.map((use) => /** @type {SVGUseElement} */ (use).getBBox().width > 0));
      expect(drawnInMenu).toEqual(Array.from({ length: menuUses }, () => true));
      expect(uses.find((use) => use.id === idOf('bars'))?.drawn).toBe(true);
    },
  );
}
