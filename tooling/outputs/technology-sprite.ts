import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { insideBase } from '../../src/shared/base-path.ts';
import type * as TechnologySprite from '../../src/server/technology-sprite.ts';
import { packageRoot } from '../context/site-context.mjs';
import type { SiteModel } from '../model/site-model.ts';
import { importTypeScript } from '../typescript/import-typescript.ts';

/** Where the dev server serves the sprite (it draws it again for each request, from the model of the moment). */
export const DEV_SPRITE_FILE = '@technology-icons.svg';

/** The sprite of the content's technology icons: one <symbol> per icon, drawn by the app's server code. */
export async function technologySprite(model: SiteModel): Promise<string> {
  const { technologySprite: draw } = await importTypeScript<typeof TechnologySprite>(
    join(packageRoot, 'src/server/technology-sprite.ts'),
  );
  return draw(model.content.technologies.map(({ icon }) => icon));
}

/**
 * `virtual:technology-icons`: the sprite's URL. The build writes it as a file named by its content's
 * hash (named by the plugin, so the client and the prerender's builds agree on it); the dev server
 * serves it at a fixed name.
 */
export async function technologySpriteModule(
  model: SiteModel,
  target: { command: 'build' | 'serve'; base: string; emitFile(fileName: string, source: string): void },
): Promise<string> {
  if (target.command === 'serve')
    return `export default ${JSON.stringify(insideBase(target.base, DEV_SPRITE_FILE))};\n`;
  const sprite = await technologySprite(model);
  const fileName = `assets/technology-icons-${createHash('sha256').update(sprite).digest('hex').slice(0, 10)}.svg`;
  target.emitFile(fileName, sprite);
  return `export default ${JSON.stringify(insideBase(target.base, fileName))};\n`;
}
