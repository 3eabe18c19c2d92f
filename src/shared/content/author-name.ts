// How an author's name is written from the parts a BibTeX entry gives: given name first ("Mingxuan
// Li"), except in the scripts whose names are written family name first with no space between the
// parts, Han characters, kana and Hangul ("李明轩" from "李, 明轩", "김서연" from "김, 서연"). The
// build reads BibTeX with it, and the head's JSON-LD tells with it whether an author's given and
// family names are those of the name a page shows.

const FAMILY_FIRST_SCRIPTS = /^[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]+$/u;

/** Whether a name is written in Han characters, kana or Hangul (spaces and commas aside). */
export const isFamilyFirstScript = (name: string): boolean => FAMILY_FIRST_SCRIPTS.test(name.replace(/[\s,]/g, ''));

/** The name its given and family names make, as the page writes it: "Mingxuan Li", "李明轩". */
export const composedName = ({ given, family }: { given: string; family: string }): string =>
  isFamilyFirstScript(given + family) ? `${family}${given}` : `${given} ${family}`;
