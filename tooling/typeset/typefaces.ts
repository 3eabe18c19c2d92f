import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Blob, Face } from 'harfbuzzjs';
import { INTER_FILES } from './inter-font.ts';
import { installCommand, isInstalled } from '../packages/optional-packages.ts';
import { unpackWoff2 } from './woff2.ts';

// The typefaces the drawn files (the résumé PDF, the link-preview image, the icons' initials) are set
// in, from the project's dependencies, never from the system: Inter for Latin, Greek and Cyrillic;
// Noto Sans SC, JP and KR for Chinese, Japanese and Korean; Vazirmatn for Arabic; Noto Sans Hebrew.
// Vazirmatn rather than Noto Sans Arabic: Noto draws a dotted letter as a skeleton and its dots, two
// glyphs at different heights, and Typst's PDF then maps each glyph to the letter, so a reader copying
// "فبراير" gets "فف ببرايير"; Vazirmatn draws each letter as one glyph.
//
// The Fontsource packages ship each typeface as WOFF2 files of a variable weight, one per part of
// Unicode ("slices": a CJK typeface has about a hundred); a slice is chosen for each character drawn.
// The CJK ones are a site's to install when its content is written in them (tooling/packages/): one
// the site lacks draws nothing, and a character only it would draw names it (installHint).

const require = createRequire(import.meta.url);

/** A font file covering part of Unicode. */
export interface Slice {
  /** Unique within its typeface: Fontsource's name of the part ("118", "arabic"), or "all". */
  key: string;
  /**
   * Whether the file has a glyph for the code point. Its characters are read from the file the first time a code
   * point of its part of Unicode is asked about: a build in one script opens none of the CJK typefaces' three hundred.
   */
  covers(codePoint: number): Promise<boolean>;
  /** The file of a weight (a variable font has one file for every weight). */
  file(weight: number): string;
  /** Whether the file is a variable font, whose weight axis is pinned when it is cut. */
  variable: boolean;
}

export interface Typeface {
  family: string;
  slices: readonly Slice[];
  /** The package of a typeface the site has not installed (it then has no slices). */
  missing?: string;
}

/** The code points a font file has a glyph for, as HarfBuzz reads its character map. */
async function charactersOf(file: string): Promise<ReadonlySet<number>> {
  const bytes = readFileSync(file);
  const font = file.endsWith('.woff2') ? await unpackWoff2(bytes) : bytes;
  return new Set(new Face(new Blob(font)).collectUnicodes());
}

/** `read()`, called once: the first call's promise is every call's. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= read());
}

/** Inter: one static file per weight, covering what the font has. */
function inter(): Typeface {
  const files: Record<number, string> = {
    400: INTER_FILES.regular,
    600: INTER_FILES.semibold,
    700: INTER_FILES.bold,
  };
  const characters = once(() => charactersOf(INTER_FILES.regular));
  return {
    family: 'Inter',
    slices: [
      {
        key: 'all',
        covers: async (codePoint) => (await characters()).has(codePoint),
        file: (weight) => {
          const file = files[weight];
          if (!file) throw new Error(`Inter is not bundled at weight ${weight}`);
          return file;
        },
        variable: false,
      },
    ],
  };
}

/** "U+0600-06FF,U+200C" as ranges of code points. */
function ranges(spec: string): [number, number][] {
  return spec.split(',').map((range) => {
    const [from = '0', to = from] = range.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

/**
 * A Fontsource variable package: its slices, each covering the characters of the unicode-range its CSS
 * gives it that its file has (a range may span a code point the file lacks).
 */
function fontsource(family: string, id: string): Typeface {
  const name = `@fontsource-variable/${id}`;
  if (!isInstalled(name)) return { family, slices: [], missing: name };
  const unicode = JSON.parse(readFileSync(require.resolve(`${name}/unicode.json`), 'utf8')) as Record<string, string>;
  const slices = Object.entries(unicode).map(([name, spec]): Slice => {
    const key = name.replace(/^\[|\]$/g, '');
    const covered = ranges(spec);
    const file = require.resolve(`@fontsource-variable/${id}/files/${id}-${key}-wght-normal.woff2`);
    const characters = once(() => charactersOf(file));
    return {
      key,
      covers: async (codePoint) =>
        covered.some(([from, to]) => codePoint >= from && codePoint <= to) && (await characters()).has(codePoint),
      file: () => file,
      variable: true,
    };
  });
  return { family, slices };
}

/** The Fontsource package of each CJK typeface. */
const CJK_IDS = { 'zh-Hans': 'noto-sans-sc', ja: 'noto-sans-jp', ko: 'noto-sans-kr' } as const;

/** The typefaces of the scripts Inter lacks, by the scripts' writing systems. */
const TYPEFACES = {
  latin: inter,
  'zh-Hans': () => fontsource('Noto Sans SC', CJK_IDS['zh-Hans']),
  ja: () => fontsource('Noto Sans JP', CJK_IDS.ja),
  ko: () => fontsource('Noto Sans KR', CJK_IDS.ko),
  arabic: () => fontsource('Vazirmatn', 'vazirmatn'),
  hebrew: () => fontsource('Noto Sans Hebrew', 'noto-sans-hebrew'),
};
type TypefaceName = keyof typeof TYPEFACES;

/** Each typeface, made once in a process (its slices read their files when first asked: Slice.covers). */
const loaded = new Map<TypefaceName, Typeface>();
const typeface = (name: TypefaceName): Typeface => {
  let face = loaded.get(name);
  if (!face) {
    face = TYPEFACES[name]();
    loaded.set(name, face);
  }
  return face;
};

/**
 * The CJK typeface whose Han characters take the forms of a language: Japanese, Korean or Chinese
 * (Simplified: no Traditional Chinese typeface is bundled, so Traditional Chinese takes its forms too).
 */
function cjkOf(tag: string): keyof typeof CJK_IDS | undefined {
  const { language } = new Intl.Locale(tag);
  if (language === 'ja' || language === 'ko') return language;
  if (language === 'zh') return 'zh-Hans';
  return undefined;
}

/**
 * The typefaces a text in `tag` is set in, in the order a character takes the first that has it:
 * Inter, then the CJK typefaces, the language's own first (a Han character drawn in the Japanese
 * résumé takes its Japanese form), then those of the site's other languages in their order (a Chinese
 * paper's title in an English résumé takes its Chinese forms), then the rest; then Arabic and Hebrew.
 */
export function typefacesFor(tag: string, siteTags: readonly string[] = []): Typeface[] {
  const cjk = [tag, ...siteTags].flatMap((other) => cjkOf(other) ?? []);
  const names = [...new Set<TypefaceName>(['latin', ...cjk, 'zh-Hans', 'ja', 'ko', 'arabic', 'hebrew'])];
  return names.map(typeface);
}

/** The package of the CJK typeface a language's own words are drawn in, if any. */
export function typefacePackageOf(tag: string): string | undefined {
  const name = cjkOf(tag);
  return name && `@fontsource-variable/${CJK_IDS[name]}`;
}

/** The characters each CJK typeface draws, by what its package is named for. */
const CJK_SCRIPTS: Readonly<Record<string, RegExp>> = {
  'noto-sans-sc': /\p{Script=Han}/u,
  'noto-sans-jp': /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
  'noto-sans-kr': /[\p{Script=Han}\p{Script=Hangul}]/u,
};

/**
 * For a character none of `typefaces` draws: the command that installs the first of their packages the site lacks that
 * would draw it, said after the message that names the character; empty when none would.
 */
export function installHint(char: string, typefaces: readonly Typeface[]): string {
  const lacking = typefaces.find(
    ({ missing }) => missing && CJK_SCRIPTS[missing.replace('@fontsource-variable/', '')]?.test(char),
  );
  return lacking?.missing
    ? `; ${lacking.family} draws it, whose package the site has not installed: ${installCommand([lacking.missing])}`
    : '';
}

/** The scripts the typefaces draw, for messages. */
export const DRAWN_SCRIPTS = 'Latin, Greek, Cyrillic, Chinese, Japanese, Korean, Arabic and Hebrew';
