import { z } from 'zod';

// Build-time only: the parts of a Jupyter notebook (nbformat 4) that a post shows. Jupyter writes
// more (ids, widget state, kernel details): what this does not name is kept out of the way, not
// refused. A notebook is never run: its outputs are shown as saved.

/** nbformat's "multiline string": one string, or a list of lines to join. */
const multiline = z
  .union([z.string(), z.array(z.string())], { error: 'must be text (a string, or a list of lines)' })
  .transform((text) => (Array.isArray(text) ? text.join('') : text));

/** Output data by MIME type ("image/png", "text/html", …): text, or lists of lines; JSON types are objects. */
const mimeBundle = z.record(z.string(), z.unknown(), { error: 'must be an object of MIME types' });

export const outputSchema = z.discriminatedUnion(
  'output_type',
  [
    z.object({ output_type: z.literal('stream'), name: z.string(), text: multiline }),
    z.object({
      output_type: z.literal('display_data'),
      data: mimeBundle,
      metadata: z.record(z.string(), z.unknown()).optional(),
    }),
    z.object({
      output_type: z.literal('execute_result'),
      data: mimeBundle,
      metadata: z.record(z.string(), z.unknown()).optional(),
      execution_count: z.number().int().nullable().optional(),
    }),
    z.object({
      output_type: z.literal('error'),
      ename: z.string(),
      evalue: z.string(),
      traceback: z.array(z.string()),
    }),
  ],
  { error: 'must be stream, display_data, execute_result or error' },
);

const cellMetadata = z.looseObject({
  tags: z.array(z.string(), { error: 'must be a list of tags' }).optional(),
  /** A description of the figures the cell outputs, for the images' alt text. */
  alt: z.string({ error: 'must be text' }).optional(),
});

export const cellSchema = z.discriminatedUnion(
  'cell_type',
  [
    z.object({
      cell_type: z.literal('markdown'),
      source: multiline,
      metadata: cellMetadata.optional(),
      attachments: z.record(z.string(), mimeBundle).optional(),
    }),
    z.object({
      cell_type: z.literal('code'),
      source: multiline,
      metadata: cellMetadata.optional(),
      outputs: z.array(z.unknown(), { error: 'must be a list of outputs' }),
      execution_count: z.number().int().nullable().optional(),
    }),
    z.object({ cell_type: z.literal('raw'), source: multiline, metadata: cellMetadata.optional() }),
  ],
  { error: 'must be markdown, code or raw' },
);

export const notebookSchema = z.object({
  nbformat: z.literal(4, {
    error: 'must be 4 (a notebook saved by Jupyter 4 or later; nbconvert --to notebook upgrades an older one)',
  }),
  nbformat_minor: z.number({ error: 'must be a number' }).int().nonnegative(),
  metadata: z.looseObject({
    kernelspec: z.looseObject({ language: z.string().optional() }).optional(),
    language_info: z.looseObject({ name: z.string().optional() }).optional(),
    /** The post's title, date, summary and tags: the same fields as a Markdown post's front matter. */
    post: z.unknown().optional(),
  }),
  cells: z.array(z.unknown(), { error: 'must be a list of cells' }),
});

export type Output = z.infer<typeof outputSchema>;
export type Cell = z.infer<typeof cellSchema>;

/** A notebook as a post shows it: its language and its cells, each numbered as Jupyter shows them (from 1). */
export interface Notebook {
  /** The language of its code cells ("python", "julia", "r"), for the highlighter. */
  language: string;
  cells: { number: number; cell: Cell; outputs: Output[] }[];
}

/** A problem's place inside a notebook, as a message names it: `outputs.2.text`, or nothing for the whole. */
export const issuePath = (path: readonly PropertyKey[]) => path.map(String).join('.');
