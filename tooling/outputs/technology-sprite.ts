import { createHash } from 'node:crypto';
import { insideBase } from '../../src/shared/base-path.ts';
import { technologySprite as draw } from '../icons/technology-sprite.ts';
import type { SiteModel } from '../model/site-model.ts';

/** Where the dev server serves the sprite (it draws it again for each request, from the model of the moment). */
export const DEV_SPRITE_FILE = '@technology-icons.svg';

/** The sprite of the content's technology icons: one <symbol> per icon. */
export const technologySprite = (model: SiteModel): string => draw(model.content.technologies.map(({ icon }) => icon));

/**
 * `virtual:technology-icons`: the sprite's URL. The build writes it as a file named by its content's
 * hash (named by the plugin, so the client and the prerender's builds agree on it); the dev server
 * serves it at a fixed name.
 */
export function technologySpriteModule(
  model: SiteModel,
  target: { command: 'build' | 'serve'; base: string; emitFile(fileName: string, source: string): void },
): string {
  if (target.command === 'serve')
    return `export default ${JSON.stringify(insideBase(target.base, DEV_SPRITE_FILE))};\n`;
  const sprite = technologySprite(model);
  const fileName = `assets/technology-icons-${createHash('sha256').update(sprite).digest('hex').slice(0, 10)}.svg`;
  target.emitFile(fileName, sprite);
  return `export default ${JSON.stringify(insideBase(target.base, fileName))};\n`;
}
