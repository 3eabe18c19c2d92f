import { cellSchema, issuePath, notebookSchema, outputSchema, type Notebook, type Output } from './notebook-schema.ts';

// Build-time only (Node): a .ipynb file checked as nbformat 4, each problem naming the file and the cell.

/** The key of the notebook's metadata that holds the post's fields (title, date, summary, tags, draft). */
export const POST_METADATA_KEY = 'post';

const issues = (error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) =>
  error.issues.map((issue) => (issue.path.length > 0 ? `"${issuePath(issue.path)}" ${issue.message}` : issue.message));

/**
 * A notebook's cells and the post's fields (its metadata's `post`, still to check as front matter),
 * or the problems that make it no nbformat 4 notebook, each naming `file` and, inside, the cell.
 */
export function readNotebook(
  source: string,
  file: string,
): { notebook?: Notebook; fields?: unknown; errors: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (error) {
    return { errors: [`${file}: not a notebook (not JSON: ${(error as Error).message})`] };
  }
  const whole = notebookSchema.safeParse(json);
  if (!whole.success)
    return { errors: issues(whole.error).map((issue) => `${file}: not an nbformat 4 notebook: ${issue}`) };
  const errors: string[] = [];
  const cells: Notebook['cells'] = [];
  whole.data.cells.forEach((raw, index) => {
    const where = `${file}, cell ${index + 1}`;
    const cell = cellSchema.safeParse(raw);
    if (!cell.success) {
      errors.push(...issues(cell.error).map((issue) => `${where}: ${issue}`));
      return;
    }
    const outputs: Output[] = [];
    if (cell.data.cell_type === 'code') {
      cell.data.outputs.forEach((rawOutput, outputIndex) => {
        const output = outputSchema.safeParse(rawOutput);
        if (output.success) outputs.push(output.data);
        else errors.push(...issues(output.error).map((issue) => `${where}, output ${outputIndex + 1}: ${issue}`));
      });
    }
    cells.push({ number: index + 1, cell: cell.data, outputs });
  });
  if (errors.length > 0) return { errors };
  const { metadata } = whole.data;
  const language = (metadata.language_info?.name ?? metadata.kernelspec?.language ?? 'python').toLowerCase();
  return { notebook: { language, cells }, fields: metadata[POST_METADATA_KEY], errors };
}
