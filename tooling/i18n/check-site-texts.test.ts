import { describe, expect, it } from 'vitest';
import type { SiteTexts } from '../../src/shared/i18n/site-texts';
import englishTexts, {
  blogPages as englishBlogPages,
  resumeSections as englishResumeSections,
  search as englishSearch,
} from '../../src/shared/i18n/texts/en';
import german, {
  blogPages as germanBlogPages,
  resumeSections as germanResumeSections,
  search as germanSearch,
} from '../../src/shared/i18n/texts/de';
import { plural } from '../../src/shared/i18n/plural';
import {
  BLOG_PAGES_TEXT_KEYS,
  RESUME_SECTION_TEXT_KEYS,
  SEARCH_TEXT_KEYS,
  SITE_TEXT_KEYS,
  siteTextsProblems,
} from './check-site-texts';
import { shippedTags } from './site-texts-of';

// Whoever wrote a catalogue, the build finds what the typecheck finds (an owner may never run it),
// and names the file and the text.

const FILE = 'src/content/de/texts.ts';
const english = {
  default: englishTexts,
  search: englishSearch,
  blogPages: englishBlogPages,
  resumeSections: englishResumeSections,
};
const without = (key: keyof SiteTexts, texts: SiteTexts = german) =>
  Object.fromEntries(Object.entries(texts).filter(([name]) => name !== key));

describe('the check of a catalogue of the site’s texts', () => {
  it('finds nothing in any catalogue the template ships, English included', async () => {
    expect(shippedTags()).toEqual(expect.arrayContaining(['ar', 'de', 'en', 'es', 'fr', 'pt-BR']));
    for (const tag of shippedTags()) {
      const module = (await import(`../../src/shared/i18n/texts/${tag}.ts`)) as Record<string, unknown>;
      expect(
        siteTextsProblems(module, tag, english, { tag, blogPages: true, resumeSections: RESUME_SECTION_TEXT_KEYS }),
        tag,
      ).toEqual([]);
      // the same texts as the interfaces list, no more
      expect(Object.keys(module.default as object).sort(), tag).toEqual([...SITE_TEXT_KEYS].sort());
      expect(Object.keys(module.search as object).sort(), tag).toEqual([...SEARCH_TEXT_KEYS].sort());
      expect(Object.keys(module.resumeSections as object).sort(), tag).toEqual([...RESUME_SECTION_TEXT_KEYS].sort());
      expect(Object.keys(module.blogPages as object).sort(), tag).toEqual([...BLOG_PAGES_TEXT_KEYS].sort());
    }
  });

  it('names a text left out and shows what it says in English, a function with what it gives', () => {
    expect(siteTextsProblems({ default: without('copyBibtex'), search: germanSearch }, FILE, english)).toEqual([
      `${FILE}: missing text "copyBibtex" (a text; in English: "Copy BibTeX")`,
    ]);
    expect(siteTextsProblems({ default: without('readingTime'), search: germanSearch }, FILE, english)).toEqual([
      `${FILE}: missing text "readingTime" (a function; in English, readingTime(5) is "5 min read")`,
    ]);
  });

  it('names a misspelt text, and the text it likely means', () => {
    const { copyBibtex, ...rest } = german;
    expect(
      siteTextsProblems({ default: { ...rest, copyBibTex: copyBibtex }, search: germanSearch }, FILE, english),
    ).toEqual([
      `${FILE}: missing text "copyBibtex" (a text; in English: "Copy BibTeX")`,
      `${FILE}: unknown text "copyBibTex": did you mean "copyBibtex"?`,
    ]);
    expect(
      siteTextsProblems({ default: { ...german, somethingElse: 'x' }, search: germanSearch }, FILE, english),
    ).toEqual([`${FILE}: unknown text "somethingElse" (the texts are listed in src/shared/i18n/site-texts.ts)`]);
  });

  it('names an empty text, a text where a function belongs, and a function that fails or gives no words', () => {
    const problems = siteTextsProblems(
      {
        default: {
          ...german,
          close: ' ',
          readingTime: '5 Min.',
          greeting: () => '',
          home: (name: string) => {
            throw new TypeError(`texts.greeting is not a function (${name})`);
          },
        },
        search: germanSearch,
      },
      FILE,
      english,
    );
    expect(problems).toEqual([
      `${FILE}, text "home": home("Avery Quinn") fails: texts.greeting is not a function (Avery Quinn)`,
      `${FILE}, text "greeting": greeting("Avery Quinn") gives "", not words`,
      `${FILE}, text "close": must be a text, not empty (a text; in English: "Close")`,
      `${FILE}, text "readingTime": must be a function (a function; in English, readingTime(5) is "5 min read")`,
    ]);
  });

  it('takes an owner’s catalogue of a language the template ships with only the texts it changes', () => {
    const partial = { default: { blogTitle: 'Technik-Notizen', readingTime: german.readingTime } };
    expect(siteTextsProblems(partial, FILE, english, { complete: false, tag: 'de' })).toEqual([]);
    // what it gives is checked all the same
    expect(
      siteTextsProblems({ default: { blogTitle: ' ', blogTitel: 'x' } }, FILE, english, { complete: false, tag: 'de' }),
    ).toEqual([
      `${FILE}, text "blogTitle": must be a text, not empty (a text; in English: "Tech Blog")`,
      `${FILE}: unknown text "blogTitel": did you mean "blogTitle"?`,
    ]);
    // a text written undefined would hide the template's: it is left out instead
    expect(siteTextsProblems({ default: { blogTitle: undefined } }, FILE, english, { complete: false })).toEqual([
      `${FILE}, text "blogTitle": is undefined; leave it out to keep the template's text`,
    ]);
  });

  it('names a text that counts by another language’s plural rules, such as a copy of en.ts left counting in English', () => {
    expect(
      siteTextsProblems(
        { default: { ...german, outputCut: englishTexts.outputCut }, search: germanSearch },
        FILE,
        english,
        {
          tag: 'de',
        },
      ),
    ).toEqual([
      `${FILE}, text "outputCut": counts by the rules of "en" (plural('en', …)), not of this language: write plural('de', …)`,
    ]);
    // a tag that only names how the numbers are written counts as its language
    expect(
      siteTextsProblems(
        { default: { ...german, outputCut: plural('de-u-nu-latn', { other: 'x' }) }, search: germanSearch },
        FILE,
        english,
        {
          tag: 'de',
        },
      ),
    ).toEqual([]);
  });

  it('asks for the texts as the file’s default export', () => {
    expect(siteTextsProblems({ texts: german, search: germanSearch }, FILE, english)).toEqual([
      `${FILE}: must export its texts as its default: export default { … } satisfies SiteTexts (a copy of src/shared/i18n/texts/en.ts, translated)`,
    ]);
  });

  it('asks a site without search for none of the search’s texts', () => {
    expect(siteTextsProblems({ default: german }, FILE, english, { search: false })).toEqual([]);
  });

  it('asks for the search’s texts as the file’s `search`, and checks them as the others, each named search.…', () => {
    expect(siteTextsProblems({ default: german }, FILE, english)).toEqual([
      `${FILE}: must export the search's texts as search: export const search = { … } satisfies SearchTexts (a copy of src/shared/i18n/texts/en.ts, translated)`,
    ]);
    const rest = Object.fromEntries(Object.entries(germanSearch).filter(([key]) => key !== 'results'));
    expect(
      siteTextsProblems({ default: german, search: { ...rest, noResults: () => '', browsePost: 'x' } }, FILE, english),
    ).toEqual([
      `${FILE}: missing text "search.results" (a function; in English, search.results(3) is "3 results")`,
      `${FILE}, text "search.noResults": search.noResults("attention") gives "", not words`,
      `${FILE}: unknown text "search.browsePost": did you mean "search.browsePosts"?`,
    ]);
  });

  it('asks a catalogue for no text of the résumé’s optional sections when the content has none of them', () => {
    expect(siteTextsProblems({ default: german, search: germanSearch }, FILE, english)).toEqual([]);
    expect(siteTextsProblems({ default: german, search: germanSearch }, FILE, english, { resumeSections: [] })).toEqual(
      [],
    );
  });

  it('asks for the texts of the sections the content has, as the file’s `resumeSections`, each named resumeSections.…', () => {
    expect(
      siteTextsProblems({ default: german, search: germanSearch }, FILE, english, { resumeSections: ['education'] }),
    ).toEqual([
      `${FILE}: must export the résumé sections' texts as resumeSections: export const resumeSections = { … } satisfies ResumeSectionTexts (a copy of src/shared/i18n/texts/en.ts, translated)`,
    ]);
    // only the texts of what the content has: an owner with an education section and no award writes no "awards"
    const rest = Object.fromEntries(
      Object.entries(germanResumeSections).filter(([key]) => key !== 'awards' && key !== 'degreeIn'),
    );
    expect(
      siteTextsProblems({ default: german, search: germanSearch, resumeSections: rest }, FILE, english, {
        resumeSections: ['education', 'courses'],
      }),
    ).toEqual([]);
    expect(
      siteTextsProblems(
        { default: german, search: germanSearch, resumeSections: { ...rest, education: ' ', awardz: 'x' } },
        FILE,
        english,
        { resumeSections: ['education', 'degreeIn', 'awards'] },
      ),
    ).toEqual([
      `${FILE}, text "resumeSections.education": must be a text, not empty (a text; in English: "Education")`,
      `${FILE}: missing text "resumeSections.degreeIn" (a function; in English, resumeSections.degreeIn("Master of Science", "Robotics") is "Master of Science in Robotics")`,
      `${FILE}: missing text "resumeSections.awards" (a text; in English: "Awards")`,
      `${FILE}: unknown text "resumeSections.awardz": did you mean "resumeSections.awards"?`,
    ]);
  });

  it('asks for the texts of the blog’s pages, as the file’s `blogPages`, only of a site whose blog has more than one page', () => {
    expect(siteTextsProblems({ default: german, search: germanSearch }, FILE, english, { blogPages: false })).toEqual(
      [],
    );
    expect(siteTextsProblems({ default: german, search: germanSearch }, FILE, english, { blogPages: true })).toEqual([
      `${FILE}: must export the texts of the blog's pages as blogPages: export const blogPages = { … } satisfies BlogPagesTexts (a copy of src/shared/i18n/texts/en.ts, translated)`,
    ]);
    const rest = Object.fromEntries(Object.entries(germanBlogPages).filter(([key]) => key !== 'pageOf'));
    expect(
      siteTextsProblems({ default: german, search: germanSearch, blogPages: rest }, FILE, english, { blogPages: true }),
    ).toEqual([
      `${FILE}: missing text "blogPages.pageOf" (a function; in English, blogPages.pageOf(2, 5) is "Page 2 of 5")`,
    ]);
    expect(
      siteTextsProblems({ default: german, search: germanSearch, blogPages: germanBlogPages }, FILE, english, {
        blogPages: true,
      }),
    ).toEqual([]);
  });
});
