import { readFileSync } from 'node:fs';
import CSL from 'citeproc';
import { describe, expect, it } from 'vitest';
import type { Publication, PublicationAuthor } from '../../src/shared/content/publication';
import arabic from '../../src/shared/i18n/texts/ar';
import german from '../../src/shared/i18n/texts/de';
import english from '../../src/shared/i18n/texts/en';
import japanese from '../../src/shared/i18n/texts/ja';
import portuguese from '../../src/shared/i18n/texts/pt-BR';
import chinese from '../../src/shared/i18n/texts/zh-Hans';
import { CSL_LOCALES, cslLocaleXml, cslTerm, cslYearAffixes } from '../../tests/support/csl-locale-terms';
import { paper, people } from '../../tests/support/publication-shapes';
import { authorsText, type CitationTexts, citationWriter } from './citation-writer';
import { parsePublications } from './parse-publications';

// A publication's citation in a language: the words between the names, "and", "et al.", the labelled
// volume and pages and the year, as the language's CSL locale has them (read from its XML here), the
// names as the site gives them. The papers are the fixture owners'; the shapes of a list, any.

const STYLE = readFileSync('tooling/publications/citation-style.csl', 'utf8');
const FIXTURES = 'tests/fixtures/content';

async function fixturePapers(owner: string, names: { name: string; inOtherLanguages?: string[]; also?: string[] }) {
  const file = `${FIXTURES}/${owner}/publications.bib`;
  const { publications, errors, unmatched } = await parsePublications(readFileSync(file, 'utf8'), file, {
    name: names.name,
    inOtherLanguages: names.inOtherLanguages ?? [],
    alsoPublishedAs: names.also,
  });
  expect(errors).toEqual([]);
  expect(unmatched).toEqual([]);
  const byKey = (key: string) => publications.find((publication) => publication.key === key)!;
  return byKey;
}

/** The languages a citation is checked in: their catalogue, CSL locale, and whether they put spaces between words. */
const LANGUAGES = [
  { tag: 'en', texts: english, locale: 'en-US', spaced: true },
  { tag: 'de', texts: german, locale: 'de-DE', spaced: true },
  { tag: 'zh-Hans', texts: chinese, locale: 'zh-CN', spaced: false },
  { tag: 'ja', texts: japanese, locale: 'ja-JP', spaced: false },
  { tag: 'ar', texts: arabic, locale: 'ar', spaced: true },
] as const;

/** "and" before the last name, as the locale has it: between spaces in a language that spaces its words. */
const and = (locale: string, spaced: boolean) => {
  const term = cslTerm(locale, 'and')!;
  return spaced ? ` ${term} ` : term;
};
const year = (locale: string, value: number) => {
  const { prefix, suffix } = cslYearAffixes(locale);
  return `${prefix}${value}${suffix}`;
};
const pages = (locale: string, from: number, to: number) =>
  `${cslTerm(locale, 'page', { form: 'short', plural: true })} ${from}${cslTerm(locale, 'page-range-delimiter') ?? '–'}${to}`;

describe('the citation of one paper in each language, in its CSL locale’s words', async () => {
  // the Chinese owner: "Mingxuan Li" in English, 李明轩 in Chinese (zh-Hans/profile.ts), and so in alsoPublishedAs
  const paperOf = await fixturePapers('chinese-owner', {
    name: 'Mingxuan Li',
    inOtherLanguages: ['李明轩'],
    also: ['李明轩'],
  });
  const cvpr = paperOf('li2024retrieval');
  const journal = paperOf('li2022ruanjian');
  const ownerIn = (tag: string) => (tag === 'zh-Hans' ? '李明轩' : 'Mingxuan Li');

  it.each(LANGUAGES)('$tag: a conference paper', async ({ tag, texts, locale, spaced }) => {
    const writer = await citationWriter(tag, texts, ownerIn(tag));
    expect(writer.locale).toBe(locale);
    const citation = writer.citation(cvpr);
    expect(authorsText(citation.authors)).toBe(`${ownerIn(tag)}, Fang Wang${and(locale, spaced)}Hao Sun`);
    expect(citation.venue.map(({ text }) => text).join(citation.delimiter)).toBe(
      `${cvpr.venue}, ${pages(locale, 1021, 1030)}, ${year(locale, 2024)}`,
    );
    // the owner marked, under the name the language writes
    expect(citation.authors.names.filter(({ author }) => author.owner).map(({ author }) => author.name)).toEqual([
      ownerIn(tag),
    ]);
  });

  it.each(LANGUAGES)(
    '$tag: a journal article by authors written in Han characters',
    async ({ tag, texts, locale, spaced }) => {
      const citation = (await citationWriter(tag, texts, ownerIn(tag))).citation(journal);
      expect(authorsText(citation.authors)).toBe(`${ownerIn(tag)}, 王芳${and(locale, spaced)}陈志强`);
      const volume = `${cslTerm(locale, 'volume', { form: 'short' })} 33`;
      expect(citation.venue.map(({ text }) => text).join(citation.delimiter)).toBe(
        `软件学报, ${volume}, ${pages(locale, 3245, 3260)}, ${year(locale, 2022)}`,
      );
    },
  );

  it('Korean: every author after a comma, the locale’s "and" (와/과, a choice of particles) never printed', async () => {
    expect(cslTerm('ko-KR', 'and')).toBe('와/과');
    const paperOfKim = await fixturePapers('korean-owner', {
      name: '김서연',
      inOtherLanguages: ['Seoyeon Kim', 'キム・ソヨン'],
      also: ['Kim, Seoyeon'],
    });
    const korean = {
      ...english,
      preprint: 'arXiv 프리프린트',
      phdThesis: '박사 학위 논문',
      mastersThesis: '석사 학위 논문',
    };
    const writer = await citationWriter('ko', korean, '김서연');
    expect(writer.locale).toBe('ko-KR');
    const spacing = writer.citation(paperOfKim('kim2020spacing'));
    expect(authorsText(spacing.authors)).toBe('김서연, 박지훈');
    expect(spacing.venue.map(({ text }) => text).join(spacing.delimiter)).toBe(
      `한국음향학회지, ${cslTerm('ko-KR', 'volume', { form: 'short' })} 39, ${pages('ko-KR', 301, 309)}, ${year('ko-KR', 2020)}`,
    );
    // her Western byline, named as Korean writes her
    expect(authorsText(writer.citation(paperOfKim('kim2023streaming')).authors)).toBe(
      '김서연, Jihoon Park, Yuki Tanaka',
    );
    // and in English and in Japanese, as their profile.ts write her name
    const inEnglish = (await citationWriter('en', english, 'Seoyeon Kim')).citation(paperOfKim('kim2020spacing'));
    expect(authorsText(inEnglish.authors)).toBe(`Seoyeon Kim${and('en-US', true)}박지훈`);
    const inJapanese = (await citationWriter('ja', japanese, 'キム・ソヨン')).citation(paperOfKim('kim2020spacing'));
    expect(authorsText(inJapanese.authors)).toBe(`キム・ソヨン${and('ja-JP', false)}박지훈`);
  });

  it('Vietnamese, a language the template ships no texts for: the locale’s words all the same', async () => {
    const paperOfChau = await fixturePapers('vietnamese-owner', {
      name: 'Nguyễn Thị Minh Châu',
      also: ['Nguyen, Chau'],
    });
    const vietnamese = {
      ...english,
      preprint: 'bản thảo trên arXiv',
      phdThesis: 'Luận án tiến sĩ',
      mastersThesis: 'Luận văn thạc sĩ',
    };
    const writer = await citationWriter('vi', vietnamese, 'Nguyễn Thị Minh Châu');
    expect(writer.locale).toBe('vi-VN');
    const forms = writer.citation(paperOfChau('nguyen2021forms'));
    expect(authorsText(forms.authors)).toBe(`Hoang Le, Chau Nguyen${and('vi-VN', true)}Duc Pham`);
    expect(forms.venue.map(({ text }) => text).join(forms.delimiter)).toBe(
      `Pattern Recognition, ${cslTerm('vi-VN', 'volume', { form: 'short' })} 118, ${cslTerm('vi-VN', 'page', { form: 'short' })} 108012, 2021`,
    );
  });
});

describe('an author list', async () => {
  const english_ = await citationWriter('en', english);
  const list = (count: number, { owner = -1, moreAuthors = false } = {}) => ({
    authors: people(count, owner),
    moreAuthors,
  });
  const full = (count: number, options?: { owner?: number; moreAuthors?: boolean }) =>
    authorsText(english_.authors(list(count, options), { shortened: false, hiddenEnd: 'etAl' }));
  const shortened = (count: number, owner: number, hiddenEnd: 'ellipsis' | 'etAl') =>
    authorsText(english_.authors(list(count, { owner }), { shortened: true, hiddenEnd }));
  const etAl = cslTerm('en-US', 'et-al')!;

  it('joins the last of a complete list with "and", and ends one that went on with "et al."', () => {
    expect(full(1)).toBe('Author 1');
    expect(full(3)).toBe('Author 1, Author 2 and Author 3');
    expect(full(2, { moreAuthors: true })).toBe(`Author 1, Author 2, ${etAl}`);
    expect(full(1, { moreAuthors: true })).toBe(`Author 1 ${etAl}`);
    expect(full(0)).toBe('');
  });

  it('shortened, names the first six and the owner of a list of more than eight, the hidden end an ellipsis or "et al."', () => {
    const firstSix = people(6)
      .map(({ name }) => name)
      .join(', ');
    expect(shortened(14, 9, 'etAl')).toBe(`${firstSix}, …, Author 10, ${etAl}`);
    expect(shortened(14, 9, 'ellipsis')).toBe(`${firstSix}, …, Author 10, …`);
    expect(shortened(9, 8, 'etAl')).toBe(`${firstSix}, …, Author 9`);
    expect(shortened(9, 2, 'etAl')).toBe(`${firstSix}, ${etAl}`);
    expect(shortened(8, -1, 'etAl')).toBe(
      `${people(7)
        .map(({ name }) => name)
        .join(', ')} and Author 8`,
    );
  });

  it('marks the owner and gives each name its place in the full list', () => {
    const { names } = english_.authors(list(12, { owner: 10 }), { shortened: true, hiddenEnd: 'etAl' });
    expect(names.filter(({ author }) => author.owner).map(({ author, index }) => [author.name, index])).toEqual([
      ['Author 11', 10],
    ]);
  });

  it('names the owner, under their own name, as the language writes it; under another spelling, as written', async () => {
    const authors: PublicationAuthor[] = [
      { name: 'Mingxuan Li', owner: true, ownName: true, given: 'Mingxuan', family: 'Li' },
      { name: '王芳', owner: false, given: '芳', family: '王' },
      { name: 'Avery Smith', owner: true },
    ];
    const names = async (tag: string, texts: CitationTexts, owner: string) =>
      (await citationWriter(tag, texts, owner))
        .authors({ authors, moreAuthors: false }, { shortened: false, hiddenEnd: 'etAl' })
        .names.map(({ author }) => author);
    expect(await names('zh-Hans', chinese, '李明轩')).toEqual([
      { name: '李明轩', owner: true },
      { name: '王芳', owner: false },
      { name: 'Avery Smith', owner: true },
    ]);
    expect(await names('en', english, 'Mingxuan Li')).toEqual([
      { name: 'Mingxuan Li', owner: true },
      { name: '王芳', owner: false },
      { name: 'Avery Smith', owner: true },
    ]);
  });

  // the engine itself, given the whole list with the site's style: what the writer composes must be what it writes,
  // in the locales of the languages the template ships and of scripts citeproc-js spaces otherwise (about 0.2 s each)
  const LOCALES = [
    'en-US',
    'de-DE',
    'fr-FR',
    'es-ES',
    'pt-BR',
    'ar',
    'zh-CN',
    'zh-TW',
    'ja-JP',
    'ko-KR',
    'vi-VN',
    'th-TH',
  ];
  describe('is what citeproc-js writes of the whole list, in the CSL locales of several scripts', () => {
    const NAMES = ['Ames', 'Bose', 'Cole', 'Dunn', 'Eddy'];
    const authors = (count: number) => NAMES.slice(0, count).map((family) => ({ family }));
    const engine = (style: string, locale: string) => {
      const items = new Map<string, object>();
      const instance = new CSL.Engine(
        { retrieveLocale: (id) => cslLocaleXml(id), retrieveItem: (id) => items.get(id) as never },
        style,
        locale,
        true,
      );
      instance.setOutputFormat('text');
      return (id: string, item: object) => {
        items.set(id, { id, ...item });
        return instance.makeCitationCluster([{ id }]);
      };
    };

    it.each(LOCALES)('%s', async (locale) => {
      expect(CSL_LOCALES).toContain(locale);
      const writer = await citationWriter(locale, english);
      expect(writer.locale).toBe(locale);
      const whole = engine(STYLE, locale);
      for (let count = 1; count <= NAMES.length; count += 1) {
        const publication = {
          authors: people(count).map((_, index) => ({ name: NAMES[index]!, owner: false })),
          moreAuthors: false,
        };
        expect(authorsText(writer.authors(publication, { shortened: false, hiddenEnd: 'etAl' }))).toBe(
          whole(`complete ${count}`, { type: 'article', author: authors(count) }),
        );
      }
      // a list that goes on: the engine cuts one of count + 1 names after count
      for (let count = 1; count < NAMES.length; count += 1) {
        const cut = engine(
          STYLE.replace('et-al-min="3" et-al-use-first="2"', `et-al-min="${count + 1}" et-al-use-first="${count}"`),
          locale,
        );
        const publication = {
          authors: people(count).map((_, index) => ({ name: NAMES[index]!, owner: false })),
          moreAuthors: true,
        };
        expect(authorsText(writer.authors(publication, { shortened: false, hiddenEnd: 'etAl' }))).toBe(
          cut(`more ${count}`, { type: 'report', author: authors(count + 1) }),
        );
      }
    });
  });
});

describe('a venue', async () => {
  const english_ = await citationWriter('en', english);
  const venue = (
    fields: Partial<Publication>,
    texts: CitationTexts = english,
    options = { year: false, linked: true },
  ) =>
    citationWriter('en', texts).then((writer) =>
      writer
        .venue(paper(fields), options)
        .map(({ text }) => text)
        .join(writer.delimiter),
    );
  const volume = cslTerm('en-US', 'volume', { form: 'short' });
  const page = cslTerm('en-US', 'page', { form: 'short' });

  it('says a thesis is one (the catalogue’s words: CSL has no term for the degree), and gives volume and pages', async () => {
    expect(await venue({ type: 'phdthesis', venue: 'Some University' })).toBe(`${english.phdThesis}, Some University`);
    expect(await venue({ type: 'mastersthesis', venue: 'TU Wien' }, german)).toBe(`${german.mastersThesis}, TU Wien`);
    expect(await venue({ venue: 'Journal', volume: '3', pages: '45–61' })).toBe(
      `Journal, ${volume} 3, ${pages('en-US', 45, 61)}`,
    );
    expect(await venue({ venue: 'Journal', pages: 'e1234' })).toBe(`Journal, ${page} e1234`);
    expect(await venue({})).toBe('');
  });

  it('ends with the year when asked, and names the venue as the part a page cites', () => {
    expect(english_.venue(paper({ venue: 'Journal' }), { year: true, linked: false }).map(({ kind }) => kind)).toEqual([
      'venue',
      'year',
    ]);
  });

  it('leaves out the arXiv identifier of a Google Scholar preprint when the citation links it', () => {
    const preprint = { venue: 'arXiv preprint arXiv:2310.04567', arxiv: '2310.04567' };
    expect(english_.venueName(preprint, { linked: true })).toBe('arXiv preprint');
    expect(english_.venueName(preprint, { linked: false })).toBe(preprint.venue);
  });

  it('calls a paper known by its arXiv identifier alone a preprint, in the catalogue’s words', async () => {
    expect(await venue({ arxiv: '2403.01234' }, english, { year: true, linked: false })).toBe(
      `${english.preprint}, 2024`,
    );
    expect((await citationWriter('pt-BR', portuguese)).venueName({ arxiv: '2403.01234' }, { linked: true })).toBe(
      portuguese.preprint,
    );
    expect(english_.venueName({}, { linked: true })).toBeUndefined();
  });
});
