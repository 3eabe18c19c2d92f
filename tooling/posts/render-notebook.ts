import type { Element, ElementContent, Root } from 'hast';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import type { ContentsHeading } from '../../src/shared/contents.ts';
import english from '../../src/shared/i18n/texts/en.ts';
import type { Notebook } from './notebook-schema.ts';
import { contentHash, renderOutputs } from './notebook-outputs.ts';
import { renderMath, type MathResult } from './render-math.ts';
import {
  authorMarkdown,
  messagesOf,
  siteMarkup,
  type PostImage,
  type RenderedPost,
  type RenderOptions,
} from './render-post.ts';

// Build-time only (Node): a Jupyter notebook as a post. Markdown cells go through the posts'
// Markdown pipeline (math and sanitizing included), code cells are highlighted in the notebook's
// language, outputs are shown as saved (notebook-outputs.ts); then the site's markup (heading
// anchors, links, pictures) goes over the whole, once, so two cells never give one id to two headings.

/** The cell tags of Jupyter Book and nbconvert: what each leaves out of the page, or folds. */
const TAGS = {
  removeCell: 'remove-cell',
  removeInput: 'remove-input',
  removeOutput: 'remove-output',
  hideInput: 'hide-input',
} as const;

const element = (tagName: string, className: string[], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties: className.length > 0 ? { className } : {},
  children,
});

/**
 * A Markdown cell's image pasted into the notebook (`attachment:plot.png`) is saved in the cell:
 * it is named here by a relative address the sanitizer keeps, and given to the image pipeline.
 */
function attachments(
  source: string,
  cell: { number: number; attachments?: Record<string, Record<string, unknown>> },
  slug: string,
  provided: Map<string, PostImage>,
  where: string,
  warnings: string[],
): string {
  return source.replace(/attachment:([^\s)"']+)/g, (whole, name: string) => {
    const bundle = cell.attachments?.[name];
    const [mime, data] = Object.entries(bundle ?? {}).find(([type]) => /^image\/(png|jpeg)$/.test(type)) ?? [];
    const base64 = typeof data === 'string' ? data : Array.isArray(data) ? data.join('') : undefined;
    if (!mime || !base64) {
      warnings.push(`${where}: attachment "${name}" is not a PNG or JPEG saved in the cell`);
      return whole;
    }
    const extension = mime === 'image/png' ? 'png' : 'jpg';
    const bytes = Buffer.from(base64.replace(/\s+/g, ''), 'base64');
    // named by its bytes, as an output's figure is: the same picture pasted twice is one file
    const file = `${slug}-${contentHash(bytes)}.${extension}`;
    const src = `notebook-attachment/${cell.number}/${name}`;
    provided.set(src, { name: file, alt: '', data: bytes });
    return src;
  });
}

/** Positions inside a cell are the cell's lines, not the notebook file's: a message names the cell instead. */
const withoutPositions = (tree: Root) => {
  visit(tree, (node) => {
    delete node.position;
  });
  return tree;
};

/** A notebook's cells as a post's HTML, with its images and the problems found, each naming the file and the cell. */
export function renderNotebook(notebook: Notebook, options: RenderOptions & { slug: string }): RenderedPost {
  const images: PostImage[] = [];
  const errors: string[] = [];
  const warnings: string[] = [];
  const math: MathResult = { styles: new Map(), count: 0, characters: new Set(), errors };
  const provided = new Map<string, PostImage>();
  const children: ElementContent[] = [];

  for (const { number, cell, outputs } of notebook.cells) {
    const tags = new Set(cell.metadata?.tags ?? []);
    const where = `${options.file}, cell ${number}`;
    // a raw cell is for another export (LaTeX, reST): the page has no use for it, as nbconvert's HTML has none
    if (tags.has(TAGS.removeCell) || cell.cell_type === 'raw') continue;
    if (cell.cell_type === 'markdown') {
      const source = attachments(
        cell.source,
        { number, ...(cell.attachments && { attachments: cell.attachments }) },
        options.slug,
        provided,
        where,
        warnings,
      );
      const file = new VFile(source);
      const place = (node: Element) =>
        `${where}${node.position ? `, line ${node.position.start.line} of the cell` : ''}`;
      const processor = authorMarkdown().use(renderMath(math, place));
      const tree = processor.runSync(processor.parse(file), file) as Root;
      children.push(...(withoutPositions(tree).children as ElementContent[]));
      continue;
    }
    const parts: ElementContent[] = [];
    if (!tags.has(TAGS.removeInput) && cell.source.trim() !== '') {
      const code = element(
        'pre',
        [],
        [element('code', [`language-${notebook.language}`], [{ type: 'text', value: cell.source.replace(/\n$/, '') }])],
      );
      parts.push(
        tags.has(TAGS.hideInput)
          ? element(
              'details',
              ['nb-hidden-input'],
              [element('summary', [], [{ type: 'text', value: (options.texts ?? english).showCode }]), code],
            )
          : code,
      );
    }
    if (!tags.has(TAGS.removeOutput)) {
      const shown = renderOutputs(outputs, {
        where,
        slug: options.slug,
        cell: number,
        ...(cell.metadata?.alt !== undefined && { alt: cell.metadata.alt }),
        provided,
        math,
        warnings,
        outputCut: (options.texts ?? english).outputCut,
      });
      if (shown.length > 0) parts.push(element('div', ['nb-outputs'], shown));
    }
    if (parts.length > 0) children.push(element('div', ['nb-cell'], parts));
  }

  const tree: Root = { type: 'root', children };
  const headings: ContentsHeading[] = [];
  const processor = unified().use(siteMarkup({ ...options, images, errors, headings, provided }));
  const file = new VFile();
  const html = String(processor.stringify(processor.runSync(tree, file) as Root, file));
  warnings.push(...messagesOf(file.messages, options.file, 0));
  return {
    html,
    images,
    errors,
    warnings,
    headings,
    notebook: true,
    ...(math.count > 0 && { math: { styles: math.styles, characters: math.characters } }),
  };
}
