import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { LANGUAGES_MODULE } from '../../src/shared/i18n/language-module.ts';
import type { CitationCount } from '../../src/shared/content/citation-sources.ts';
import type { SiteModel } from '../model/site-model.ts';
import { languagesModules } from '../outputs/languages-module.ts';
import { searchIndexesModule } from '../outputs/search-indexes.ts';
import { specifier, TEMPLATE_STYLESHEETS } from '../outputs/template-files.ts';
import { technologySpriteModule } from '../outputs/technology-sprite.ts';
import { themeColoursCss } from '../outputs/theme-colours-css.ts';
import { postIndex, type PostEntry } from '../../src/shared/posts/post-index.ts';
import {
  type BlogParts,
  POST_QUERY,
  listPageModule,
  listPageOf,
  postEntryModule,
  postShardModule,
  postShards,
  postsIndexModule,
} from '../posts/post-modules.ts';
import { summaryOf } from '../posts/read-posts.ts';
import { publicationSlug } from '../../src/shared/content/publication.ts';
import { hasListPage } from '../../src/shared/content/lists-on-home.ts';
import { COMPONENT_SLOTS, SLOT_CONTRACTS, SLOT_PROPS } from '../slots/slot-contracts.ts';

/** Where a module is loaded: for the browser or the prerender, by the build or the dev server. */
export interface ModuleTarget {
  consumer: 'client' | 'server';
  command: 'build' | 'serve';
  /** The site's base path ("/", "/portfolio/"). */
  base: string;
  /** Emits a file of the build under `fileName` (the build only). */
  emitFile(fileName: string, source: string | Uint8Array): void;
  /** Says what the terminal should know of a module (what it left out). */
  warn(message: string): void;
}

/** What the table says of each of its entries: what it holds, and its TypeScript declaration. */
interface DeclaredModule {
  /** What the module is, for its declaration's comment. */
  about: string;
  /** The body of its declaration (`declare module '<id>' { … }`), from which src/virtual-modules.d.ts is written. */
  declaration: string;
}

/** A module the site's code imports by its id, made from the site model. */
interface VirtualModule extends DeclaredModule {
  id: string;
  prefix?: never;
  load(model: SiteModel, target: ModuleTarget): string | Promise<string>;
}

/**
 * A family of modules the site's code imports by ids of one start and a member's name
 * (`virtual:languages/pt-BR`), made from the site model; one declaration types them all
 * (`declare module '<prefix>*'`).
 */
interface VirtualModuleFamily extends DeclaredModule {
  /** The ids' start, up to the member's name: "virtual:languages/". */
  prefix: `virtual:${string}/`;
  id?: never;
  /** The member's module, or undefined when the model has no member of that name. */
  load(model: SiteModel, member: string, target: ModuleTarget): string | undefined | Promise<string | undefined>;
}

/** An entry of the table: one module, or a family of them. */
export type VirtualModuleEntry = VirtualModule | VirtualModuleFamily;

/**
 * A module of a file of the owner's folder read as the site shows it (`<file>?post`, a post's or a
 * story's body), made from the site model.
 */
export interface FileModule {
  query: string;
  load(model: SiteModel, path: string): Promise<string | undefined>;
}

/** How the bundler finds the project pages' module of a story: its file with this query. */
const STORY_QUERY = '?project-story';

// `jpeg`, not `jpg`: asked for as `jpg`, a first build names the file `.jpg` and a build from the
// pipeline's cache `.jpeg`, so the client build and the server bundle that follows it disagreed
const PICTURE_FORMATS: Record<string, string> = {
  jpg: 'avif;webp;jpeg',
  jpeg: 'avif;webp;jpeg',
  webp: 'avif;webp;jpeg',
  avif: 'avif;webp;jpeg',
  png: 'avif;webp;png',
};

const parts = new WeakMap<
  SiteModel,
  BlogParts & { shards: PostEntry[][]; byKey: ReadonlyMap<string, { entry: PostEntry; path: string }> }
>();

/**
 * The blog's parts of a model (src/shared/posts/post-index.ts), cut once for all the modules made of them, with its
 * shards of posts and each post's entry and file by its key (a blog of 2,000 posts makes 2,000 post modules, each
 * looked up by key).
 */
function blogParts(model: SiteModel) {
  let made = parts.get(model);
  if (!made) {
    const cut = postIndex(model.posts.map(summaryOf), model.postsPerPage);
    // the index keeps the model's order of the posts
    const byKey = new Map(
      model.posts.flatMap(({ path }, index) => {
        const entry = cut.entries[index];
        return entry ? [[entry.key, { entry, path }] as const] : [];
      }),
    );
    parts.set(model, (made = { ...cut, shards: postShards(cut.entries), byKey }));
  }
  return made;
}

/** The publications' citation counts the page shows, by BibTeX key: how many, from where, read which day. */
function citationCountsOf(model: SiteModel): Record<string, CitationCount> {
  const counts = model.citationCounts?.counts ?? {};
  return Object.fromEntries(
    Object.entries(counts).map(([key, { count, source, read }]) => [key, { count, source, read }]),
  );
}

/** The content folder's pictures: SVG served as it is; a raster as AVIF and WebP at the picture widths, and a fallback. */
function contentImagesModule(model: SiteModel): string {
  const dir = join(model.context.contentDir, 'images');
  const names = existsSync(dir) ? readdirSync(dir).sort() : [];
  const imports: string[] = [];
  const vectors: string[] = [];
  const pictures: string[] = [];
  for (const [index, name] of names.entries()) {
    const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
    if (extension === 'svg') {
      imports.push(`import image${index} from ${specifier(`${join(dir, name)}?url`)};`);
      vectors.push(`  ${JSON.stringify(name)}: image${index},`);
      continue;
    }
    const format = PICTURE_FORMATS[extension];
    if (format === undefined) continue;
    const query = new URLSearchParams({ format, withoutEnlargement: '', as: 'picture' });
    imports.push(`import image${index} from ${specifier(`${join(dir, name)}?${query}`)};`);
    pictures.push(`  ${JSON.stringify(name)}: image${index},`);
  }
  return [
    ...imports,
    'export const vectors = {',
    ...vectors,
    '};',
    'export const pictures = {',
    ...pictures,
    '};',
    '',
  ].join('\n');
}

/** The publications' citations in each language of the site, by its tag, in the order of the publications. */
async function citationsByLanguage(model: SiteModel): Promise<Record<string, unknown[]>> {
  const citations: Record<string, unknown[]> = {};
  if (model.publications.length > 0)
    for (const { tag } of model.languages) {
      const writer = await model.citations(tag);
      citations[tag] = model.publications.map((publication) => writer.citation(publication));
    }
  return citations;
}

/** The table of the site's virtual modules: each id, what it holds, its type, and how it is made from the model. */
export const VIRTUAL_MODULES: readonly VirtualModuleEntry[] = [
  {
    id: 'virtual:site',
    about:
      "The owner's site.ts: the site's address, languages, menu, theme and particle field; whether it has a page of every news item and one of every talk.",
    declaration: [
      "import type { Site } from '@/shared/content/schema';",
      'export const site: Site;',
      '/** Whether news.ts and talks.ts hold more than the home page shows: then every entry is on a page (/news, /talks). */',
      'export const hasNewsPage: boolean;',
      'export const hasTalksPage: boolean;',
    ].join('\n'),
    load: ({ content }) =>
      [
        `export const site = ${JSON.stringify(content.site)};`,
        `export const hasNewsPage = ${JSON.stringify(hasListPage(content.site, 'news', content.news.length))};`,
        `export const hasTalksPage = ${JSON.stringify(hasListPage(content.site, 'talks', content.talks.length))};`,
        '',
      ].join('\n'),
  },
  {
    id: LANGUAGES_MODULE,
    about:
      'Every language of the site, the default first: where its pages live, its direction, its own name, and how to load the rest of it (a chunk of its own, but on a site of one language); the texts its pages set between phrases.',
    declaration: [
      "import type { Language, SiteLanguage } from '@/ui/language';",
      'export const languages: readonly SiteLanguage[];',
      'export const importLanguage: Readonly<Record<string, () => Promise<{ default: Language }>>>;',
      '/**',
      " * The Japanese and Chinese texts of the owner's words that the pages set between phrases, each followed by the",
      ' * offsets where its phrases after the first start (tooling/i18n/phrases.ts, read by src/ui/phrases.tsx); empty on a',
      ' * site in neither language.',
      ' */',
      'export const phrases: readonly (readonly [string, ...number[]])[];',
      "/** The owner's name as the default language writes it: the mark of every language's pages (src/ui/owner-initials.ts). */",
      'export const ownerName: string;',
    ].join('\n'),
    load: (model) => languagesModules(model).index,
  },
  {
    prefix: `${LANGUAGES_MODULE}/`,
    about:
      "A language of the site whole, by its tag (virtual:languages/pt-BR): its texts, the owner's words in it, its drawn files.",
    declaration: [
      "import type { Language } from '@/ui/language';",
      'const language: Language;',
      'export default language;',
    ].join('\n'),
    load: (model, tag) => languagesModules(model).languages.get(tag),
  },
  {
    id: 'virtual:content-images',
    about: "The content folder's pictures by file name: an SVG's URL, a raster's sources from the image pipeline.",
    declaration: [
      "import type { Picture } from '@/shared/posts/picture-html';",
      'export const vectors: Readonly<Record<string, string>>;',
      'export const pictures: Readonly<Record<string, Picture>>;',
    ].join('\n'),
    load: (model) => contentImagesModule(model),
  },
  {
    id: 'virtual:theme-colours.css',
    about: "The theme colours as CSS variables, with the owner's accents.",
    declaration: '',
    load: (model) => themeColoursCss(model.content.site.theme),
  },
  {
    id: 'virtual:technology-icons',
    about: "The URL of the SVG sprite of the content's technology icons; symbol ids are the icon names.",
    declaration: 'const spriteUrl: string;\nexport default spriteUrl;',
    load: (model, target) => technologySpriteModule(model, target),
  },
  {
    id: 'virtual:posts-entry',
    about:
      'Whether the site has a post to show (the built site: published posts; `npm run dev`: drafts too), and, when it has, how to load them (a chunk of its own).',
    declaration: [
      'export const hasPosts: boolean;',
      "/** Whether the blog has an archive (/blog/archive): a language's posts fill more than a page. */",
      'export const hasArchive: boolean;',
      "/** How many shards the posts are cut into (src/shared/posts/post-chunks.ts): the prerender names a post's to preload. */",
      'export const postShardCount: number;',
      "import type * as Posts from 'virtual:posts';",
      'export const importPosts: (() => Promise<typeof Posts>) | undefined;',
    ].join('\n'),
    load: (model) =>
      model.posts.length === 0
        ? 'export const hasPosts = false;\nexport const hasArchive = false;\nexport const postShardCount = 0;\nexport const importPosts = undefined;\n'
        : [
            `import ${specifier(TEMPLATE_STYLESHEETS.postContent)};`,
            'export const hasPosts = true;',
            `export const hasArchive = ${model.postPages};`,
            `export const postShardCount = ${blogParts(model).shards.length};`,
            "export const importPosts = () => import('virtual:posts');",
            '',
          ].join('\n'),
  },
  {
    id: 'virtual:posts',
    about:
      'The blog\'s index: its shards of posts (each post in the shard of its slug: src/shared/posts/post-chunks.ts), and the modules of each list\'s pages by list key ("en", "en/tags/edge"), each loaded with its page.',
    declaration: [
      "import type * as PostShard from 'virtual:posts/shard-0';",
      '/** The shards of the posts, by number (postShard of src/shared/posts/post-chunks.ts). */',
      'export const shards: readonly (() => Promise<typeof PostShard>)[];',
      "import type * as ListPage from 'virtual:post-list/en/page-1';",
      'export const lists: Readonly<Record<string, readonly (() => Promise<typeof ListPage>)[]>>;',
      "import type * as Archive from 'virtual:post-archive/en';",
      "/** Each language's archive, on a blog longer than a page (hasArchive of virtual:posts-entry). */",
      'export const archives: Readonly<Record<string, () => Promise<typeof Archive>>>;',
    ].join('\n'),
    load: (model) => {
      const { shards, ...blog } = blogParts(model);
      return postsIndexModule(blog, { withArchives: model.postPages, shardCount: shards.length });
    },
  },
  {
    prefix: 'virtual:posts/',
    about:
      "A shard of the blog's posts, by its number (shard-3): each post's module and its body's, by its key (\"en/my-post\"), of the posts whose slug it holds, in every language.",
    declaration: [
      "import type * as PostEntry from 'virtual:post/en/a-post';",
      'export const posts: Readonly<Record<string, () => Promise<typeof PostEntry>>>;',
      "import type { BodyPart } from '@/shared/posts/picture-html';",
      "/** Each post's body, by its key: its HTML in parts (the page's HTML holds it already when the page was prerendered). */",
      'export const bodies: Readonly<Record<string, () => Promise<{ default: readonly BodyPart[] }>>>;',
    ].join('\n'),
    load: (model, member) => {
      const { shards, byKey } = blogParts(model);
      const [, number] = /^shard-(0|[1-9][0-9]*)$/.exec(member) ?? [];
      const shard = number === undefined ? undefined : shards[Number(number)];
      return shard && postShardModule(shard, (key) => byKey.get(key)?.path);
    },
  },
  {
    prefix: 'virtual:post/',
    about:
      'A post, by its key ("en/my-post"): the URLs of the stylesheets only it needs (math, a notebook), its headings of level 2 and 3, and the posts of its language written just before and after it; its body is a module of its own (its shard\'s `bodies`).',
    declaration: [
      "import type { PostSummary } from '@/shared/posts/post-summary';",
      "import type { ContentsHeading } from '@/shared/contents';",
      'export const stylesheets: readonly string[];',
      'export const headings: readonly ContentsHeading[];',
      'export const post: PostSummary;',
      'export const previous: PostSummary | null;',
      'export const next: PostSummary | null;',
    ].join('\n'),
    load: async (model, member) => {
      const { entry, path } = blogParts(model).byKey.get(member) ?? {};
      const body = path !== undefined && model.bodies.of(path);
      if (!entry || !body) return undefined;
      return postEntryModule(entry, {
        headings: model.bodies.render(body).headings,
        stylesheets: await model.bodies.stylesheets(body),
      });
    },
  },
  {
    prefix: 'virtual:post-list/',
    about:
      'A page of a list of posts, by its list\'s key and its number ("en/page-2", "en/tags/edge/page-1"): its posts and, for a tag\'s list, its tag.',
    declaration: [
      "import type { PostSummary } from '@/shared/posts/post-summary';",
      "import type { ListedTag } from '@/shared/posts/post-index';",
      'export const posts: readonly PostSummary[];',
      "/** The tag of a tag's list; null for a blog's. */",
      'export const tag: ListedTag | null;',
    ].join('\n'),
    load: (model, member) => {
      const named = listPageOf(member);
      const page = named && blogParts(model).lists.get(named.list)?.[named.page - 1];
      return page && listPageModule(page);
    },
  },
  {
    prefix: 'virtual:post-archive/',
    about: "A language's archive, by its tag: the titles and dates of its posts, newest first.",
    declaration: [
      "import type { ArchivedPost } from '@/shared/posts/post-index';",
      'export const posts: readonly ArchivedPost[];',
    ].join('\n'),
    load: (model, member) => {
      const posts = blogParts(model).archives.get(member);
      return posts && `export const posts = ${JSON.stringify(posts)};\n`;
    },
  },
  {
    id: 'virtual:post-summaries',
    about:
      'The posts, newest first, and how many a page of a list of them holds: for the prerender (its pages, the feeds, the sitemap), never the browser.',
    declaration: [
      "import type { PostSummary } from '@/shared/posts/post-summary';",
      'export const posts: readonly PostSummary[];',
      "/** How many posts a page of the blog, and of a tag, lists (site.ts's postsPerPage). */",
      'export const postsPerPage: number;',
    ].join('\n'),
    load: (model) =>
      `export const posts = ${JSON.stringify(blogParts(model).entries.map(({ post }) => post))};\nexport const postsPerPage = ${model.postsPerPage};\n`,
  },
  {
    id: 'virtual:project-pages-entry',
    about:
      "The projects that have a story, each with its place in projects.ts and its page's name, and, when there are any, how to load their stories (a chunk of its own).",
    declaration: [
      '/** A constant: false drops the project pages (their route, their code) from the bundle. */',
      'export const hasProjectPages: boolean;',
      'export const projectPages: readonly { index: number; slug: string }[];',
      "import type * as ProjectPages from 'virtual:project-pages';",
      'export const importProjectPages: (() => Promise<typeof ProjectPages>) | undefined;',
    ].join('\n'),
    load: (model) => {
      // the stories in the default language (each translation is of one of them): one page per project
      const pages = model.stories
        .filter((story) => story.language.prefix === '')
        .map(({ index, slug }) => ({ index, slug }));
      if (pages.length === 0)
        return 'export const hasProjectPages = false;\nexport const projectPages = [];\nexport const importProjectPages = undefined;\n';
      return [
        `import ${specifier(TEMPLATE_STYLESHEETS.postContent)};`,
        'export const hasProjectPages = true;',
        `export const projectPages = ${JSON.stringify(pages)};`,
        "export const importProjectPages = () => import('virtual:project-pages');",
        '',
      ].join('\n');
    },
  },
  {
    id: 'virtual:project-pages',
    about:
      'Each story as a module of its own, keyed "<language>/<page name>": its HTML in parts, and the URLs of the stylesheets only it needs (math, a notebook).',
    declaration: [
      "import type { BodyPart } from '@/shared/posts/picture-html';",
      'export const stories: Readonly<',
      '  Record<',
      '    string,',
      '    () => Promise<{ default: readonly BodyPart[]; stylesheets?: readonly string[] }>',
      '  >',
      '>;',
    ].join('\n'),
    load: (model) =>
      [
        'export const stories = {',
        ...model.stories.map(
          (story) =>
            `  ${JSON.stringify(`${story.language.tag}/${story.slug}`)}: () => import(${specifier(`${story.path}${STORY_QUERY}`)}),`,
        ),
        '};',
        '',
      ].join('\n'),
  },
  {
    id: 'virtual:publications-data',
    about:
      'The publications, newest first, what the section lists of each, their citations in each language of the site, and their citation counts.',
    declaration: [
      "import type { ListedPublication, Publication } from '@/shared/content/publication';",
      "import type { Citation } from '@/shared/content/citation';",
      "import type { CitationCount } from '@/shared/content/citation-sources';",
      "/** Whole, for the head's JSON-LD (the prerender's). */",
      'export const publications: readonly Publication[];',
      '/** What the section lists of each, in the same order. */',
      'export const listed: readonly ListedPublication[];',
      "/** By the language's tag, in the order of `publications`. */",
      'export const citations: Readonly<Record<string, readonly Citation[]>>;',
      "/** By BibTeX key, the publications' citation counts (citations.json): none unless site.ts turns them on. */",
      'export const citationCounts: Readonly<Record<string, CitationCount>>;',
    ].join('\n'),
    load: async (model) => {
      const listed = model.publications.map(({ key, title, selected, links, bibtex }) => ({
        key,
        title,
        selected,
        links,
        bibtex,
      }));
      return [
        `export const publications = ${JSON.stringify(model.publications)};`,
        `export const listed = ${JSON.stringify(listed)};`,
        `export const citations = ${JSON.stringify(await citationsByLanguage(model))};`,
        `export const citationCounts = ${JSON.stringify(citationCountsOf(model))};`,
        '',
      ].join('\n');
    },
  },
  {
    id: 'virtual:publication-pages',
    about:
      "How to load what each publication's page shows (/publications/<key>), by the page's name (the key as its address writes it): a chunk of each publication's own, so that a page loads its publication alone, whatever their number, and the home page none.",
    declaration: [
      "import type * as PublicationPage from 'virtual:publication/a-key';",
      'export const publicationPages: Readonly<Record<string, () => Promise<typeof PublicationPage>>>;',
    ].join('\n'),
    load: (model) => {
      // one page per name: of two keys written alike in an address, the first (newest) has it
      const names = [...new Set(model.publications.map(({ key }) => publicationSlug(key)))];
      return [
        'export const publicationPages = {',
        ...names.map(
          (name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(`virtual:publication/${name}`)}),`,
        ),
        '};',
        '',
      ].join('\n');
    },
  },
  {
    prefix: 'virtual:publication/',
    about:
      "What a publication's page shows, by the page's name: the publication whole, its abstract too, its citation in each language of the site and its citation count.",
    declaration: [
      "import type { Publication } from '@/shared/content/publication';",
      "import type { Citation } from '@/shared/content/citation';",
      "import type { CitationCount } from '@/shared/content/citation-sources';",
      'export const publication: Publication;',
      "/** By the language's tag. */",
      'export const citations: Readonly<Record<string, Citation>>;',
      "/** Its count (citations.json's): none unless site.ts turns them on and the file has one. */",
      'export const count: CitationCount | null;',
    ].join('\n'),
    load: async (model, member) => {
      const index = model.publications.findIndex(({ key }) => publicationSlug(key) === member);
      const publication = model.publications[index];
      if (!publication) return undefined;
      const citations: Record<string, unknown> = {};
      for (const { tag } of model.languages) citations[tag] = (await model.citations(tag)).citation(publication);
      return [
        `export const publication = ${JSON.stringify(publication)};`,
        `export const citations = ${JSON.stringify(citations)};`,
        `export const count = ${JSON.stringify(citationCountsOf(model)[publication.key] ?? null)};`,
        '',
      ].join('\n');
    },
  },
  {
    id: 'virtual:search-entry',
    about: "Imported for its stylesheet: the header's of a site with search, nothing on a site without.",
    declaration: '',
    load: (model) => (model.search ? `import ${specifier(TEMPLATE_STYLESHEETS.searchHeader)};\n` : 'export {};\n'),
  },
  {
    id: 'virtual:search-indexes',
    about:
      "Each language's search index, by the language's tag: the addresses of its files (tooling/search/search-index-files.ts). `parts` hold the whole index (MiniSearch's JSON in parts: src/shared/search/index-parts.ts), one file on most sites; a long blog's has a `first` shard too, its pages' titles, short lines and headings, to answer from while the parts load.",
    declaration:
      'export const searchIndexes: Readonly<Record<string, { readonly first?: string; readonly parts: readonly string[] }>>;',
    // the prerender needs none, nor a site without search
    load: (model, target) =>
      !model.search || target.consumer === 'server'
        ? 'export const searchIndexes = {};\n'
        : searchIndexesModule(model, target.warn),
  },
  ...COMPONENT_SLOTS.map((slot): VirtualModuleEntry => ({
    id: `virtual:slot/${slot}`,
    about: `The owner's component of content/slots/${SLOT_CONTRACTS[slot].file}, which draws ${SLOT_CONTRACTS[slot].place} (src/ui/slot.tsx); undefined on a site without that file.`,
    declaration: [
      "import type { ComponentType } from 'react';",
      `import type { ${SLOT_PROPS[slot]} } from '@/ui/slot-props';`,
      `const component: ComponentType<${SLOT_PROPS[slot]}> | undefined;`,
      'export default component;',
    ].join('\n'),
    load: ({ slots }) => {
      const path = slots.components[slot];
      return path ? `export { default } from ${specifier(path)};\n` : 'export default undefined;\n';
    },
  })),
  {
    id: 'virtual:slot-head',
    about: "What the owner's content/slots/head.ts adds to every page's <head> (none without it).",
    declaration: [
      "import type { HeadElement } from '@/shared/slots/head-element';",
      'export const head: readonly HeadElement[];',
    ].join('\n'),
    load: ({ slots }) => `export const head = ${JSON.stringify(slots.head)};\n`,
  },
  {
    id: 'virtual:slot-styles',
    about:
      "Imported for its stylesheet: the owner's content/slots/styles.css, after the template's; nothing on a site without it.",
    declaration: '',
    load: ({ slots }) => (slots.stylesheet ? `import ${specifier(slots.stylesheet.path)};\n` : 'export {};\n'),
  },
];

/** The table's modules of files: a post's body and a project's story, each through the posts' pipeline. */
export const FILE_MODULES: readonly FileModule[] = [
  {
    query: POST_QUERY,
    load: async (model, path) => {
      if (!model.posts.some((post) => post.path === path)) return undefined;
      const body = model.bodies.of(path);
      return body && model.bodies.module(body, { withStylesheets: false });
    },
  },
  {
    query: STORY_QUERY,
    load: async (model, path) => {
      if (!model.stories.some((story) => story.path === path)) return undefined;
      const body = model.bodies.of(path);
      return body && model.bodies.module(body);
    },
  },
];

/** Where the declarations of the table's modules are, from the template's folder. */
export const VIRTUAL_TYPES_FILE = 'src/virtual-modules.d.ts';

/** The id an entry is declared by: a module's own, or its family's with a wildcard ("virtual:languages/*"). */
export const declaredId = (entry: VirtualModuleEntry): string => entry.id ?? `${entry.prefix}*`;

/**
 * How the table makes the module `id` from the model: undefined for an id it has no entry for. A
 * family's loader gives undefined for a member the model does not have.
 */
export function virtualModuleOf(
  id: string,
): ((model: SiteModel, target: ModuleTarget) => string | undefined | Promise<string | undefined>) | undefined {
  for (const entry of VIRTUAL_MODULES) {
    if (entry.id !== undefined) {
      if (entry.id === id) return (model, target) => entry.load(model, target);
    } else if (id.startsWith(entry.prefix) && id.length > entry.prefix.length)
      return (model, target) => entry.load(model, id.slice(entry.prefix.length), target);
  }
  return undefined;
}

/** The declarations of the table's modules, as src/virtual-modules.d.ts holds them. */
export function virtualModuleTypes(): string {
  const blocks = VIRTUAL_MODULES.map((entry) => {
    const body = entry.declaration
      .split('\n')
      .filter(Boolean)
      .map((line) => `  ${line}`)
      .join('\n');
    return `/** ${entry.about} */\ndeclare module '${declaredId(entry)}' {${body ? `\n${body}\n` : ''}}\n`;
  });
  return [
    '// Written by `npm run virtual-types` from the table of tooling/site-plugin/virtual-modules.ts: edit the table, not this file.',
    '',
    ...blocks,
  ].join('\n');
}
