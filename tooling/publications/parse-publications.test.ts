import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Profile, Site } from '../../src/shared/content/schema';
import { isListed, type OwnerNames } from './owner-names';
import { parsePublications, type ParsedPublications } from './parse-publications';
import type { Publication } from '../../src/shared/content/publication';

const SCHOLAR = 'tests/fixtures/content/scholar-owner/publications.bib';
const INVALID = 'tests/fixtures/publications/invalid.bib';
const owner = { name: 'Élodie Marchetti', alsoPublishedAs: ['Élodie Brun'] };

const FIXTURES = 'tests/fixtures/content';

/** A content folder's owner names, as the build looks for them: profile.name in each language, and alsoPublishedAs. */
async function ownerNamesIn(folder: string): Promise<OwnerNames> {
  const load = async <T>(file: string, name: string) =>
    ((await import(pathToFileURL(join(process.cwd(), folder, file)).href)) as Record<string, T>)[name]!;
  const profile = await load<Profile>('profile.ts', 'profile');
  const { languages = [] } = await load<Site>('site.ts', 'site');
  const inOtherLanguages: string[] = [];
  for (const tag of languages.slice(1)) {
    if (!existsSync(join(folder, tag, 'profile.ts'))) continue;
    const { name } = await load<Partial<Profile>>(`${tag}/profile.ts`, 'profile');
    if (name !== undefined) inOtherLanguages.push(name);
  }
  return { name: profile.name, inOtherLanguages, alsoPublishedAs: profile.alsoPublishedAs };
}

const parseText = (text: string, name = 'test.bib') => parsePublications(text, name, { name: 'Avery Quinn' });

describe('parsing the fixture owner’s publications.bib', () => {
  let parsed: ParsedPublications;
  let byKey: (key: string) => Publication;
  beforeAll(async () => {
    parsed = await parsePublications(readFileSync(SCHOLAR, 'utf8'), SCHOLAR, owner);
    byKey = (key) => parsed.publications.find((publication) => publication.key === key)!;
  });

  it('finds no problem and lists the entries newest first: by year, then month, an entry without a month after those with one', () => {
    expect(parsed.errors).toEqual([]);
    expect(parsed.publications.map(({ key, year, month }) => [key, year, month])).toEqual([
      ['marchetti2024sparse', 2024, 7],
      ['marchetti2024preprint', 2024, 3],
      ['marchetti2023scholar', 2023, 10],
      ['okafor2023consortium', 2023, undefined],
      ['marchetti2022doi', 2022, undefined],
      ['marchetti2021thesis', 2021, undefined],
      ['brun2019kernels', 2019, 3],
    ]);
  });

  it('turns LaTeX accents, dashes and escapes into Unicode and drops case-protecting braces', () => {
    expect(byKey('marchetti2024sparse').title).toBe(
      'Sparse Message-Passing for Möbius Sensor Graphs – Learning Where GNNs Fail',
    );
    expect(byKey('okafor2023consortium').title).toBe(
      'A Community Benchmark for Learning on Sensor Networks & Their Failures',
    );
    expect(byKey('brun2019kernels').title).toBe('Graph Kernels for Air-Quality Forecasting');
    expect(byKey('marchetti2024sparse').authors.map((author) => author.name)).toEqual([
      'Élodie Marchetti',
      'Jörg Müller',
      'José García',
    ]);
    // {\'\i}: the dotless i under an accent becomes one letter, í
    expect(byKey('brun2019kernels').authors.map((author) => author.name)).toEqual([
      'Élodie Brun',
      'Jan van der Berg',
      'María de la Cruz',
    ]);
    expect(byKey('marchetti2021thesis').venue).toBe('Universität Zürich');
    expect(byKey('marchetti2024sparse').pages).toBe('1120–1134');
  });

  it('keeps "and others" as a flag, not as an author', () => {
    expect(byKey('marchetti2024sparse')).toMatchObject({ moreAuthors: true });
    expect(byKey('marchetti2024sparse').authors).toHaveLength(3);
    expect(byKey('brun2019kernels').moreAuthors).toBe(false);
  });

  it('marks the owner in every form ("Last, First", "F. Last", "Last, F." with an accent) and shows them as profile.name writes it; a name listed in alsoPublishedAs as written', () => {
    const owners = parsed.publications.map((publication) =>
      publication.authors.filter((author) => author.owner).map((author) => author.name),
    );
    expect(owners).toEqual([
      ['Élodie Marchetti'],
      ['Élodie Marchetti'],
      ['Élodie Marchetti'],
      ['Élodie Marchetti'],
      ['Élodie Marchetti'],
      ['Élodie Marchetti'],
      ['Élodie Brun'],
    ]);
    expect(byKey('okafor2023consortium').authors.findIndex((author) => author.owner)).toBe(9);
  });

  it('links an arXiv-only entry to its abstract page, with no venue (a citation calls it a preprint, in its language)', () => {
    expect(byKey('marchetti2024preprint')).toMatchObject({
      arxiv: '2403.01234',
      links: [{ kind: 'arxiv', href: 'https://arxiv.org/abs/2403.01234' }],
    });
    expect(byKey('marchetti2024preprint').venue).toBeUndefined();
  });

  it('reads the arXiv identifier of a Google Scholar export (journal = {arXiv preprint arXiv:…})', () => {
    expect(byKey('marchetti2023scholar')).toMatchObject({
      arxiv: '2310.04567',
      links: [{ kind: 'arxiv', href: 'https://arxiv.org/abs/2310.04567' }],
    });
  });

  it('links a DOI-only entry to doi.org', () => {
    expect(byKey('marchetti2022doi')).toMatchObject({
      doi: '10.5555/tmlr.2022.0042',
      links: [{ kind: 'doi', href: 'https://doi.org/10.5555/tmlr.2022.0042' }],
    });
  });

  it('gives the links in a fixed order, whatever the order of the fields, and url as the paper’s page', () => {
    expect(byKey('marchetti2024sparse').links.map((link) => link.kind)).toEqual(['pdf', 'code', 'slides', 'poster']);
    expect(byKey('okafor2023consortium').links.map((link) => link.kind)).toEqual(['video', 'website']);
    expect(byKey('brun2019kernels').links).toEqual([
      { kind: 'paper', href: 'https://example.org/eds/brun2019kernels' },
    ]);
  });

  it('marks selected = {true} entries, and only those', () => {
    expect(
      parsed.publications.filter((publication) => publication.selected).map((publication) => publication.key),
    ).toEqual(['marchetti2024sparse']);
  });

  it('gives each entry its BibTeX as written, without the fields only the site reads', () => {
    const bibtex = byKey('marchetti2024sparse').bibtex;
    expect(bibtex).toMatch(
      /^@inproceedings\{marchetti2024sparse,\n {2}title = \{Sparse \{Message-Passing\} for \{M\\"obius\}/,
    );
    expect(bibtex).toContain('  month = jul,\n');
    expect(bibtex).toMatch(/pages = \{1120--1134\}\n\}$/);
    expect(bibtex).not.toMatch(/selected|pdf|code|slides|poster/);
  });
});

describe('problems in publications.bib', () => {
  let errors: string[];
  let keys: string[];
  beforeAll(async () => {
    const parsed = await parsePublications(readFileSync(INVALID, 'utf8'), INVALID, { name: 'Avery Quinn' });
    errors = parsed.errors;
    keys = parsed.publications.map((publication) => publication.key);
  });

  it('names the file, the line and the entry of each, in the order of the file', () => {
    expect(errors).toEqual([
      `${INVALID}, line 10, entry "noyear2021": missing year (year = {2024})`,
      `${INVALID}, line 15, entry "notitle2021": missing title (title = {…})`,
      `${INVALID}, line 20, entry "unclosed2022": syntax error: Token mismatch, expected "}", found "@misc{badlink2023,\\n "... (at line 26, column 1)`,
      `${INVALID}, line 26, entry "badlink2023": code "github.com/avery/relative" must be an absolute http(s) URL, such as "https://…"`,
      `${INVALID}, line 26, entry "badlink2023": video "ftp://example.org/talk.mp4" must be an absolute http(s) URL, such as "https://…"`,
      `${INVALID}, line 34, entry "command2023": unknown LaTeX command \\unknowncommand: write the text without it, or in Unicode`,
      `${INVALID}, line 38, entry "fine2020": the key "fine2020" is already used by the entry at line 3`,
    ]);
  });

  it('leaves the entries with a problem out, and keeps the valid ones', () => {
    expect(keys).toEqual(['fine2020']);
  });

  it('reports a malformed DOI, arXiv identifier, year, month or selected value', async () => {
    const { errors: found } = await parseText(
      [
        '@article{a, title = {A}, year = {2020}, doi = {doi.org/abc}}',
        '@misc{b, title = {B}, year = {2020}, eprint = {not-an-id}, archivePrefix = {arXiv}}',
        '@misc{c, title = {C}, year = {in press}}',
        '@misc{d, title = {D}, year = {2020}, month = {Spring}}',
        '@misc{e, title = {E}, year = {2020}, selected = {maybe}}',
      ].join('\n'),
    );
    expect(found).toEqual([
      'test.bib, line 1, entry "a": doi "doi.org/abc" is not a DOI (10.<number>/<suffix>)',
      'test.bib, line 2, entry "b": "not-an-id" is not an arXiv identifier (such as 2301.01234)',
      'test.bib, line 3, entry "c": year "in press" must be a four-digit year',
      'test.bib, line 4, entry "d": month "Spring" must be a month (jan to dec, or 1 to 12)',
      'test.bib, line 5, entry "e": selected "maybe" must be true or false',
    ]);
  });

  it('reports a value that names an undefined @string, at its entry', async () => {
    const { errors: found } = await parseText('@article{a,\n  title = {A},\n  year = {2020},\n  journal = jmlr,\n}\n');
    expect(found).toEqual([
      'test.bib, line 1, entry "a": "jmlr" is not defined (write the value in braces, {jmlr}, or define it with @string)',
    ]);
  });
});

describe('reading BibTeX', () => {
  it('finds nothing, and no problem, in a file without entries', async () => {
    expect(await parseText('')).toEqual({ publications: [], errors: [] });
    expect(await parseText('% only a comment\n\n')).toEqual({ publications: [], errors: [] });
  });

  it('accepts the forms exports use: a DOI as a URL, biblatex’s date, eprinttype, quoted values, parentheses', async () => {
    const { publications, errors } = await parseText(
      [
        '@article(a, title = "Quoted {Title}", date = {2021-06}, doi = {https://doi.org/10.1000/xyz.1}, url = {https://doi.org/10.1000/xyz.1})',
        '@online{b, title = {B}, year = 2022, eprinttype = {arxiv}, eprint = {cs/0112017v2}, url = {http://arxiv.org/abs/cs/0112017}}',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
    expect(publications.map(({ key, title, year, month, links }) => ({ key, title, year, month, links }))).toEqual([
      {
        key: 'b',
        title: 'B',
        year: 2022,
        month: undefined,
        links: [{ kind: 'arxiv', href: 'https://arxiv.org/abs/cs/0112017v2' }],
      },
      // a url that repeats the DOI is no link of its own
      {
        key: 'a',
        title: 'Quoted Title',
        year: 2021,
        month: 6,
        links: [{ kind: 'doi', href: 'https://doi.org/10.1000/xyz.1' }],
      },
    ]);
  });

  it('gives an entry’s url ending in .pdf as its PDF, and keeps URL characters that LaTeX would read as markup', async () => {
    const { publications } = await parseText(
      '@misc{a, title = {A}, year = {2020}, url = {https://example.org/a_b%20c.pdf}, code = {https://example.org/~me/x_y}}',
    );
    expect(publications[0]!.links).toEqual([
      { kind: 'pdf', href: 'https://example.org/a_b%20c.pdf' },
      { kind: 'code', href: 'https://example.org/~me/x_y' },
    ]);
  });

  it('gives an entry its abstract as one paragraph of plain text, LaTeX turned into Unicode; none without one', async () => {
    const { publications } = await parseText(
      [
        '@misc{a, title = {A}, year = {2020}, abstract = {We show that {M}{\\"o}bius graphs',
        '   cost $O(n)$ -- \\emph{not} more.}}',
        '@misc{b, title = {B}, year = {2019}}',
      ].join('\n'),
    );
    expect(publications.map(({ key, abstract }) => [key, abstract])).toEqual([
      ['a', 'We show that Möbius graphs cost O(n) – not more.'],
      ['b', undefined],
    ]);
  });

  it("refuses a key whose page would be another entry's: its characters other than letters, digits, _ . - are one -", async () => {
    const { publications, errors } = await parseText(
      [
        '@misc{DBLP:conf/x/Li24, title = {A}, year = {2024}}',
        '@misc{DBLP-conf-x-Li24, title = {B}, year = {2024}}',
      ].join('\n'),
    );
    expect(publications.map(({ key }) => key)).toEqual(['DBLP:conf/x/Li24']);
    expect(errors).toEqual([
      expect.stringMatching(
        /^test\.bib, line 2, entry "DBLP-conf-x-Li24": its page would be \/publications\/DBLP-conf-x-Li24\/, the page of the entry "DBLP:conf\/x\/Li24" at line 1 /,
      ),
    ]);
  });

  it('shows text markup (\\emph, \\textbf) as plain text', async () => {
    const { publications } = await parseText(
      '@misc{a, title = {\\emph{Deep} and \\textbf{Bold}}, year = {2020}, author = {{OpenAI Team} and Ng, A. Y.}}',
    );
    expect(publications[0]!.title).toBe('Deep and Bold');
    expect(publications[0]!.authors.map((author) => author.name)).toEqual(['OpenAI Team', 'A. Y. Ng']);
  });

  it('keeps "<" and ">" as written, in text and in math, beside markup and a real ¡ (never the ¡ and ¿ of an old TeX font)', async () => {
    const entry =
      '@article{lt, title = {When $k<n$: a < b, c > d and <<quoted>> in \\emph{Practice}, ¡also!}, year = {2021}, ' +
      'journal = {Notes <on> Bounds}, volume = {<1>}, pages = {1--2}, author = {Quinn, Avery and Ng<, A.}, url = {https://example.org/?q=a<b}}';
    const { publications, errors } = await parseText(entry);
    expect(errors).toEqual([]);
    const [paper] = publications;
    expect(paper!.title).toBe('When k<n: a < b, c > d and <<quoted>> in Practice, ¡also!');
    expect(paper!.venue).toBe('Notes <on> Bounds');
    expect(paper!.volume).toBe('<1>');
    expect(paper!.authors.map((author) => author.name)).toEqual(['Avery Quinn', 'A. Ng<']);
    // the link is checked and kept as written (a URL parser encodes "<")
    expect(paper!.links).toEqual([{ kind: 'paper', href: 'https://example.org/?q=a<b' }]);
    expect(paper!.bibtex).toContain('a < b, c > d');
    expect(JSON.stringify(paper)).not.toMatch(/[¿\uFDD0\uFDD1]/);
  });
});

describe('names written in Han characters or Hangul', () => {
  const CHINESE = 'tests/fixtures/content/chinese-owner/publications.bib';
  // the Chinese fixture owner, as the build reads her names: profile.name in each language, and alsoPublishedAs
  const chinese = { name: 'Mingxuan Li', inOtherLanguages: ['李明轩'], alsoPublishedAs: ['李明轩'] };

  it('shows a name as written: one word as it is, "Family, Given" family name first with no space, never reordered', async () => {
    const { publications } = await parsePublications(
      '@misc{a, title = {T}, year = {2020}, author = {李明轩 and 王, 芳 and 欧阳 修 and 김, 서연 and Wang, Fang}}',
      'test.bib',
      { name: 'Avery Quinn' },
    );
    expect(publications[0]!.authors.map((author) => author.name)).toEqual([
      '李明轩',
      '王芳',
      '欧阳 修',
      '김서연',
      'Fang Wang',
    ]);
  });

  it('gives an author the given and family names of the name shown, when the entry writes both', async () => {
    const { publications } = await parsePublications(
      '@misc{a, title = {T}, year = {2020}, author = {李明轩 and 王, 芳 and 欧阳 修 and Wang, Fang and van der Berg, Jan}}',
      'test.bib',
      { name: 'Avery Quinn' },
    );
    expect(publications[0]!.authors.map(({ given, family }) => [given, family])).toEqual([
      [undefined, undefined],
      ['芳', '王'],
      // as written, "欧阳 修" is not the given name 欧阳 and the family name 修 that BibTeX reads
      [undefined, undefined],
      ['Fang', 'Wang'],
      ['Jan', 'van der Berg'],
    ]);
  });

  it('finds the owner under her Chinese byline, one word or "Family, Given", and marks her own names as hers', async () => {
    const { publications, unmatched } = await parsePublications(readFileSync(CHINESE, 'utf8'), CHINESE, chinese);
    expect(unmatched).toEqual([]);
    for (const publication of publications) {
      const owners = publication.authors.filter((author) => author.owner);
      expect(owners, publication.key).toHaveLength(1);
      // shown as the default language's profile.name writes it; each language's citations name her as its own does
      expect(owners[0], publication.key).toMatchObject({ name: chinese.name, ownName: true });
    }
  });

  it('names the authors of a paper that does not name her, Han characters as written, with a spelling to add', async () => {
    const { unmatched } = await parsePublications(
      '@misc{a, title = {T}, year = {2020}, author = {王芳 and 陈志强}}\n@misc{b, title = {T}, year = {2021}, author = {Li, Hao}}',
      'test.bib',
      chinese,
    );
    expect(unmatched).toEqual([
      'test.bib, line 1, entry "a": no author (王芳; 陈志强) matches your name (Mingxuan Li), so none is highlighted. If one is you, add that spelling to alsoPublishedAs in profile.ts, such as alsoPublishedAs: [\'王芳\']',
      'test.bib, line 2, entry "b": no author matches your name (Mingxuan Li), so none is highlighted. If "Li, Hao" is you, add it to profile.ts: alsoPublishedAs: [\'Li, Hao\']',
    ]);
  });

  it.each(readdirSync(FIXTURES).filter((owner) => existsSync(join(FIXTURES, owner, 'publications.bib'))))(
    'never suggests a spelling profile.ts gives already (%s)',
    async (owner) => {
      const names = await ownerNamesIn(join(FIXTURES, owner));
      const file = join(FIXTURES, owner, 'publications.bib');
      const { unmatched = [] } = await parsePublications(readFileSync(file, 'utf8'), file, names);
      for (const message of unmatched) {
        const suggested = /alsoPublishedAs: \['(.*)'\]$/.exec(message)?.[1];
        expect(suggested, message).toBeDefined();
        expect(isListed(names, suggested!), message).toBe(false);
      }
    },
  );
});
