import { loadSource } from '../load-source.ts';
import { oncePerContentState } from './content-state.ts';
import type * as OwnContent from './own-content.ts';

export type { Content } from './own-content.ts';

/**
 * The owner's content, every file of the content folder, read once per state of the folder (the dev
 * server gets it afresh when a file changes). The one way the build's code (the Vite config, the
 * plugins, the scripts) reads the content; the pages read it through the app's own imports.
 */
export const loadContent = (): Promise<OwnContent.Content> =>
  oncePerContentState(
    'content',
    async () => (await loadSource<typeof OwnContent>('/tooling/content/own-content.ts')).content,
  );
