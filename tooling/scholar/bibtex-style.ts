import type { Publication } from '../../src/shared/content/publication.ts';

// The style of an owner's publications.bib, so that an import's entries look like theirs: the keys
// as their entries' are made (Google Scholar's "ferreira2024streaming", JabRef's "Ferreira2024",
// Better BibTeX's "ferreiraStreamingAttentionBounded2024"…), the fields' indent, whether their `=`
// line up, and the entry types' case. An empty file gets Google Scholar's keys and the fixtures'
// layout: two spaces, aligned.

/** The parts a key is made of, from an entry's first author, year and title. */
interface KeyParts {
  /** The first author's family name in ASCII letters, lower case, without its particle ("van der"). */
  family: string;
  year: string;
  /** The title's words in ASCII letters, lower case, without the little words ("a", "on", "the"). */
  words: string[];
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The ways of making a key, by name, each from a key's parts (the first the default). */
const KEY_STYLES = {
  'family-year-word': ({ family, year, words }: KeyParts) => `${family}${year}${words[0] ?? ''}`,
  'family-year': ({ family, year }: KeyParts) => `${family}${year}`,
  'Family-year': ({ family, year }: KeyParts) => `${capital(family)}${year}`,
  family_year_word: ({ family, year, words }: KeyParts) => `${family}_${year}${words[0] ? `_${words[0]}` : ''}`,
  'family-Words-year': ({ family, year, words }: KeyParts) =>
    `${family}${words.slice(0, 3).map(capital).join('')}${year}`,
  'Family-yy': ({ family, year }: KeyParts) => `${capital(family)}${year.slice(2)}`,
} as const;

export type KeyStyle = keyof typeof KEY_STYLES;

export interface BibtexStyle {
  key: KeyStyle;
  /** The fields' indent: two spaces, four, a tab. */
  indent: string;
  /** Whether each entry's `=` line up. */
  aligned: boolean;
  /** The entry types' case: @article, @Article or @ARTICLE. */
  typeCase: 'lower' | 'capital' | 'upper';
}

const LITTLE_WORDS = new Set(
  'a an the on of in for to and or with at by from via into onto towards toward is are do does how what why when we our its'.split(
    ' ',
  ),
);

/** Text in ASCII letters and digits: accents off, the letters ASCII has no accent for spelt out. */
const ascii = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .replace(/[đĐð]/g, 'd')
    .replace(/[þÞ]/g, 'th')
    .replace(/[ıİ]/g, 'i')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** A family name's key word: its words without the particle ("van der Berg" is berg, "García Márquez" garciamarquez). */
export function familyWord(family: string): string {
  const words = family.trim().split(/\s+/);
  const kept = words.slice(
    Math.max(
      0,
      words.findIndex((word) => !/^\p{Ll}/u.test(word)),
    ),
  );
  return ascii(kept.join(' ')).replace(/ /g, '');
}

/**
 * The key parts of a paper: the family name of its first author written in Latin letters ("paper"
 * when none is: a key needs a letter, and "李" has none in ASCII), its year, its title's words.
 */
export function keyParts(families: readonly string[], year: number, title: string): KeyParts {
  const words = ascii(title)
    .split(' ')
    .filter((word) => word !== '' && !LITTLE_WORDS.has(word));
  const family = families.map(familyWord).find((word) => word !== '') ?? 'paper';
  return { family, year: String(year), words };
}

/** The parts of an entry of the file, when its first author has a family name. */
function partsOf(publication: Publication): KeyParts | undefined {
  const [author] = publication.authors;
  const family = author?.family ?? author?.name.split(/\s+/).at(-1);
  return family ? keyParts([family], publication.year, publication.title) : undefined;
}

/** A key, made in a style from a paper's parts, that no entry has yet: "ferreira2024b" after "ferreira2024". */
export function newKey(style: KeyStyle, parts: KeyParts, taken: ReadonlySet<string>): string {
  const base = KEY_STYLES[style](parts);
  if (!taken.has(base)) return base;
  for (let index = 1; ; index += 1) {
    const suffix = index < 26 ? String.fromCharCode(97 + index) : String(index + 1);
    if (!taken.has(`${base}${suffix}`)) return `${base}${suffix}`;
  }
}

/** The way of making a key most of the file's entries follow (a key of theirs may end in a letter: "2024b"). */
function keyStyleOf(publications: readonly Publication[]): KeyStyle {
  const styles = Object.keys(KEY_STYLES) as KeyStyle[];
  const votes = new Map<KeyStyle, number>();
  for (const publication of publications) {
    const parts = partsOf(publication);
    if (!parts) continue;
    for (const style of styles) {
      const made = KEY_STYLES[style](parts);
      if (publication.key === made || new RegExp(`^${made}[a-z]$`).test(publication.key))
        votes.set(style, (votes.get(style) ?? 0) + 1);
    }
  }
  return styles.reduce(
    (best, style) => ((votes.get(style) ?? 0) > (votes.get(best) ?? 0) ? style : best),
    'family-year-word',
  );
}

/** The style of a file's text and its entries (see the file's comment). */
export function bibtexStyle(source: string, publications: readonly Publication[]): BibtexStyle {
  const fields = [...source.matchAll(/^([ \t]+)([A-Za-z][\w-]*)([ \t]*)=/gm)];
  const indent = fields[0]?.[1] ?? '  ';
  // aligned: some field pads its name to a longer one's `=`
  const entries = source.split(/^@/m).slice(1);
  const aligned =
    fields.length === 0 ||
    entries.some((entry) => {
      const columns = [...entry.matchAll(/^[ \t]+([A-Za-z][\w-]*)([ \t]*)=/gm)];
      const ends = new Set(columns.map(([, name = '', pad = '']) => name.length + pad.length));
      return columns.length > 1 && ends.size === 1 && columns.some(([, , pad = '']) => pad.length > 1);
    });
  const types = [...source.matchAll(/^@([A-Za-z]+)\s*[{(]/gm)]
    .map(([, type = '']) => type)
    .filter((type) => !/^(comment|string|preamble)$/i.test(type));
  const count = (test: (type: string) => boolean) => types.filter(test).length;
  const upper = count((type) => type.length > 1 && type === type.toUpperCase());
  const capitalised = count((type) => type !== type.toUpperCase() && /^\p{Lu}/u.test(type));
  const lower = count((type) => type === type.toLowerCase());
  const typeCase = upper > lower && upper > capitalised ? 'upper' : capitalised > lower ? 'capital' : 'lower';
  return { key: keyStyleOf(publications), indent, aligned, typeCase };
}
