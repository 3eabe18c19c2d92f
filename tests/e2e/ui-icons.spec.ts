import type { Page } from '@playwright/test';
import { iconId } from '../../src/shared/icons/icon-id';
import { networks } from '../../src/shared/content/networks';
import { iconNames, networkIconNames, publicationIconNames, searchIconNames } from '../../src/shared/icons/icon-names';
import { projectStories } from '../support/project-stories';
import { profile, publications } from '../support/site-content';
import { expect, test } from './support/fixtures';
import { menuButton, menuList } from './support/site';
import { forOwners } from './support/owner-tags';

// The UI icons are <use href="#icon-…"> of the sprite the build inlines at the start of <body>
// (tooling/site-plugin/site-plugin.ts): drawn on first paint, from the page itself.

/** Each `<use>` of a UI icon in the page: the symbol it names, whether that exists, and the size it draws at. */
const iconUses = (page: Page) =>
  page.locator('svg > use[href^="#icon-"]').evaluateAll((uses) =>
    uses.map((use) => {
      const id = use.getAttribute('href')!.slice(1);
      const box = (use as SVGUseElement).getBBox();
      return { id, found: document.getElementById(id)?.localName ?? null, drawn: box.width > 0 && box.height > 0 };
    }),
  );

// "/" is prerendered and hydrated; a path that is not comes from the single-page shell (spa.html / 404.html)
for (const path of ['/', '/no/such/page']) {
  test(
    `${path}: the page holds one sprite with every UI icon the site shows, and the menu's icons are drawn from it`,
    forOwners('publications', 'own-menu', 'posts'),
    async ({ page, visit }) => {
      await visit(path);
      const sprite = page.locator('svg.icon-sprite');
      await expect(sprite).toHaveCount(1);
      expect(await sprite.evaluate((svg) => svg.closest('#root') === null), 'outside React’s root').toBe(true);
      const ids = await sprite.locator('symbol').evaluateAll((symbols) => symbols.map((symbol) => symbol.id));
      // a network's icon exactly where the owner links that network
      for (const { field, icon } of networks)
        expect(ids.includes(iconId(icon)), field).toBe(Boolean(profile.links?.[field]));
      // the publications' icons only where the owner has publications (the chain link also for their other links)
      const otherLinks = (profile.links?.other?.length ?? 0) > 0;
      for (const name of publicationIconNames)
        expect(ids.includes(iconId(name)), name).toBe(publications.length > 0 || (name === 'link' && otherLinks));
      // the search's only where there is something to search: a post (the site then links its feed) or a project's story
      const searchable =
        projectStories.length > 0 || (await page.locator('link[type="application/rss+xml"]').count()) > 0;
      for (const name of searchIconNames) expect(ids.includes(iconId(name)), name).toBe(searchable);
      // every other icon on every site, and nothing else
      const always = iconNames.filter(
        (name) =>
          !networkIconNames.includes(name) && !publicationIconNames.includes(name) && !searchIconNames.includes(name),
      );
      for (const name of always) expect(ids, name).toContain(iconId(name));
      expect(ids.every((id) => iconNames.some((name) => iconId(name) === id))).toBe(true);
      // the sprite itself takes no room
      const box = await sprite.boundingBox();
      expect((box?.width ?? 0) * (box?.height ?? 0)).toBe(0);

      // the menu button's bars, drawn: its <use> resolves to the symbol and has a size
      const bars = menuButton(page).locator('svg');
      const barsBox = await bars.boundingBox();
      expect(barsBox?.width).toBeGreaterThan(0);
      expect(await bars.locator('use').getAttribute('href')).toBe(`#${iconId('bars')}`);
      expect(await page.evaluate((id) => document.getElementById(id)?.localName, iconId('bars'))).toBe('symbol');

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
        .evaluateAll((list) => list.map((use) => (use as SVGUseElement).getBBox().width > 0));
      expect(drawnInMenu).toEqual(Array.from({ length: menuUses }, () => true));
      expect(uses.find((use) => use.id === iconId('bars'))?.drawn).toBe(true);
    },
  );
}
