import { isFamilyFirstScript } from '../../src/shared/content/author-name.ts';

// Finds the site's owner in a publication's author list. Authors are written in many ways across
// BibTeX exports: "Quinn, Avery", "Avery Quinn", "A. Quinn", "Quinn, A.", "A. J. Quinn", "Quinn, AJ",
// and a name whose family name comes first ("Nguyễn Thị Minh Châu") as "Nguyễn, Thị Minh Châu" or
// "Châu Nguyễn": profile.name is looked for with its first or its last word as the family name.
// A name in Han characters, kana or Hangul ("李明轩", "김서연"), or of one word, is compared whole:
// "李明轩" is the author "李明轩" and the author "李, 明轩".
// A name matches when the family names are equal (ignoring case, accents and hyphens) and the given
// names agree as far as both go, an initial agreeing with any name it begins (so "A. Quinn" is
// Avery Quinn, and so would be an Alex Quinn written with an initial only). Other spellings (a
// maiden name, another script, a multi-word family name such as "García Márquez") are listed in
// profile.alsoPublishedAs.

/** A name reduced for comparison: folded given-name parts and family name. */
interface ComparableName {
  given: string[];
  family: string;
  /** Given names must be written out and equal, no initial standing for one. */
  exact?: boolean;
}

const LETTERS: Readonly<Record<string, string>> = {
  ø: 'o',
  ł: 'l',
  đ: 'd',
  þ: 'th',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ı: 'i',
};

/** Lower case, without accents: "Müller" and "Muller" compare equal. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øłđþæœßı]/g, (letter) => LETTERS[letter] ?? letter);
}

/** The given names as parts: "Jean-Luc" → jean, luc; "A.J." and "AJ" → a, j. */
function givenParts(given: string): string[] {
  return given
    .split(/[\s.\u2010-]+/)
    .filter(Boolean)
    .flatMap((part) => (/^\p{Lu}{2,3}$/u.test(part) ? [...part] : [part]))
    .map(fold);
}

const familyKey = (family: string) => fold(family).replace(/[^\p{L}\p{N}]/gu, '');

/**
 * A name's letters, to compare it whole: without spaces and punctuation, folded (but for a name in
 * Han characters, kana or Hangul, whose marks tell names apart: ゾ is not ソ).
 */
const wholeKey = (name: string) =>
  (isFamilyFirstScript(name) ? name.normalize('NFC') : fold(name)).replace(/[^\p{L}\p{N}]/gu, '');

/** A name compared whole: one in Han characters, kana or Hangul, or of one word ("Prince"); undefined for another. */
function wholeName(name: string): string | undefined {
  const words = name.split(/[\s,]+/).filter(Boolean);
  return words.length === 1 || isFamilyFirstScript(name) ? wholeKey(name) : undefined;
}

/**
 * A name as a person writes it, in either BibTeX form: "Last, First" (or "Last, Jr., First"), or
 * "First von Last", where the lower-case words before the family name ("de la", "van der") are
 * particles and belong to neither part.
 */
export function comparableName(name: string): ComparableName {
  const [family, ...rest] = name.split(',').map((part) => part.trim());
  if (family !== undefined && rest.length > 0)
    return { given: givenParts(rest.at(-1) ?? ''), family: familyKey(family) };
  const words = name.trim().split(/\s+/);
  const last = words.pop() ?? '';
  const particle = words.findIndex((word) => /^\p{Ll}/u.test(word));
  return { given: givenParts((particle < 0 ? words : words.slice(0, particle)).join(' ')), family: familyKey(last) };
}

/** An author as the BibTeX parser gives them: split into parts, or one literal name ({OpenAI Team}). */
export interface AuthorParts {
  name?: string;
  firstName?: string;
  lastName?: string;
}

function authorName(author: AuthorParts): ComparableName {
  if (author.lastName === undefined) return comparableName(author.name ?? '');
  return { given: givenParts(author.firstName ?? ''), family: familyKey(author.lastName) };
}

/** Whether two given names can be the same: equal, or one an initial of the other. */
const agree = (a: string, b: string) =>
  a === b || (a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b));

function sameName(a: ComparableName, b: ComparableName): boolean {
  if (a.family === '' || a.family !== b.family || a.given.length === 0 || b.given.length === 0) return false;
  if (b.exact) return a.given.join(' ') === b.given.join(' ');
  return a.given.every((given, index) => index >= b.given.length || agree(given, b.given[index] ?? ''));
}

/** The owner's names to look for: profile.name (in each of the site's languages) and profile.alsoPublishedAs. */
export interface OwnerNames {
  name: string;
  /** profile.name in the site's other languages: "李明轩" beside "Mingxuan Li". */
  inOtherLanguages?: readonly string[];
  alsoPublishedAs?: readonly string[] | undefined;
}

/** Every name of the owner's: profile.name in each language, then alsoPublishedAs. */
const allNames = (owner: OwnerNames): string[] => [
  owner.name,
  ...(owner.inOtherLanguages ?? []),
  ...(owner.alsoPublishedAs ?? []),
];

/**
 * A name of several words without a comma, read with its first word as the family name: "Nguyễn
 * Thị Minh Châu". Its given names must be written out: "Q. Avery" is not Avery Quinn.
 */
function familyFirst(name: string): ComparableName[] {
  const words = name.trim().split(/\s+/);
  if (name.includes(',') || words.length < 2 || words.some((word) => /^\p{Ll}/u.test(word))) return [];
  return [{ family: familyKey(words[0] ?? ''), given: givenParts(words.slice(1).join(' ')), exact: true }];
}

/**
 * The author of a list who is likely the owner under a spelling the owner's names do not cover: one
 * whose family name is a word of the owner's name ("Nguyen, Chau" for Nguyễn Thị Minh Châu); undefined
 * when none is.
 */
export function likelyOwner(owner: OwnerNames, authors: readonly AuthorParts[]): AuthorParts | undefined {
  const words = new Set(
    allNames(owner)
      .flatMap((name) => name.split(/[\s,]+/))
      .map(familyKey)
      .filter(Boolean),
  );
  return authors.find((author) => words.has(authorName(author).family));
}

/** An author as BibTeX writes a name, "Last, First", for the owner to copy into alsoPublishedAs. */
export const bibtexName = (author: AuthorParts): string =>
  author.lastName === undefined ? (author.name ?? '') : [author.lastName, author.firstName].filter(Boolean).join(', ');

/** An author's name whole, its parts in either order: "李明轩" for "李, 明轩" (and "明轩李"). */
function authorWholes(author: AuthorParts): string[] {
  if (author.lastName === undefined) return [wholeKey(author.name ?? '')];
  const given = author.firstName ?? '';
  return [wholeKey(`${author.lastName}${given}`), wholeKey(`${given}${author.lastName}`)];
}

/** Whether `name` is one the owner lists already (profile.name in a language, or alsoPublishedAs), however spaced. */
export function isListed(owner: OwnerNames, name: string): boolean {
  const key = wholeKey(name);
  return allNames(owner).some((listed) => wholeKey(listed) === key);
}

/** A test for "is this author the owner?", for every author of every entry. */
export function ownerMatcher(owner: OwnerNames): (author: AuthorParts) => boolean {
  const ownNames = [owner.name, ...(owner.inOtherLanguages ?? [])];
  const forms = [
    ...ownNames.flatMap((name) => [comparableName(name), ...familyFirst(name)]),
    ...(owner.alsoPublishedAs ?? []).map(comparableName),
  ];
  const wholes = new Set(allNames(owner).flatMap((name) => wholeName(name) ?? []));
  return (author) => {
    const name = authorName(author);
    return forms.some((form) => sameName(name, form)) || authorWholes(author).some((whole) => wholes.has(whole));
  };
}
