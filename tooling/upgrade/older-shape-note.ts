import { loadSource } from '../load-source.ts';
import type * as UpgradeNote from './upgrade-note.ts';

/**
 * `message` led by what `npm run upgrade` would do, when the content is in an older shape (see
 * upgrade-note.ts). The migrations and their parser load only here, once the build stops: the Vite
 * config that calls this would otherwise bundle them into every build.
 */
export async function withUpgradeNote(message: string): Promise<string> {
  return (await loadSource<typeof UpgradeNote>('/tooling/upgrade/upgrade-note.ts')).withUpgradeNote(message);
}
