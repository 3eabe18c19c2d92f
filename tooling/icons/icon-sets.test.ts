import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ICON_SETS, iconSetFiles, NAMES_FILE, setFile } from '../../scripts/icon-sets.mjs';
import { iconSets } from '../../src/shared/content/technology-icons';
import { packageRoot } from '../content/folder.mjs';
import { hasIcon, iconNamesOf, iconSymbol } from './icon-sets';

// The icon sets' data is what scripts/icon-sets.mjs writes from react-icons, byte for byte once a set's
// file is decompressed (Brotli's bytes may differ between Node's releases, its output's text not), and the
// sprites drawn from it are react-icons' own drawing of each icon.

const files = iconSetFiles();

describe('the icon sets', () => {
  it('are the sets a technology’s icon may come from, each written from its react-icons module', () => {
    expect(ICON_SETS.map(({ module }) => module).sort()).toEqual(Object.values(iconSets).sort());
    expect([...files.keys()].sort()).toEqual([...ICON_SETS.map(({ module }) => setFile(module)), NAMES_FILE].sort());
  });

  it('are, file by file, what scripts/icon-sets.mjs writes from the installed react-icons', () => {
    for (const [file, text] of files) {
      const bytes = readFileSync(join(packageRoot, file));
      const written = file.endsWith('.br') ? brotliDecompressSync(bytes) : bytes;
      expect(written.toString('utf8') === text, file).toBe(true);
    }
  });

  it('hold every icon of each module, in its order', () => {
    for (const { module, icons } of ICON_SETS) expect(iconNamesOf(module)).toEqual(Object.keys(icons));
  });

  it('draw each icon as the sprites of release 2.0.0 did, from react-icons’ components', () => {
    // one icon of each set, as 2.0.0 wrote it in the sample's sprites (a Devicon, which the sample has
    // none of, as its code drew it): the viewBox on the symbol, the drawing attributes on a <g>
    expect(iconSymbol('SiFastapi', 'SiFastapi')).toBe(
      '<symbol id="SiFastapi" viewBox="0 0 24 24"><g stroke="currentColor" fill="currentColor" stroke-width="0"><path d="M12 .0387C5.3729.0384.0003 5.3931 0 11.9988c-.001 6.6066 5.372 11.9628 12 11.9625 6.628.0003 12.001-5.3559 12-11.9625-.0003-6.6057-5.3729-11.9604-12-11.96m-.829 5.4153h7.55l-7.5805 5.3284h5.1828L5.279 18.5436q2.9466-6.5444 5.892-13.0896"></path></g></symbol>',
    );
    expect(iconSymbol('icon-bars', 'FaBars')).toBe(
      '<symbol id="icon-bars" viewBox="0 0 448 512"><g stroke="currentColor" fill="currentColor" stroke-width="0"><path d="M0 96C0 78.3 14.3 64 32 64l384 0c17.7 0 32 14.3 32 32s-14.3 32-32 32L32 128C14.3 128 0 113.7 0 96zM0 256c0-17.7 14.3-32 32-32l384 0c17.7 0 32 14.3 32 32s-14.3 32-32 32L32 288c-17.7 0-32-14.3-32-32zM448 416c0 17.7-14.3 32-32 32L32 448c-17.7 0-32-14.3-32-32s14.3-32 32-32l384 0c17.7 0 32 14.3 32 32z"></path></g></symbol>',
    );
    expect(iconSymbol('DiTerminalBadge', 'DiTerminalBadge')).toBe(
      '<symbol id="DiTerminalBadge" viewBox="0 0 32 32"><g stroke="currentColor" fill="currentColor" stroke-width="0" version="1.1"><path d="M14.392 17.894h6.432v1.608h-6.432v-1.608zM9.568 19.502l4.824-4.824-4.824-4.824-1.608 1.608 3.216 3.216-3.216 3.216z"></path></g></symbol>',
    );
  });

  it('know which names are icons', () => {
    expect(hasIcon('SiPython')).toBe(true);
    expect(hasIcon('FaGithub')).toBe(true);
    expect(hasIcon('DiPython')).toBe(true);
    expect(hasIcon('SiNoSuchIcon')).toBe(false);
    expect(hasIcon('Python')).toBe(false);
    // a name of the object's own, not of a set
    expect(hasIcon('SiconstructorX')).toBe(false);
    expect(() => iconSymbol('x', 'FaNoSuchIcon')).toThrow(/No icon "FaNoSuchIcon" in react-icons\/fa6/);
  });
});
