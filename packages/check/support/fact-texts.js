// A language's texts as the site's facts give them (tooling/check/site-facts.ts), back in the shape of
// its catalogue: a string as it is, a text of words a function of its words, a text that counts a
// function of the numbers the site shows it with.

/**
 * @typedef {import('../../../src/shared/i18n/site-texts.ts').SiteTexts} SiteTexts
 * @typedef {import('../../../src/shared/i18n/site-texts.ts').ResumeSectionTexts} ResumeSectionTexts
 * @typedef {import('../../../tooling/check/site-facts-types.ts').FactText} FactText
 */

/**
 * @param {string} name
 * @param {FactText} text
 */
function textOf(name, text) {
  if (typeof text === 'string') return text;
  if ('words' in text)
    return (/** @type {unknown[]} */ ...words) =>
      text.words.map((part) => (typeof part === 'number' ? String(words[part]) : part)).join('');
  return (/** @type {number} */ count) => {
    const said = text.counts[count];
    if (said === undefined) throw new Error(`${name}(${count}): the site shows this text at no such number`);
    return said;
  };
}

/**
 * The texts of a language from its facts.
 * @param {Record<string, FactText>} texts
 * @returns {SiteTexts}
 */
export const textsOf = (texts) =>
  /** @type {SiteTexts} */ (
    /** @type {unknown} */ (Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, textOf(name, text)])))
  );
