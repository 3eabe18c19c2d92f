import { describe, expect, it } from 'vitest';
import { comparableName, isListed, ownerMatcher } from './owner-names';

// Authors as the BibTeX parser gives them: a name in parts, or one literal name ({…}).
const parts = (lastName: string, firstName?: string) => ({ lastName, ...(firstName !== undefined && { firstName }) });

describe("finding the owner's name", () => {
  const isAvery = ownerMatcher({ name: 'Avery Quinn' });

  it.each([
    ['"Last, First"', parts('Quinn', 'Avery')],
    ['"First Last"', { name: 'Avery Quinn' }],
    ['"F. Last"', parts('Quinn', 'A.')],
    ['"Last, F" without a dot', parts('Quinn', 'A')],
    ['a middle initial the profile leaves out', parts('Quinn', 'A. J.')],
    ['other letter cases', parts('QUINN', 'avery')],
  ])('matches %s', (_form, author) => {
    expect(isAvery(author)).toBe(true);
  });

  it.each([
    ['another given name', parts('Quinn', 'Alex')],
    ['another initial', parts('Quinn', 'B.')],
    ['a family name alone', parts('Quinn')],
    ['another family name', parts('Quint', 'Avery')],
    ['a literal name that is not the owner’s', { name: 'Quinn Lab' }],
  ])('does not match %s', (_form, author) => {
    expect(isAvery(author)).toBe(false);
  });

  it('ignores accents and hyphens, and reads run-together initials ("Quinn, AJ")', () => {
    const isElodie = ownerMatcher({ name: 'Élodie Marchetti-Rossi' });
    expect(isElodie(parts('Marchetti Rossi', 'Elodie'))).toBe(true);
    expect(isElodie(parts('Marchetti-Rossi', 'É.'))).toBe(true);
    expect(ownerMatcher({ name: 'Avery J. Quinn' })(parts('Quinn', 'AJ'))).toBe(true);
    expect(ownerMatcher({ name: 'Avery J. Quinn' })(parts('Quinn', 'AB'))).toBe(false);
  });

  it('matches the spellings listed in alsoPublishedAs, in either form', () => {
    const isOwner = ownerMatcher({
      name: 'Gabriel Márquez',
      alsoPublishedAs: ['García Márquez, Gabriel', 'Gabo Smith'],
    });
    expect(isOwner(parts('García Márquez', 'G.'))).toBe(true);
    expect(isOwner(parts('Smith', 'Gabo'))).toBe(true);
    expect(ownerMatcher({ name: 'Gabriel Márquez' })(parts('García Márquez', 'G.'))).toBe(false);
  });
});

describe('finding a name whose family name comes first', () => {
  const isChau = ownerMatcher({ name: 'Nguyễn Thị Minh Châu' });

  it.each([
    ['"Family, Given"', parts('Nguyễn', 'Thị Minh Châu')],
    ['as written, which BibTeX reads as given names and a last word', parts('Châu', 'Nguyễn Thị Minh')],
    ['without diacritics', parts('Nguyen', 'Thi Minh Chau')],
    ['with initials, its last word read as the family name', parts('Chau', 'N. T. M.')],
    ['as one literal name', { name: 'Nguyễn Thị Minh Châu' }],
  ])('matches %s', (_form, author) => {
    expect(isChau(author)).toBe(true);
  });

  it.each([
    ['another person of the same family name', parts('Nguyễn', 'Văn An')],
    ['initials for given names written after the family name', parts('Nguyen', 'T. M.')],
  ])('does not match %s', (_form, author) => {
    expect(isChau(author)).toBe(false);
  });

  it('does not take a given name for a family name when initials stand for the rest: "Q. Avery" is not Avery Quinn', () => {
    expect(ownerMatcher({ name: 'Avery Quinn' })(parts('Avery', 'Q.'))).toBe(false);
  });
});

describe('finding a name written in Han characters, kana or Hangul, or of one word', () => {
  // the Chinese fixture owner: "Mingxuan Li" in English, 李明轩 in Chinese, her Chinese byline in alsoPublishedAs
  const isMingxuan = ownerMatcher({ name: 'Mingxuan Li', alsoPublishedAs: ['李明轩'] });

  it.each([
    ['one word, as Chinese writes it', parts('李明轩')],
    ['"Family, Given"', parts('李', '明轩')],
    ['with a space, which BibTeX reads as a given name and a last word', parts('明轩', '李')],
    ['as one literal name', { name: '李明轩' }],
    ['her Western byline', parts('Li', 'Mingxuan')],
  ])('matches %s', (_form, author) => {
    expect(isMingxuan(author)).toBe(true);
  });

  it.each([
    ['another person of her family name', parts('李', '明')],
    ['a co-author', parts('王芳')],
    ['a name that holds hers', parts('李明轩辉')],
  ])('does not match %s', (_form, author) => {
    expect(isMingxuan(author)).toBe(false);
  });

  it('finds profile.name in another language of the site (李明轩 in zh-Hans/profile.ts) as it finds alsoPublishedAs', () => {
    expect(ownerMatcher({ name: 'Mingxuan Li', inOtherLanguages: ['李明轩'] })(parts('李', '明轩'))).toBe(true);
    expect(ownerMatcher({ name: 'Mingxuan Li' })(parts('李', '明轩'))).toBe(false);
  });

  it('finds a name in Hangul given one word (김서연), and tells kana apart by their marks', () => {
    const isSeoyeon = ownerMatcher({ name: '김서연', inOtherLanguages: ['キム・ソヨン'] });
    expect(isSeoyeon(parts('김', '서연'))).toBe(true);
    expect(isSeoyeon(parts('김서연'))).toBe(true);
    expect(isSeoyeon(parts('김서현'))).toBe(false);
    expect(isSeoyeon(parts('キム・ソヨン'))).toBe(true);
    expect(isSeoyeon(parts('キム・ゾヨン'))).toBe(false);
  });

  it('finds a name of one word as a whole, never as a part of another', () => {
    const isPrince = ownerMatcher({ name: 'Prince' });
    expect(isPrince({ name: 'Prince' })).toBe(true);
    expect(isPrince(parts('Prince'))).toBe(true);
    expect(isPrince(parts('Prince', 'Harry'))).toBe(false);
  });

  it('knows a spelling profile.ts lists already, however spaced', () => {
    const owner = { name: 'Mingxuan Li', alsoPublishedAs: ['李明轩', 'Li, M.'] };
    expect(isListed(owner, '李 明轩')).toBe(true);
    expect(isListed(owner, 'Li, M.')).toBe(true);
    expect(isListed(owner, 'Mingxuan Li')).toBe(true);
    expect(isListed(owner, 'Li, Mingxuan')).toBe(false);
  });
});

describe('splitting a written name', () => {
  it('reads "Last, First", "Last, Jr., First" and "First von Last"', () => {
    expect(comparableName('Quinn, Avery J.')).toEqual({ given: ['avery', 'j'], family: 'quinn' });
    expect(comparableName('Quinn, Jr., Avery')).toEqual({ given: ['avery'], family: 'quinn' });
    expect(comparableName('Maria de la Cruz')).toEqual({ given: ['maria'], family: 'cruz' });
    expect(comparableName('Jean-Luc Ørsted')).toEqual({ given: ['jean', 'luc'], family: 'orsted' });
  });
});
