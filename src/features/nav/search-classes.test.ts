import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../tests/support/site-content';

// The site's first stylesheet is made from the classes its files use, the search's files left out
// (styles.css: `@source not`), so that a site without search gets no byte of the search's look. The
// search's files in the page's first chunk (its button and its dialog, which must look right before
// the search's own stylesheet arrives, and when it cannot) may then use only utilities that some
// other file of the site uses too, or the build would leave them out without a word.

const src = join(projectRoot, 'src');
const isSearch = (path: string) => /\/features\/nav\/search-[^/]+$/.test(path);

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.(tsx?|css|html)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The class names a file writes in className="…" and in `…`-strings of class names, by its own words. */
const classesOf = (source: string) =>
  [...source.matchAll(/className="([^"]*)"/g)].flatMap(([, names = '']) => names.split(/\s+/).filter(Boolean));

describe('the classes of the search’s files in the first chunk', () => {
  const others = filesUnder(src)
    .filter((path) => !isSearch(path))
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');
  // a class name appears in another file as a word of its own (between quotes, spaces or backticks)
  const usedElsewhere = (name: string) =>
    new RegExp(`[\\s"'\`]${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s"'\`]`).test(others);

  for (const file of ['search-button.tsx', 'search-dialog.tsx'])
    it(`${file}: every utility it uses is one another file of the site uses (search-* classes are its own stylesheets')`, () => {
      const source = readFileSync(join(src, 'features/nav', file), 'utf8');
      const classes = classesOf(source).filter((name) => !name.startsWith('search-'));
      expect(classes.length, `${file} has classes`).toBeGreaterThan(0);
      expect(classes.filter((name) => !usedElsewhere(name))).toEqual([]);
    });
});
