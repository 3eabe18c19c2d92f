import { forOwners } from '../support/owner-tags.js';
import { at, pageUrl } from '../support/site.js';
import { expect, test } from '../support/site-test.js';

// The files the build writes beside the pages for crawlers and home screens: the sitemap,
// robots.txt, the web manifest and every icon the head and the manifest name.

test(
  'sitemap, robots.txt, the web manifest and its icons are served',
  forOwners('no-logo', 'languages'),
  async ({ page, request, baseURL }) => {
    const sitemap = await (await request.get(at('/sitemap.xml'))).text();
    expect(sitemap).toContain(`<loc>${pageUrl('/')}</loc>`);
    expect(sitemap).toContain(`<loc>${pageUrl('/blog')}</loc>`);
    expect(await (await request.get(at('/robots.txt'))).text()).toContain(`Sitemap: ${pageUrl('/sitemap.xml')}`);
    // an icon's address is relative to the manifest's, as a browser reads it
    const manifestUrl = new URL(at('/site.webmanifest'), baseURL).href;
    const manifest = await (await request.get(manifestUrl)).json();
    expect(manifest.icons.length).toBeGreaterThan(0);
    // the head's icons (favicon.svg only when the owner's logo is an SVG) and the manifest's, drawn by the build
    await page.goto(at('/'));
    const headIcons = await page
      .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((links) =>
        links.map((link) => ({ src: /** @type {HTMLLinkElement} */ (link).href, sizes: link.getAttribute('sizes') })),
      );
    expect(headIcons.length).toBeGreaterThanOrEqual(2);
    /** @type {{ src: string, sizes?: string | null }[]} */
    const icons = [
      ...manifest.icons.map((/** @type {{ src: string, sizes?: string }} */ icon) => ({
        ...icon,
        src: new URL(icon.src, manifestUrl).href,
      })),
      ...headIcons,
    ];
    for (const icon of icons) {
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
