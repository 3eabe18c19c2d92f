// @vitest-environment jsdom
// (the test reads the HTML it checks with the DOM's parser)
import { describe, expect, it } from 'vitest';
import { pictureHtml, vectorHtml } from '../../src/shared/posts/picture-html';
import { postIndex } from '../../src/shared/posts/post-index';
import { postEntryModule, postModule, postShardModule, postShards, postsIndexModule } from './post-modules';
import type { PostSummary } from '../../src/shared/posts/post-summary';

describe("the blog's index and its parts' modules", () => {
  const post: PostSummary = {
    slug: 'a',
    language: 'en',
    title: 'A',
    date: '2025-01-01',
    dateText: 'January 1, 2025',
    summary: 'S.',
    tags: ['edge'],
    readingMinutes: 1,
    draft: false,
  };
  const translation: PostSummary = { ...post, language: 'pt-BR', title: 'Um', dateText: '1 de janeiro de 2025' };

  const paths: Record<string, string> = {
    'en/a': '/site/content/posts/a.md',
    'pt-BR/a': '/site/content/posts/a.pt-br.md',
  };
  const bodyPath = (key: string) => paths[key];

  it("imports each shard of the posts lazily, each list page's by its list's key, and each language's archive", () => {
    const code = postsIndexModule(postIndex([post, translation], 10), { withArchives: true, shardCount: 2 });
    expect(code).toContain(
      'export const shards = [\n  () => import("virtual:posts/shard-0"),\n  () => import("virtual:posts/shard-1"),\n];',
    );
    // no post's own module or body: they are in the shards
    expect(code).not.toContain('virtual:post/');
    expect(code).not.toContain('?post');
    // the lists in the index's order: the blogs, then the tags' lists, each page by its number
    expect(code).toContain('"en": [() => import("virtual:post-list/en/page-1")],');
    expect(code).toContain('"pt-BR": [() => import("virtual:post-list/pt-BR/page-1")],');
    expect(code).toContain('"en/tags/edge": [() => import("virtual:post-list/en/tags/edge/page-1")],');
    // on a blog longer than a page, each language's archive
    expect(code).toContain('"en": () => import("virtual:post-archive/en"),');
    expect(code).toContain('"pt-BR": () => import("virtual:post-archive/pt-BR"),');
    expect(code).not.toContain(post.summary);
    expect(postsIndexModule(postIndex([post], 10), { withArchives: false, shardCount: 1 })).toContain(
      'export const archives = {\n};',
    );
  });

  it("imports in a shard each of its posts' modules and bodies lazily, by key", () => {
    const code = postShardModule(postIndex([post, translation], 10).entries, bodyPath);
    expect(code).toContain('"en/a": () => import("virtual:post/en/a"),');
    expect(code).toContain('"pt-BR/a": () => import("virtual:post/pt-BR/a"),');
    expect(code).toContain('"en/a": () => import("/site/content/posts/a.md?post"),');
    expect(code).toContain('"pt-BR/a": () => import("/site/content/posts/a.pt-br.md?post"),');
    expect(code).not.toContain(post.summary);
  });

  it('cuts the posts into about the square root of their slugs of shards, every language of a slug in the same', () => {
    const slugs = Array.from({ length: 30 }, (_, index) => `post-${index}`);
    const posts = slugs.flatMap((slug) => [
      { ...post, slug },
      ...(slugs.indexOf(slug) % 3 === 0 ? [{ ...translation, slug }] : []),
    ]);
    const shards = postShards(postIndex(posts, 10).entries);
    // 30 slugs (40 posts): 6 shards, the next square's root
    expect(shards).toHaveLength(6);
    expect(shards.filter((shard) => shard.length > 0).length).toBeGreaterThan(1);
    expect(
      shards
        .flat()
        .map(({ key }) => key)
        .sort(),
    ).toEqual(posts.map((one) => `${one.language}/${one.slug}`).sort());
    for (const slug of slugs) {
      const holding = shards.filter((shard) => shard.some((entry) => entry.post.slug === slug));
      expect(holding, slug).toHaveLength(1);
    }
    expect(shards.find((shard) => shard.some(({ key }) => key === 'en/post-3'))?.map(({ key }) => key)).toContain(
      'pt-BR/post-3',
    );
  });

  it("gives a post's module the post, those around it, its headings and its stylesheets' URLs, and not its body", () => {
    const headings = [{ level: 2 as const, id: 'setup', text: 'Setup' }];
    const code = postEntryModule(
      { key: 'en/a', post, previous: null, next: translation },
      { headings, stylesheets: ['/cache/post-math-1.css'] },
    );
    expect(code).toContain('import stylesheet0 from "/cache/post-math-1.css?url";');
    expect(code).toContain('export const stylesheets = [stylesheet0];');
    expect(code).toContain(`export const headings = ${JSON.stringify(headings)};`);
    expect(code).not.toContain('?post');
    expect(code).toContain(`export const post = ${JSON.stringify(post)};`);
    expect(code).toContain('export const previous = null;');
    expect(code).toContain(`export const next = ${JSON.stringify(translation)};`);
  });
});

describe('a post module', () => {
  it('asks the image pipeline for AVIF, WebP and the original format, serves SVG as it is, and keeps the order of the text', () => {
    const code = postModule(
      {
        html: '<p>one</p><!--post-image:0--><p>two</p><!--post-image:1--><!--post-image:2-->',
        images: [
          { name: 'chart.png', alt: 'A "chart"' },
          { name: 'photo.jpeg', alt: '' },
          { name: 'diagram.svg', alt: 'D', vector: { width: 48, height: 12 } },
        ],
        errors: [],
        warnings: [],
        headings: [],
      },
      { imagesDir: '/site/src/content/images' },
    );
    expect(code).toContain(
      'import image0 from "/site/src/content/images/chart.png?format=avif;webp;png&withoutEnlargement&as=picture";',
    );
    expect(code).toContain(
      'import image1 from "/site/src/content/images/photo.jpeg?format=avif;webp;jpeg&withoutEnlargement&as=picture";',
    );
    expect(code).toContain('import image2 from "/site/src/content/images/diagram.svg?url";');
    expect(code).toContain(
      'export default ["<p>one</p>",\n  { picture: image0, alt: "A \\"chart\\"" },\n  "<p>two</p>",\n  { picture: image1, alt: "" },\n  { vector: image2, alt: "D", width: 48, height: 12 }];',
    );
  });
});

describe('a post module of a post with math or a notebook', () => {
  it("exports the URLs of the stylesheets only it needs, each through the bundler, and takes a notebook's images from the generated folder", () => {
    const code = postModule(
      {
        html: '<p>x</p><!--post-image:0-->',
        images: [{ name: 'nb-cell-2-1-abc.png', alt: 'Plot', data: new Uint8Array([1]) }],
        errors: [],
        warnings: [],
        headings: [],
      },
      {
        imagesDir: '/site/src/content/images',
        generatedDir: '/site/gen/images',
        stylesheets: ['/site/gen/post-math-1.css', '/site/post-notebook.css'],
      },
    );
    expect(code).toContain('import stylesheet0 from "/site/gen/post-math-1.css?url";');
    expect(code).toContain('import stylesheet1 from "/site/post-notebook.css?url";');
    expect(code).toContain(
      'import image0 from "/site/gen/images/nb-cell-2-1-abc.png?format=avif;webp;png&withoutEnlargement&as=picture";',
    );
    expect(code).toContain(
      'export const stylesheets = [stylesheet0, stylesheet1];\nexport const headings = [];\nexport default ["<p>x</p>",\n  { picture: image0, alt: "Plot" }];',
    );
  });
});

describe('image markup', () => {
  const picture = {
    sources: { avif: '/a-256.avif 256w, /a-512.avif 512w', webp: '/a-256.webp 256w' },
    img: { src: '/a.png', w: 512, h: 288 },
  };

  it('is a <picture> with the best formats first, sized, lazy, with its alt text escaped', () => {
    const html = pictureHtml(picture, 'Loss < 0.2 & "falling"');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect([...doc.querySelectorAll('source')].map((source) => [source.type, source.getAttribute('srcset')])).toEqual([
      ['image/avif', '/a-256.avif 256w, /a-512.avif 512w'],
      ['image/webp', '/a-256.webp 256w'],
    ]);
    const img = doc.querySelector('picture > img')!;
    expect([
      img.getAttribute('alt'),
      img.getAttribute('width'),
      img.getAttribute('height'),
      img.getAttribute('loading'),
    ]).toEqual(['Loss < 0.2 & "falling"', '512', '288', 'lazy']);
    expect(doc.body.children).toHaveLength(1);
  });

  it('of an SVG is an <img> at its declared size', () => {
    const img = new DOMParser()
      .parseFromString(vectorHtml('/d.svg', 'x" onerror="alert(1)', 48, 12), 'text/html')
      .querySelector('img')!;
    expect(img.getAttributeNames().sort()).toEqual(['alt', 'decoding', 'height', 'loading', 'src', 'width']);
    expect(img.getAttribute('alt')).toBe('x" onerror="alert(1)');
  });
});
