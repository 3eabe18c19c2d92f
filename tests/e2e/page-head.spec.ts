import { profile } from '../support/site-content';
import { expect, test } from './support/fixtures';

// Each route has its own title, in the served HTML and once the app runs, and
// the single-page shell (every path that is not prerendered) keeps out of search results.

const titles = {
  '/': `${profile.name} · ${profile.tagline}`,
  '/blog': `Tech Blog · ${profile.name}`,
  '/blog/some-post': `Blog Post Coming Soon · ${profile.name}`,
  '/no/such/page': `404 Not Found · ${profile.name}`,
};
const prerendered = ['/', '/blog'];

test.describe('document titles', () => {
  for (const [path, title] of Object.entries(titles)) {
    test(`${path} is titled "${title}" once the app runs${prerendered.includes(path) ? ', as in its prerendered HTML' : ''}`, async ({
      page,
      request,
      visit,
    }) => {
      const html = await (await request.get(path)).text();
      const served = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll('&#39;', "'").replaceAll('&amp;', '&');
      if (prerendered.includes(path)) expect(served).toBe(title);
      await visit(path);
      await expect(page).toHaveTitle(title);
    });
  }

  // how they follow client-side navigation, Back and Forward: src/app/route-heads.test.tsx
});

test.describe('search engines', () => {
  for (const path of ['/blog/some-post', '/no/such/page']) {
    test(`${path} (the single-page shell) says noindex and claims no description`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toMatch(/<meta (name|property)="(description|og:description|twitter:description)"/);
      expect(html).not.toContain(profile.welcome);
    });
  }

  for (const path of prerendered) {
    test(`${path} may be indexed`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toContain('name="robots"');
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    });
  }
});
