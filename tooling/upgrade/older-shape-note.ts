import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteContext } from '../context/site-context.mjs';
import { importTypeScript } from '../typescript/import-typescript.ts';
import type * as OwnerFolder from './owner-folder.ts';
import type * as UpgradeNote from './upgrade-note.ts';

/**
 * `message` led by what `npm run upgrade` would do, when the content is in an older shape (see
 * upgrade-note.ts). The migrations and their parser are loaded only here, once the site cannot be built.
 */
export async function withUpgradeNote(context: SiteContext, message: string): Promise<string> {
  const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
  const [{ withUpgradeNote: note }, { OwnerFolder: Folder }] = await Promise.all([
    importTypeScript<typeof UpgradeNote>(here('./upgrade-note.ts')),
    importTypeScript<typeof OwnerFolder>(here('./owner-folder.ts')),
  ]);
  return note(message, new Folder(context.contentDir, context.contentLabel, join(context.siteRoot, 'public')));
}
