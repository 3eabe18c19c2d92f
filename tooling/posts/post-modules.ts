import { join } from 'node:path';
import type { ContentsHeading } from '../../src/shared/contents.ts';
import type { ArchivedPost, ListPageEntry, PostEntry } from '../../src/shared/posts/post-index.ts';
import { postModuleId, postShard, postShardCount, postShardId } from '../../src/shared/posts/post-chunks.ts';
import { IMAGE_MARKER, type RenderedPost } from './render-post.ts';

// Build-time only: the JavaScript of the posts' modules (tooling/site-plugin/virtual-modules.ts).

/** The parts of the blog, as postIndex (src/shared/posts/post-index.ts) cuts them. */
export interface BlogParts {
  entries: readonly PostEntry[];
  lists: ReadonlyMap<string, readonly ListPageEntry[]>;
  archives: ReadonlyMap<string, readonly ArchivedPost[]>;
}

/** The query that marks a post's module: `/…/posts/<slug>.md?post`, `/…/posts/<slug>.pt-br.md?post`. */
export const POST_QUERY = '?post';

const specifier = (path: string) => JSON.stringify(path.replaceAll('\\', '/'));

// `jpeg`, not `jpg`: the name the image pipeline gives a JPEG read back from its cache (src/ui/content-images.ts)
const FALLBACK_FORMAT: Record<string, string> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp' };

/**
 * The image pipeline's query for a raster image: AVIF and WebP at the picture widths (never enlarged), plus a fallback.
 */
function pictureQuery(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  const formats = [...new Set(['avif', 'webp', FALLBACK_FORMAT[extension] ?? 'png'])].join(';');
  return `?format=${formats}&withoutEnlargement&as=picture`;
}

/** The id of the module of page `page` of the list `list`: virtual:post-list/en/tags/edge/page-2, chunk page-2-<hash>.js. */
const listPageId = (list: string, page: number) => `virtual:post-list/${list}/page-${page}`;

/** The list and the page a member of the list pages' family names ("en/tags/edge/page-2"), or undefined. */
export function listPageOf(member: string): { list: string; page: number } | undefined {
  const [, list, page] = /^(.+)\/page-([1-9][0-9]*)$/.exec(member) ?? [];
  return list && page ? { list, page: Number(page) } : undefined;
}

/**
 * The posts' entries cut into their shards (src/shared/posts/post-chunks.ts), in the order given: every language of a
 * slug in one shard, about the square root of the number of slugs of them.
 */
export function postShards(entries: readonly PostEntry[]): PostEntry[][] {
  const count = postShardCount(new Set(entries.map(({ post }) => post.slug)).size);
  const shards = Array.from({ length: count }, (): PostEntry[] => []);
  for (const entry of entries) shards[postShard(entry.post.slug, count)]?.push(entry);
  return shards;
}

/**
 * The blog's index, loaded by its pages before anything else of it: its shards of posts' modules (postShards, each
 * lazily imported), each list's pages' modules by list key (post-index.ts) and, on a blog longer than a page
 * (`withArchives`), each language's archive's module, every module lazily imported.
 */
export function postsIndexModule(
  { lists, archives }: Pick<BlogParts, 'lists' | 'archives'>,
  { withArchives, shardCount }: { withArchives: boolean; shardCount: number },
): string {
  return [
    'export const shards = [',
    ...Array.from({ length: shardCount }, (_, index) => `  () => import(${specifier(postShardId(index))}),`),
    '];',
    'export const lists = {',
    ...[...lists].map(
      ([list, pages]) =>
        `  ${JSON.stringify(list)}: [${pages.map(({ page }) => `() => import(${specifier(listPageId(list, page))})`).join(', ')}],`,
    ),
    '};',
    'export const archives = {',
    ...(withArchives
      ? [...archives.keys()].map(
          (language) =>
            `  ${JSON.stringify(language)}: () => import(${specifier(`virtual:post-archive/${language}`)}),`,
        )
      : []),
    '};',
    '',
  ].join('\n');
}

/** A shard of the posts (postShards): each post's module and its body's (from its file, `bodyPath`), by its key. */
export function postShardModule(entries: readonly PostEntry[], bodyPath: (key: string) => string | undefined): string {
  return [
    'export const posts = {',
    ...entries.map(({ key }) => `  ${JSON.stringify(key)}: () => import(${specifier(postModuleId(key))}),`),
    '};',
    'export const bodies = {',
    ...entries.flatMap(({ key }) => {
      const path = bodyPath(key);
      return path ? [`  ${JSON.stringify(key)}: () => import(${specifier(`${path}${POST_QUERY}`)}),`] : [];
    }),
    '};',
    '',
  ].join('\n');
}

/**
 * A post's module: the post, the posts of its language around it, its headings (its contents) and the URLs of the
 * stylesheets only it needs: what its page shows beside the body, which is a module of its own (the page's HTML holds
 * it already when the page was prerendered).
 */
export function postEntryModule(
  { post, previous, next }: PostEntry,
  { headings, stylesheets }: { headings: readonly ContentsHeading[]; stylesheets: readonly string[] },
): string {
  return [
    ...stylesheets.map((path, index) => `import stylesheet${index} from ${specifier(`${path}?url`)};`),
    `export const stylesheets = [${stylesheets.map((_, index) => `stylesheet${index}`).join(', ')}];`,
    `export const headings = ${JSON.stringify(headings)};`,
    `export const post = ${JSON.stringify(post)};`,
    `export const previous = ${JSON.stringify(previous)};`,
    `export const next = ${JSON.stringify(next)};`,
    '',
  ].join('\n');
}

/** A list page's module: its posts and, for a tag's list, its tag. */
export function listPageModule({ posts, tag }: ListPageEntry): string {
  return `export const posts = ${JSON.stringify(posts)};\nexport const tag = ${JSON.stringify(tag)};\n`;
}

/**
 * A post's module: its HTML as the default export, in parts (BodyPart of src/shared/posts/picture-html.ts:
 * text, and each image as the image pipeline gives it, which the page puts together), and its
 * headings of level 2 and 3 (`headings`, its contents). A notebook's images are files the build
 * wrote in `generatedDir`. `stylesheets`: the files of the stylesheets only this post needs (math,
 * notebook), exported as their URLs, which the post's page links in its head (so they apply from the
 * first paint), and a page without them links nothing more.
 */
export function postModule(
  rendered: RenderedPost,
  options: { imagesDir: string; generatedDir?: string; stylesheets?: readonly string[] },
): string {
  const imports: string[] = [];
  const parts: string[] = [];
  const stylesheets = (options.stylesheets ?? []).map((path, index) => {
    imports.push(`import stylesheet${index} from ${specifier(`${path}?url`)};`);
    return `stylesheet${index}`;
  });
  rendered.images.forEach((image, index) => {
    const path = join(image.data ? (options.generatedDir ?? options.imagesDir) : options.imagesDir, image.name);
    imports.push(`import image${index} from ${specifier(path + (image.vector ? '?url' : pictureQuery(image.name)))};`);
  });
  const pieces = rendered.html.split(new RegExp(IMAGE_MARKER.source));
  // split with a capture group: text, image index, text, image index, …
  pieces.forEach((piece, index) => {
    if (index % 2 === 0) {
      if (piece !== '') parts.push(JSON.stringify(piece));
      return;
    }
    const image = rendered.images[Number(piece)];
    if (!image) throw new Error(`post module: no image ${piece}`);
    const alt = JSON.stringify(image.alt);
    parts.push(
      image.vector
        ? `{ vector: image${piece}, alt: ${alt}, width: ${image.vector.width}, height: ${image.vector.height} }`
        : `{ picture: image${piece}, alt: ${alt} }`,
    );
  });
  const exported = [
    ...(stylesheets.length > 0 ? [`export const stylesheets = [${stylesheets.join(', ')}];`] : []),
    `export const headings = ${JSON.stringify(rendered.headings)};`,
  ].join('\n');
  return `${imports.join('\n')}${imports.length > 0 ? '\n' : ''}${exported}\nexport default [${parts.join(',\n  ')}];\n`;
}
