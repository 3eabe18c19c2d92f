import { expect, sizes, test } from './support/fixtures';
import { menuEntries, profileTargets } from '../support/site-content';
import { menuButton, menuList, openExternalLink, openMenu } from './support/site';

test.describe.configure({ mode: 'parallel' });

const externalProfiles = menuEntries.filter((name) => profileTargets[name] !== undefined);

for (const size of sizes) {
  test.describe(`navigation bar, ${size.name}`, () => {
    test.use(size.use);

    test('picking an external entry opens it in a new tab (kept on this machine) and closes the menu', async ({
      page,
      context,
      guard,
      visit,
    }) => {
      test.skip(externalProfiles.length === 0, 'no external profile in this content');
      await visit('/');
      for (const name of externalProfiles) {
        await menuButton(page).click();
        const link = (await menuList(page)).getByRole('link', { name: new RegExp(`^${name}`) });
        const href = await link.getAttribute('href');
        const opened = await openExternalLink(context, guard, link, size.phone ? 'tap' : 'click');
        expect(opened).toBe(href);
        await expect(openMenu(page)).toHaveCount(0);
        await expect(page).toHaveURL(/\/(\?.*)?$/);
      }
    });
  });
}

// The button carries no aria-expanded of its own (invalid on a popover's invoker): the browser derives
// its expanded state from the popover, which is what a screen reader hears.
test('the menu button is exposed as collapsed, then expanded while its popover is open', async ({ page, visit }) => {
  await visit('/');
  const cdp = await page.context().newCDPSession(page);
  const expanded = async () => {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const button = nodes.find((node) => node.role?.value === 'button' && node.name?.value === 'Menu');
    return button?.properties?.find((property) => property.name === 'expanded')?.value.value as boolean | undefined;
  };
  await expect.poll(expanded).toBe(false);
  await menuButton(page).click();
  await expect(openMenu(page)).toHaveCount(1);
  await expect.poll(expanded).toBe(true);
  await page.keyboard.press('Escape');
  await expect(openMenu(page)).toHaveCount(0);
  await expect.poll(expanded).toBe(false);
});
