import { jaModel, Parser, zhHansModel, zhHantModel } from 'budoux';
import type { Site } from '../../src/shared/content/schema';
import { siteLanguages } from '../../tooling/i18n/site-languages';

// What a reader of Japanese or Chinese expects of a heading or a short line: it breaks between two
// phrases (BudouX's, the model of each script), never inside a word (as the platform's dictionary,
// Intl.Segmenter, finds words): エンジ|ニア is a broken word. Computed from the words each element
// shows, with the library and the platform, not with the site's own code; measured in the page by
// the browser tests of every engine (tests/e2e/phrase-breaks.spec.ts in Chromium,
// tests/browsers/behaviours/phrase-breaks.ts in Firefox and WebKit).

const MODELS: Readonly<Record<string, Record<string, Record<string, number>>>> = {
  Jpan: jaModel,
  Hans: zhHansModel,
  Hant: zhHantModel,
};
const modelOf = (tag: string) => {
  const { language, script = '' } = new Intl.Locale(tag).maximize();
  return language === 'ja' || language === 'zh' ? MODELS[script] : undefined;
};

/** The site's languages written in Han characters or kana, whose home pages the tests look at. */
export const phraseLanguages = (site: Site) => siteLanguages(site).filter(({ tag }) => modelOf(tag));

/** The offsets inside `text` where a line may end: between two phrases, where a word ends. */
function allowedBreaks(text: string, tag: string): Set<number> {
  let offset = 0;
  const phrases = new Parser(modelOf(tag)!).parse(text);
  const between = phrases.slice(0, -1).map((phrase) => (offset += phrase.length));
  const wordEnds = new Set(
    [...new Intl.Segmenter(tag, { granularity: 'word' }).segment(text)].map(({ index }) => index),
  );
  // a space, or the line's end after one, is a break in any language
  return new Set([
    ...between.filter((at) => wordEnds.has(at)),
    ...[...text].flatMap((char, at) => (/\s/.test(char) ? [at, at + 1] : [])),
  ]);
}

/** The elements looked at: the home page's heading and tagline, and each card's title. */
export const PHRASE_ELEMENTS = [
  'main h1#intro-heading',
  'main h1#intro-heading + p',
  'main section:is(#experience, #research, #projects) article h3',
];

/** What the page function measures of an element. */
export interface MeasuredLines {
  css: string;
  text: string;
  /** Its language: a field left untranslated is in the default language's. */
  lang: string;
  /** The offsets in its text where its lines after the first start. */
  starts: number[];
  /** Wider on one line than its box. */
  mustWrap: boolean;
  /** How far it sticks out of its box. */
  overflow: number;
}

/** Run in the page: each element's text, language and lines (a self-contained function of its argument). */
export const measureLines = (selectors: string[]): MeasuredLines[] =>
  selectors.flatMap((css) =>
    Array.from(document.querySelectorAll(css), (element) => {
      let text = '';
      const starts: number[] = [];
      let lastMiddle: number | undefined;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const data = node.textContent ?? '';
        for (let index = 0; index < data.length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const box = range.getClientRects()[0];
          if (box && box.width > 0 && !/\s/.test(data[index]!)) {
            const middle = box.top + box.height / 2;
            if (lastMiddle !== undefined && middle > lastMiddle + box.height / 2) starts.push(text.length + index);
            lastMiddle = middle;
          }
        }
        text += data;
      }
      // the same element on one line, out of the flow, to tell whether its text must wrap
      const copy = element.cloneNode(true) as HTMLElement;
      copy.style.cssText = 'position: absolute; visibility: hidden; white-space: nowrap; width: auto; max-width: none';
      element.parentElement!.append(copy);
      const oneLine = copy.getBoundingClientRect().width;
      copy.remove();
      const style = getComputedStyle(element);
      const box = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      // a card's title is in its button, which carries the lang of a title left untranslated
      const lang = (element.querySelector(':scope > button') ?? element).closest('[lang]')?.getAttribute('lang');
      return {
        css,
        text,
        lang: lang ?? '',
        starts,
        mustWrap: oneLine > box + 1,
        overflow: element.scrollWidth - element.clientWidth,
      };
    }),
  );

/**
 * What is wrong with the lines measured on the page at `path`: a line that starts inside a phrase, a text wider than
 * its box that does not wrap, or one that sticks out; and how many of them had to wrap (none: the test proved
 * nothing). Words in another language (the default language's, left untranslated) break as theirs do.
 */
export function phraseProblems(path: string, measured: readonly MeasuredLines[]) {
  const problems: string[] = [];
  let wrapped = 0;
  for (const { css, text, lang, starts, mustWrap, overflow } of measured) {
    if (!modelOf(lang) || !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) continue;
    const where = `${path} ${css}`;
    const allowed = allowedBreaks(text, lang);
    for (const at of starts.filter((start) => !allowed.has(start)))
      problems.push(`${where}: a line starts inside a phrase: ${text.slice(0, at)}|${text.slice(at)}`);
    if (mustWrap && starts.length === 0) problems.push(`${where}: "${text}" is wider than its box and does not wrap`);
    if (overflow > 0) problems.push(`${where}: "${text}" sticks out of its box by ${overflow} px`);
    if (mustWrap) wrapped += 1;
  }
  return { problems, wrapped };
}
