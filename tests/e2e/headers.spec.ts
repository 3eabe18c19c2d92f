import { expect, test } from './support/fixtures';

// The headers the hosts send with the built site: a strict CSP and the other security headers on
// every route, and the cache policy (vite preview applies the hosts' headers, see
// tooling/plugins/preview-as-deployed.ts).

const routes = ['/', '/blog', '/blog/some-post', '/no/such/page'];

test.describe('security headers', () => {
  for (const path of routes) {
    test(`${path} is served with a strict CSP and the other security headers`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      const directive = (name: string) =>
        csp
          .split(';')
          .map((d) => d.trim())
          .find((d) => d.startsWith(`${name} `));
      expect(directive('default-src')).toBe("default-src 'self'");
      expect(directive('script-src')).toBe("script-src 'self'");
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
    });
  }

  test('hashed assets are cached for a year, pages are not', async ({ page, request }) => {
    await page.goto('/');
    const script = await page.locator('script[type="module"]').getAttribute('src');
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const asset = await request.get(script!);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get('/')).headers()['cache-control'] ?? '').not.toContain('immutable');
  });
});
