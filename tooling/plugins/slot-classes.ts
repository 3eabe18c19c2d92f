import { join } from 'node:path';
import type { Plugin } from 'vite';
import { packageRoot } from '../context/site-context.mjs';
import { SLOTS_FOLDER } from '../slots/slot-contracts.ts';

/**
 * Tailwind reads the class names of the owner's slots (content/slots/) beside the site's own code: their components
 * may use any utility, not only those the template's pages do. The template's stylesheet names its sources relative to
 * itself (src/app/styles.css); the owner's folder is wherever the site keeps it, so its source is added as the
 * stylesheet is read, before Tailwind compiles it. A folder without slots adds no class.
 */
export function slotClasses(contentDir: string): Plugin {
  const stylesheet = join(packageRoot, 'src/app/styles.css');
  // the folder of the components and the parts they import, written with "/" on Windows too
  const source = `\n@source ${JSON.stringify(join(contentDir, SLOTS_FOLDER).replaceAll('\\', '/'))};\n`;
  return {
    name: 'particle-portfolio:slot-classes',
    // before Tailwind's own transform of the stylesheet, which is `pre` too: plugins of one order run in the list's
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]src[\\/]app[\\/]styles\.css(?:\?.*)?$/ },
      handler(code, id) {
        if (id.split('?')[0] !== stylesheet) return undefined;
        return { code: code + source, map: null };
      },
    },
  };
}
