import vietnamese from '../fixtures/content/vietnamese-owner/vi/texts';
import { expect } from './support/fixtures';
import { ownerSiteTest, roomAbove } from './support/owner-site';

// An owner who adds a language the template does not ship (vietnamese-owner: English and
// Vietnamese), entirely in their folder: its texts are the owner's vi/texts.ts. What the pages must
// say is read from that catalogue.

const test = ownerSiteTest('vietnamese-owner', 'tests/fixtures/content/vietnamese-owner');

test.describe('a site in a language the template does not ship, all in the owner’s folder', () => {
  test('its pages speak the owner’s catalogue, its résumé is written in it, and its heading’s stacked accents have room', async ({
    page,
  }) => {
    await page.goto('/vi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    const heading = page.getByRole('heading', { level: 2, name: vietnamese.publications, exact: true });
    await expect(heading).toBeVisible();
    const { glyph, room } = await roomAbove(page, '#publications-heading', vietnamese.publications.charAt(0));
    expect(
      glyph,
      `${vietnamese.publications.charAt(0)}: ${glyph.toFixed(1)} px above the baseline, ${room.toFixed(1)} px of room`,
    ).toBeLessThanOrEqual(room);
    await page.getByRole('button', { name: vietnamese.menu, exact: true }).click();
    await expect(page.getByRole('link', { name: new RegExp(`^${vietnamese.resume}`) })).toHaveAttribute(
      'href',
      '/vi/resume.pdf',
    );
  });
});
