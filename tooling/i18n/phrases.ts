import { createRequire } from 'node:module';
import type * as BudouX from 'budoux';
import type { Site } from '../../src/shared/content/schema.ts';
import type { OwnerWords } from '../../src/shared/content/owner-words.ts';
import type { SiteTexts } from '../../src/shared/i18n/site-texts.ts';
import { resolveOptional } from '../packages/optional-packages.ts';
import { siteLanguages } from './site-languages.ts';

// Japanese and Chinese are written without spaces, and a browser breaks their lines between any two
// characters: エンジ|ニア. BudouX (Google's, whose Japanese model Chromium's `word-break: auto-phrase` is
// built on) finds their phrases, the units a reader takes in at once; the build cuts the site's
// headings and short lines into them, and the page puts a <wbr> between two (src/ui/phrases.tsx), in
// every browser, with no BudouX code or model in the browser. Korean puts spaces between its words.

/** BudouX's model of each script a language without spaces is written in, by its name in BudouX. */
const MODELS: Readonly<Record<string, 'jaModel' | 'zhHansModel' | 'zhHantModel'>> = {
  Jpan: 'jaModel',
  Hans: 'zhHansModel',
  Hant: 'zhHantModel',
};

/** The name of the model of a language: Japanese, Chinese in its simplified or traditional characters; none for others. */
function modelOf(tag: string): (typeof MODELS)[string] | undefined {
  const { language, script = '' } = new Intl.Locale(tag).maximize();
  return language === 'ja' || language === 'zh' ? MODELS[script] : undefined;
}

/** BudouX, for a language it cuts into phrases: a site's to install when it has pages in one (tooling/packages/). */
export const phrasesPackageOf = (tag: string): string | undefined => (modelOf(tag) ? 'budoux' : undefined);

const parsers = new Map<string, BudouX.Parser>();

/**
 * The phrases' parser of a language, if it has one. BudouX is loaded the first time one is needed (it takes most of a
 * second), not by every build and dev server.
 */
function parserOf(tag: string): BudouX.Parser | undefined {
  const model = modelOf(tag);
  if (!model) return undefined;
  if (!parsers.has(model)) {
    const file = resolveOptional('budoux', `the phrases of the pages in ${tag}`);
    const budoux = createRequire(import.meta.url)(file) as typeof BudouX;
    parsers.set(model, new budoux.Parser(budoux[model]));
  }
  return parsers.get(model);
}

/** Han characters or kana: a text with none is in no language that is cut into phrases. */
const WITHOUT_SPACES = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * A text of the language `tag` in its phrases ("スマートフォンで動くエンジニア": スマートフォンで, 動く,
 * エンジニア), which join into the text; undefined for a language or a text that is not cut so. BudouX's cuts are
 * kept where a word ends for the platform's dictionary too (Intl.Segmenter, as the search cuts words): its models,
 * Chinese ones most, sometimes cut inside a word (预训|练, 检|索, こんに|ちは), and two phrases are then one.
 */
export function phrasesOf(text: string, tag: string): string[] | undefined {
  const parser = WITHOUT_SPACES.test(text) ? parserOf(tag) : undefined;
  if (!parser) return undefined;
  const wordEnds = new Set(
    [...new Intl.Segmenter(tag, { granularity: 'word' }).segment(text)].map(({ index }) => index),
  );
  const phrases: string[] = [];
  let at = 0;
  for (const phrase of parser.parse(text)) {
    if (phrases.length > 0 && !wordEnds.has(at)) phrases[phrases.length - 1] += phrase;
    else phrases.push(phrase);
    at += phrase.length;
  }
  return phrases;
}

/**
 * Where a text of the language `tag` may break between phrases: the offset of each of its phrases but the first
 * (スマートフォンで動く: [8]); undefined for a language or a text that is not cut so. What the page receives of a
 * text: the text itself is in its words already.
 */
export function phraseBreaks(text: string, tag: string): number[] | undefined {
  let offset = 0;
  return phrasesOf(text, tag)
    ?.slice(0, -1)
    .map((phrase) => (offset += phrase.length));
}

/** A text cut into phrases, as the page receives it: the text, then where it may break (phraseBreaks). */
export type CutText = [text: string, ...breaks: number[]];

/** Whether a language of the site is cut into phrases: only then does the page carry the code that sets them. */
export const hasPhrases = (site: Site): boolean => siteLanguages(site).some(({ tag }) => modelOf(tag) !== undefined);

/**
 * The owner's words and the site's texts a language's pages set between phrases (src/ui/phrases.tsx): the home
 * page's heading (its greeting with the name) and tagline, each card's title, company and the line its picture
 * shows on hover, each project's title (its page's heading too) and the blog's topics. A field the translation
 * left out (`fallbacks`: "experience.0.role") is the default language's, cut in that language's turn.
 */
export function pagePhrases(
  words: OwnerWords,
  texts: Pick<SiteTexts, 'greeting'>,
  tag: string,
  fallbacks: readonly string[] = [],
): CutText[] {
  const left = new Set(fallbacks);
  const shown: [field: string, text: string | undefined][] = [
    ['', texts.greeting(words.profile.name)],
    ['profile.tagline', words.profile.tagline],
  ];
  for (const file of ['experience', 'research'] as const)
    words[file].forEach((entry, index) =>
      shown.push(
        [`${file}.${index}.role`, entry.role],
        [`${file}.${index}.company`, entry.company],
        [`${file}.${index}.description`, entry.description[0]],
      ),
    );
  words.projects.forEach((project, index) =>
    shown.push([`projects.${index}.title`, project.title], [`projects.${index}.description`, project.description[0]]),
  );
  (words.blog.topics ?? []).forEach((topic, index) => shown.push([`blog.topics.${index}.title`, topic.title]));
  const cut = new Map<string, CutText>();
  for (const [field, text] of shown) {
    if (text === undefined || left.has(field) || cut.has(text)) continue;
    const breaks = phraseBreaks(text, tag);
    if (breaks) cut.set(text, [text, ...breaks]);
  }
  return [...cut.values()];
}
