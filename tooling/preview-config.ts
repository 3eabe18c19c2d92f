import type { InlineConfig } from 'vite';
import { basePathOrRoot } from '../src/shared/base-path.ts';
import { packageRoot, type SiteContext } from './context/site-context.mjs';
import { freshRead } from './content/content-folder.ts';
import { readSiteFile } from './content/read-content-files.ts';
import { previewAsDeployed } from './plugins/preview-as-deployed.ts';

/**
 * The Vite config of `vite preview`: the built site served as the hosts serve it, under the path of its url, with
 * their headers (src/shared/deploy-policy.ts). All it needs of the content is site.ts; the whole site model (posts
 * rendered, translations checked, drawn files' fonts) is the build's and the dev server's, and reading it took most of
 * a preview's start (German owner: 2.7 CPU-s on two cores).
 */
export async function previewConfig(context: SiteContext): Promise<InlineConfig> {
  const site = await readSiteFile(freshRead(context.contentDir, context.contentLabel));
  return {
    configFile: false,
    root: packageRoot,
    // "/" or the sub-path the site lives under: the path of url in site.ts, or the one the command names
    base: basePathOrRoot(site?.url, context.basePath),
    plugins: [previewAsDeployed(site?.hsts)],
    build: { outDir: context.outDir },
  };
}
