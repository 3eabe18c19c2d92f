import { describe, expect, it } from 'vitest';
import { profile } from '@/content/profile';
import { site } from '@/content/site';
import { headTags, prerenderedPaths, siteFiles } from './site-metadata';

const parse = (html: string) => new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html');

describe('head tags', () => {
  it('give each prerendered page its canonical URL and link-preview tags', () => {
    const head = parse(headTags('/blog'));
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${site.url}/blog`);
    expect(head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(`${site.url}/blog`);
    expect(head.querySelector('title')?.textContent).toBe(`Tech Blog · ${profile.name}`);
    expect(head.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
  });

  it('give the single-page shell no canonical URL, since it answers for many paths', () => {
    const head = parse(headTags(null));
    expect(head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(head.querySelector('meta[property="og:url"]')).toBeNull();
    expect(head.querySelector('title')?.textContent).toBe(profile.name);
  });

  it('keep the single-page shell out of search results, with no description of its own', () => {
    const head = parse(headTags(null));
    expect(head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    const descriptions = head.querySelectorAll('meta[name="description"], meta[property="og:description"], meta[name="twitter:description"]');
    expect(descriptions).toHaveLength(0);
    expect(head.documentElement.innerHTML).not.toContain(profile.welcome);
  });

  it('let every prerendered page be indexed, each with its own description', () => {
    const descriptions = prerenderedPaths.map((path) => {
      const head = parse(headTags(path));
      expect(head.querySelector('meta[name="robots"]'), path).toBeNull();
      return head.querySelector('meta[name="description"]')?.getAttribute('content');
    });
    expect(new Set(descriptions).size).toBe(prerenderedPaths.length);
  });

  it('describe the owner as a JSON-LD Person on the home page only', () => {
    const script = parse(headTags('/')).querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({
      '@type': 'Person',
      name: profile.name,
      jobTitle: profile.jobTitle,
      email: `mailto:${profile.email}`,
      sameAs: [profile.links.linkedin, profile.links.github, profile.links.scholar],
    });
    expect(parse(headTags('/blog')).querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});

describe('site files', () => {
  it('list every prerendered page in the sitemap and point robots.txt at it', () => {
    const files = siteFiles();
    for (const path of prerenderedPaths) expect(files['sitemap.xml']).toContain(`<loc>${new URL(path, site.url).href}</loc>`);
    expect(files['robots.txt']).toContain(`Sitemap: ${site.url}/sitemap.xml`);
    expect(JSON.parse(files['site.webmanifest']!)).toMatchObject({ start_url: '/', scope: '/', theme_color: '#020617' });
  });
});

describe('the JSON Resume', () => {
  it('is linked from every page, the single-page shell included', () => {
    for (const path of [...prerenderedPaths, null]) {
      const link = parse(headTags(path)).querySelector('link[rel="alternate"][type="application/json"]');
      expect(link?.getAttribute('href')).toBe(new URL('resume.json', site.url).href);
    }
  });
});
