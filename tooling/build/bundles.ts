import { build } from 'vite';
import type { SiteContext } from '../context/site-context.mjs';
import { readSiteModel } from '../model/read-site-model.ts';
import { ContentProblems, viteConfig } from '../vite-config.ts';

// The build's two bundles, the browser's and the server's that prerenders the pages, made in the command's own
// process from one read of the owner's folder. Each was a Vite command of its own: a second Node process that
// bundled the config again, read the owner's folder again and rendered every post and story again.

/**
 * Builds the browser's bundle, then the server's; resolves to the command's exit code, having said why it failed: the
 * content's problems alone (a stack trace would bury them), or the bundler's error as Vite's command says it.
 */
export async function buildBundles(context: SiteContext): Promise<number> {
  try {
    const read = await readSiteModel(context, { serve: false });
    await build(await viteConfig(context, { command: 'build', read }));
    await build(await viteConfig(context, { command: 'build', ssr: true, read }));
    return 0;
  } catch (error) {
    console.error(
      error instanceof ContentProblems ? error.message : `error during build:\n${(error as Error).stack ?? error}`,
    );
    return 1;
  }
}
