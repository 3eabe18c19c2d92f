// Written by `npm run virtual-types` from the table of tooling/site-plugin/virtual-modules.ts: edit the table, not this file.

/** The owner's site.ts: the site's address, languages, menu, theme and particle field; whether it has a page of every news item and one of every talk. */
declare module 'virtual:site' {
  import type { Site } from '@/shared/content/schema';
  export const site: Site;
  /** Whether news.ts and talks.ts hold more than the home page shows: then every entry is on a page (/news, /talks). */
  export const hasNewsPage: boolean;
  export const hasTalksPage: boolean;
}

/** Every language of the site, the default first: where its pages live, its direction, its own name, and how to load the rest of it (a chunk of its own, but on a site of one language); the texts its pages set between phrases. */
declare module 'virtual:languages' {
  import type { Language, SiteLanguage } from '@/ui/language';
  export const languages: readonly SiteLanguage[];
  export const importLanguage: Readonly<Record<string, () => Promise<{ default: Language }>>>;
  /**
   * The Japanese and Chinese texts of the owner's words that the pages set between phrases, each followed by the
   * offsets where its phrases after the first start (tooling/i18n/phrases.ts, read by src/ui/phrases.tsx); empty on a
   * site in neither language.
   */
  export const phrases: readonly (readonly [string, ...number[]])[];
  /** The owner's name as the default language writes it: the mark of every language's pages (src/ui/owner-initials.ts). */
  export const ownerName: string;
}

/** A language of the site whole, by its tag (virtual:languages/pt-BR): its texts, the owner's words in it, its drawn files. */
declare module 'virtual:languages/*' {
  import type { Language } from '@/ui/language';
  const language: Language;
  export default language;
}

/** The content folder's pictures by file name: an SVG's URL, a raster's sources from the image pipeline. */
declare module 'virtual:content-images' {
  import type { Picture } from '@/shared/posts/picture-html';
  export const vectors: Readonly<Record<string, string>>;
  export const pictures: Readonly<Record<string, Picture>>;
}

/** The theme colours as CSS variables, with the owner's accents. */
declare module 'virtual:theme-colours.css' {}

/** The URL of the SVG sprite of the content's technology icons; symbol ids are the icon names. */
declare module 'virtual:technology-icons' {
  const spriteUrl: string;
  export default spriteUrl;
}

/** Whether the site has a post to show (the built site: published posts; `npm run dev`: drafts too), and, when it has, how to load them (a chunk of its own). */
declare module 'virtual:posts-entry' {
  export const hasPosts: boolean;
  /** Whether the blog has an archive (/blog/archive): a language's posts fill more than a page. */
  export const hasArchive: boolean;
  /** How many shards the posts are cut into (src/shared/posts/post-chunks.ts): the prerender names a post's to preload. */
  export const postShardCount: number;
  import type * as Posts from 'virtual:posts';
  export const importPosts: (() => Promise<typeof Posts>) | undefined;
}

/** The blog's index: its shards of posts (each post in the shard of its slug: src/shared/posts/post-chunks.ts), and the modules of each list's pages by list key ("en", "en/tags/edge"), each loaded with its page. */
declare module 'virtual:posts' {
  import type * as PostShard from 'virtual:posts/shard-0';
  /** The shards of the posts, by number (postShard of src/shared/posts/post-chunks.ts). */
  export const shards: readonly (() => Promise<typeof PostShard>)[];
  import type * as ListPage from 'virtual:post-list/en/page-1';
  export const lists: Readonly<Record<string, readonly (() => Promise<typeof ListPage>)[]>>;
  import type * as Archive from 'virtual:post-archive/en';
  /** Each language's archive, on a blog longer than a page (hasArchive of virtual:posts-entry). */
  export const archives: Readonly<Record<string, () => Promise<typeof Archive>>>;
}

/** A shard of the blog's posts, by its number (shard-3): each post's module and its body's, by its key ("en/my-post"), of the posts whose slug it holds, in every language. */
declare module 'virtual:posts/*' {
  import type * as PostEntry from 'virtual:post/en/a-post';
  export const posts: Readonly<Record<string, () => Promise<typeof PostEntry>>>;
  import type { BodyPart } from '@/shared/posts/picture-html';
  /** Each post's body, by its key: its HTML in parts (the page's HTML holds it already when the page was prerendered). */
  export const bodies: Readonly<Record<string, () => Promise<{ default: readonly BodyPart[] }>>>;
}

/** A post, by its key ("en/my-post"): the URLs of the stylesheets only it needs (math, a notebook), its headings of level 2 and 3, and the posts of its language written just before and after it; its body is a module of its own (its shard's `bodies`). */
declare module 'virtual:post/*' {
  import type { PostSummary } from '@/shared/posts/post-summary';
  import type { ContentsHeading } from '@/shared/contents';
  export const stylesheets: readonly string[];
  export const headings: readonly ContentsHeading[];
  export const post: PostSummary;
  export const previous: PostSummary | null;
  export const next: PostSummary | null;
}

/** A page of a list of posts, by its list's key and its number ("en/page-2", "en/tags/edge/page-1"): its posts and, for a tag's list, its tag. */
declare module 'virtual:post-list/*' {
  import type { PostSummary } from '@/shared/posts/post-summary';
  import type { ListedTag } from '@/shared/posts/post-index';
  export const posts: readonly PostSummary[];
  /** The tag of a tag's list; null for a blog's. */
  export const tag: ListedTag | null;
}

/** A language's archive, by its tag: the titles and dates of its posts, newest first. */
declare module 'virtual:post-archive/*' {
  import type { ArchivedPost } from '@/shared/posts/post-index';
  export const posts: readonly ArchivedPost[];
}

/** The posts, newest first, and how many a page of a list of them holds: for the prerender (its pages, the feeds, the sitemap), never the browser. */
declare module 'virtual:post-summaries' {
  import type { PostSummary } from '@/shared/posts/post-summary';
  export const posts: readonly PostSummary[];
  /** How many posts a page of the blog, and of a tag, lists (site.ts's postsPerPage). */
  export const postsPerPage: number;
}

/** The projects that have a story, each with its place in projects.ts and its page's name, and, when there are any, how to load their stories (a chunk of its own). */
declare module 'virtual:project-pages-entry' {
  /** A constant: false drops the project pages (their route, their code) from the bundle. */
  export const hasProjectPages: boolean;
  export const projectPages: readonly { index: number; slug: string }[];
  import type * as ProjectPages from 'virtual:project-pages';
  export const importProjectPages: (() => Promise<typeof ProjectPages>) | undefined;
}

/** Each story as a module of its own, keyed "<language>/<page name>": its HTML in parts, and the URLs of the stylesheets only it needs (math, a notebook). */
declare module 'virtual:project-pages' {
  import type { BodyPart } from '@/shared/posts/picture-html';
  export const stories: Readonly<
    Record<
      string,
      () => Promise<{ default: readonly BodyPart[]; stylesheets?: readonly string[] }>
    >
  >;
}

/** The publications, newest first, what the section lists of each, their citations in each language of the site, and their citation counts. */
declare module 'virtual:publications-data' {
  import type { ListedPublication, Publication } from '@/shared/content/publication';
  import type { Citation } from '@/shared/content/citation';
  import type { CitationCount } from '@/shared/content/citation-sources';
  /** Whole, for the head's JSON-LD (the prerender's). */
  export const publications: readonly Publication[];
  /** What the section lists of each, in the same order. */
  export const listed: readonly ListedPublication[];
  /** By the language's tag, in the order of `publications`. */
  export const citations: Readonly<Record<string, readonly Citation[]>>;
  /** By BibTeX key, the publications' citation counts (citations.json): none unless site.ts turns them on. */
  export const citationCounts: Readonly<Record<string, CitationCount>>;
}

/** How to load what each publication's page shows (/publications/<key>), by the page's name (the key as its address writes it): a chunk of each publication's own, so that a page loads its publication alone, whatever their number, and the home page none. */
declare module 'virtual:publication-pages' {
  import type * as PublicationPage from 'virtual:publication/a-key';
  export const publicationPages: Readonly<Record<string, () => Promise<typeof PublicationPage>>>;
}

/** What a publication's page shows, by the page's name: the publication whole, its abstract too, its citation in each language of the site and its citation count. */
declare module 'virtual:publication/*' {
  import type { Publication } from '@/shared/content/publication';
  import type { Citation } from '@/shared/content/citation';
  import type { CitationCount } from '@/shared/content/citation-sources';
  export const publication: Publication;
  /** By the language's tag. */
  export const citations: Readonly<Record<string, Citation>>;
  /** Its count (citations.json's): none unless site.ts turns them on and the file has one. */
  export const count: CitationCount | null;
}

/** Imported for its stylesheet: the header's of a site with search, nothing on a site without. */
declare module 'virtual:search-entry' {}

/** Each language's search index, by the language's tag: the addresses of its files (tooling/search/search-index-files.ts). `parts` hold the whole index (MiniSearch's JSON in parts: src/shared/search/index-parts.ts), one file on most sites; a long blog's has a `first` shard too, its pages' titles, short lines and headings, to answer from while the parts load. */
declare module 'virtual:search-indexes' {
  export const searchIndexes: Readonly<Record<string, { readonly first?: string; readonly parts: readonly string[] }>>;
}

/** The owner's component of content/slots/header.tsx, which draws the header of every page (src/ui/slot.tsx); undefined on a site without that file. */
declare module 'virtual:slot/header' {
  import type { ComponentType } from 'react';
  import type { HeaderProps } from '@/ui/slot-props';
  const component: ComponentType<HeaderProps> | undefined;
  export default component;
}

/** The owner's component of content/slots/footer.tsx, which draws the end of every page (src/ui/slot.tsx); undefined on a site without that file. */
declare module 'virtual:slot/footer' {
  import type { ComponentType } from 'react';
  import type { FooterProps } from '@/ui/slot-props';
  const component: ComponentType<FooterProps> | undefined;
  export default component;
}

/** The owner's component of content/slots/home-intro.tsx, which draws the home page's intro (src/ui/slot.tsx); undefined on a site without that file. */
declare module 'virtual:slot/home-intro' {
  import type { ComponentType } from 'react';
  import type { HomeIntroProps } from '@/ui/slot-props';
  const component: ComponentType<HomeIntroProps> | undefined;
  export default component;
}

/** The owner's component of content/slots/post-footer.tsx, which draws the end of a post's page (src/ui/slot.tsx); undefined on a site without that file. */
declare module 'virtual:slot/post-footer' {
  import type { ComponentType } from 'react';
  import type { PostFooterProps } from '@/ui/slot-props';
  const component: ComponentType<PostFooterProps> | undefined;
  export default component;
}

/** The owner's component of content/slots/project-card.tsx, which draws a project's card on the home page (src/ui/slot.tsx); undefined on a site without that file. */
declare module 'virtual:slot/project-card' {
  import type { ComponentType } from 'react';
  import type { ProjectCardProps } from '@/ui/slot-props';
  const component: ComponentType<ProjectCardProps> | undefined;
  export default component;
}

/** What the owner's content/slots/head.ts adds to every page's <head> (none without it). */
declare module 'virtual:slot-head' {
  import type { HeadElement } from '@/shared/slots/head-element';
  export const head: readonly HeadElement[];
}

/** Imported for its stylesheet: the owner's content/slots/styles.css, after the template's; nothing on a site without it. */
declare module 'virtual:slot-styles' {}
