import { pageUrl } from '../support/site-content';
import { expect, test } from './support/fixtures';
import { forOwners } from './support/owner-tags';

// The files the build writes beside the pages for crawlers and home screens: the sitemap,
// robots.txt, the web manifest and every icon the head and the manifest name.

test(
  'sitemap, robots.txt, the web manifest and its icons are served',
  forOwners('no-logo', 'languages'),
  async ({ page, request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${pageUrl('/')}</loc>`);
    expect(sitemap).toContain(`<loc>${pageUrl('/blog')}</loc>`);
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${pageUrl('/sitemap.xml')}`);
    const manifest = await (await request.get('/site.webmanifest')).json();
    expect(manifest.icons.length).toBeGreaterThan(0);
    // the head's icons (favicon.svg only when the owner's logo is an SVG) and the manifest's, drawn by the build
    await page.goto('/');
    const headIcons = await page
      .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((links) =>
        links.map((link) => ({ src: link.getAttribute('href') ?? '', sizes: link.getAttribute('sizes') })),
      );
    expect(headIcons.length).toBeGreaterThanOrEqual(2);
    for (const icon of [...manifest.icons, ...headIcons] as { src: string; sizes?: string | null }[]) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      if (!icon.src.endsWith('.png')) continue;
      const png = await response.body();
      const size = `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
      if (icon.sizes) expect(size, icon.src).toBe(icon.sizes);
      else expect(png.readUInt32BE(16), icon.src).toBe(png.readUInt32BE(20));
    }
  },
);
