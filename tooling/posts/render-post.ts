import { insideBase } from '../../src/shared/base-path.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeExternalLinks from 'rehype-external-links';
import rehypeHighlight from 'rehype-highlight';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList, type Processor } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import type { ContentsHeading } from '../../src/shared/contents.ts';
import type { SiteTexts } from '../../src/shared/i18n/site-texts.ts';
import english from '../../src/shared/i18n/texts/en.ts';
import { mathmlText } from './math-text.ts';
import { renderMath, type MathResult } from './render-math.ts';

// Build-time only (Node): turns a post's Markdown into the HTML its page shows.
//
// Order matters: the author's HTML is sanitized first (no script, no event handler, no
// javascript: URL, no style attribute, which the CSP would refuse anyway); everything after that
// is the site's own markup (MathML for the TeX, heading anchors, highlighting classes, safe external
// links, pictures). A notebook (render-notebook.ts) goes through the same two halves.

/** An image named in a post: a file in the images folder, placed where `<!--post-image:N-->` stands. */
export interface PostImage {
  name: string;
  alt: string;
  /** SVG files are served as they are, at the size they declare; other images become AVIF/WebP `<picture>`s. */
  vector?: { width: number; height: number };
  /**
   * An image saved in a notebook: its bytes, which the build writes to a file of this name (not one of the images
   * folder).
   */
  data?: Uint8Array;
}

export interface RenderedPost {
  /** Sanitized HTML with a marker comment where each image goes. */
  html: string;
  images: PostImage[];
  /** Problems that stop the build, each naming the file (and the line). */
  errors: string[];
  /** Problems that do not (a code block in a language the highlighter does not know). */
  warnings: string[];
  /**
   * With at least one formula: the classes that stand for the styles of its MathML (see
   * render-math.ts) and the characters it draws; the post then links the math stylesheet.
   * Undefined for a post without math.
   */
  math?: { styles: ReadonlyMap<string, string>; characters: ReadonlySet<string> };
  /** A notebook: the post links the notebook stylesheet. */
  notebook?: boolean;
  /** Its headings of level 2 and 3, in order: its contents (src/shared/contents.ts). */
  headings: ContentsHeading[];
}

export const IMAGE_MARKER = /<!--post-image:(\d+)-->/;
const IMAGE_FILE = /^[\w-]+\.(png|jpe?g|webp|svg)$/i;
/** Ids the page itself uses: a heading never takes them. */
const RESERVED_IDS = new Set(['root', 'main']);

/** `# Heading` in a post becomes an <h2>: the page's <h1> is the post's title. */
function demoteTitles() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'h1') node.tagName = 'h2';
    });
  };
}

/** A heading's words as plain text: a formula in it as characters (as in a title), its other markup left out. */
function headingText(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  if (node.tagName === 'math') return mathmlText(node);
  return node.children.map(headingText).join('');
}

/**
 * Each <h2> and <h3> of the body's own sections (the top level: not one inside a quote, a
 * <details> or a notebook's output), once it has its final id, into `headings`: the page lists them
 * as its contents, read here rather than from the page, so the list is in the prerendered HTML and a
 * notebook's headings are found as a Markdown post's are.
 */
function collectHeadings(headings: ContentsHeading[]) {
  return () => (tree: Root) => {
    for (const node of tree.children) {
      if (node.type !== 'element') continue;
      const level = node.tagName === 'h2' ? 2 : node.tagName === 'h3' ? 3 : undefined;
      const id = node.properties.id;
      if (!level || typeof id !== 'string') continue;
      const text = node.children.map(headingText).join('').replace(/\s+/g, ' ').trim();
      if (text !== '') headings.push({ level, id, text });
    }
  };
}

/** A code block wider than the column scrolls; keyboard users reach it with Tab to scroll it too. */
function focusableCodeBlocks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'pre') node.properties.tabIndex = 0;
    });
  };
}

function avoidReservedIds() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const id = node.properties.id;
      if (typeof id === 'string' && RESERVED_IDS.has(id)) node.properties.id = `section-${id}`;
    });
  };
}

/** A root-relative link in a post ("/resume.pdf", "/blog/other-post") points inside the site's base path. */
function linksInsideBase(base: string) {
  return () => (tree: Root) => {
    if (base === '/') return;
    visit(tree, 'element', (node: Element) => {
      const href = node.properties.href;
      if (node.tagName !== 'a' || typeof href !== 'string') return;
      if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith(base))
        node.properties.href = insideBase(base, href);
    });
  };
}

/** Width and height an SVG declares (attributes, else its viewBox), for an <img> that does not shift the layout. */
export function svgSize(svg: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)(?:px)?\\s*["']`, 'i').exec(root)?.[1];
  const width = Number(attribute('width'));
  const height = Number(attribute('height'));
  if (width > 0 && height > 0) return { width, height };
  const box = /\sviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i.exec(root);
  if (box && Number(box[1]) > 0 && Number(box[2]) > 0) return { width: Number(box[1]), height: Number(box[2]) };
  return undefined;
}

interface ImageContext {
  imagesDir: string;
  imagesLabel: string;
  file: string;
  lineOffset: number;
  images: PostImage[];
  errors: string[];
  /** Images the site itself put in the page (a notebook's outputs), by their `src`. */
  provided?: ReadonlyMap<string, PostImage>;
}

/**
 * Replaces each <img> with a marker for the image pipeline; an image that is not a file in the images folder is an
 * error.
 */
function collectImages(context: ImageContext) {
  return () => (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'img' || !parent || index === undefined) return;
      const src = typeof node.properties.src === 'string' ? node.properties.src.trim() : '';
      const line = node.position ? `, line ${node.position.start.line + context.lineOffset}` : '';
      const where = `${context.file}${line}`;
      if (src === '') {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      const provided = context.provided?.get(src);
      if (provided) {
        parent.children[index] = { type: 'comment', value: `post-image:${context.images.length}` };
        context.images.push({
          ...provided,
          alt: typeof node.properties.alt === 'string' ? node.properties.alt : provided.alt,
        });
        return SKIP;
      }
      const path = join(context.imagesDir, src);
      if (!IMAGE_FILE.test(src)) {
        context.errors.push(
          `${where}: image "${src}" must be the name of a PNG, JPEG, WebP or SVG file in ${context.imagesLabel}, such as "my-picture.png" (the site's Content-Security-Policy loads no image from elsewhere)`,
        );
      } else if (!existsSync(path)) {
        context.errors.push(`${where}: image "${src}" does not exist in ${context.imagesLabel}`);
      } else {
        const image: PostImage = { name: src, alt: typeof node.properties.alt === 'string' ? node.properties.alt : '' };
        if (/\.svg$/i.test(src)) {
          const size = svgSize(readFileSync(path, 'utf8'));
          if (!size)
            context.errors.push(
              `${where}: image "${src}" declares no size (give its <svg> a width and height, or a viewBox)`,
            );
          else image.vector = size;
        }
        parent.children[index] = { type: 'comment', value: `post-image:${context.images.length}` };
        context.images.push(image);
        return SKIP;
      }
      return SKIP;
    });
  };
}

export interface RenderOptions {
  file: string;
  lineOffset: number;
  imagesDir: string;
  imagesLabel: string;
  basePath?: string;
  /**
   * The labels the site's markup adds (a heading's link, "opens in a new tab", a notebook's folded code and cut
   * output), in the post's language; English without.
   */
  texts?: Pick<SiteTexts, 'sectionLink' | 'opensInNewTab' | 'showCode' | 'outputCut'> | undefined;
}

/** The sanitizer's rules: GitHub's, and no `style` element's text left behind. */
export const SANITIZE_SCHEMA = { ...defaultSchema, strip: [...(defaultSchema.strip ?? []), 'style'] };

/** The author's half: Markdown (with its HTML and its `$…$` math) parsed, then sanitized. */
export function authorMarkdown(processor: Processor = unified()) {
  return processor
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkMath)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeSanitize, SANITIZE_SCHEMA);
}

/**
 * The site's half, on a sanitized tree: its own markup, then the HTML. `provided`: images the site
 * put in the tree itself (a notebook's outputs), by the `src` of their <img>.
 */
export function siteMarkup(
  options: RenderOptions & {
    images: PostImage[];
    errors: string[];
    headings: ContentsHeading[];
    provided?: ReadonlyMap<string, PostImage>;
  },
): PluggableList {
  const { sectionLink, opensInNewTab } = options.texts ?? english;
  const newTabNote: ElementContent = { type: 'text', value: ` ${opensInNewTab}` };
  return [
    demoteTitles,
    rehypeSlug,
    avoidReservedIds,
    // before the anchors: their "#" is no part of a heading's words
    collectHeadings(options.headings),
    [
      rehypeAutolinkHeadings,
      {
        behavior: 'append',
        properties: (heading: Element) => ({
          className: ['heading-anchor'],
          ariaLabel: sectionLink(toString(heading)),
        }),
        content: {
          type: 'element',
          tagName: 'span',
          properties: { ariaHidden: 'true' },
          children: [{ type: 'text', value: '#' }],
        },
      },
    ],
    [rehypeHighlight, { detect: false, plainText: ['text', 'txt', 'plain'] }],
    focusableCodeBlocks,
    [
      rehypeExternalLinks,
      {
        target: '_blank',
        rel: ['noopener', 'noreferrer'],
        content: newTabNote,
        contentProperties: { className: ['sr-only'] },
      },
    ],
    linksInsideBase(options.basePath ?? '/'),
    collectImages(options),
    rehypeStringify,
  ];
}

/** The warnings a processor left on its file, each naming the file and the line. */
export const messagesOf = (
  messages: readonly { reason: string; line?: number | null | undefined }[],
  file: string,
  lineOffset: number,
) =>
  messages.map((message) => {
    const line = message.line ? `, line ${message.line + lineOffset}` : '';
    return `${file}${line}: ${message.reason}`;
  });

/**
 * Renders a post's Markdown body. `imagesLabel` is how messages name the images folder; `basePath`
 * is the site's ("/" or "/portfolio/", see src/shared/base-path.ts).
 */
export function renderPost(markdown: string, options: RenderOptions): RenderedPost {
  const images: PostImage[] = [];
  const errors: string[] = [];
  const headings: ContentsHeading[] = [];
  const math: MathResult = { styles: new Map(), count: 0, characters: new Set(), errors };
  const place = (node: Element) =>
    `${options.file}${node.position ? `, line ${node.position.start.line + options.lineOffset}` : ''}`;
  const processor = authorMarkdown()
    .use(renderMath(math, place))
    .use(siteMarkup({ ...options, images, errors, headings }));
  const file = processor.processSync(markdown);
  const warnings = messagesOf(file.messages, options.file, options.lineOffset);
  return {
    html: String(file),
    images,
    errors,
    warnings,
    headings,
    ...(math.count > 0 && { math: { styles: math.styles, characters: math.characters } }),
  };
}
