import { loadSource } from '../load-source.ts';
import type * as OwnContent from './own-content.ts';

export type { Content } from './own-content.ts';

/**
 * The owner's content, every file of the content folder, read afresh at each call (the dev server
 * calls it again when a file changes). The one way the build's code (the Vite config, the plugins,
 * the scripts) reads the content; the pages read it through the app's own imports.
 */
export async function loadContent(): Promise<OwnContent.Content> {
  return (await loadSource<typeof OwnContent>('/tooling/content/own-content.ts')).content;
}
