// The shapes of content the fixture owners add to the reference shape (the spec's: spec-owner, on
// which every test runs), and which fixture owner has which. A test whose outcome depends on one of
// these shapes says so with its name as a tag: `{ tag: '@publications' }` in Playwright, a
// `// @module-tag publications` line at the top of a Vitest file. `npm test` runs every test once on
// the reference shape, and on each fixture owner only the tests tagged with a shape it has
// (scripts/owners.mjs): what its shape adds, not what another run already proved. `npm run check`
// still runs every @owner test on the owner's own site.
//
// Plain JavaScript, so scripts/owners.mjs, the Vitest config (which refuses an unknown tag) and the
// tests read one list. scripts/fixture-owners.test.ts checks each owner's list against its content,
// and that every shape a test names is some owner's.

/** Each shape, and what it changes on the site. */
export const SHAPES = {
  publications:
    'a publications.bib: the Publications section, its BibTeX and author lists, the papers in the head and the résumé',
  'name-forms':
    'papers naming the owner otherwise than profile.ts does (a former name, family name first, a Western byline)',
  'no-logo': "no logo: the name's initials lead home, the icons are drawn from them",
  'no-photo': "no photo: the name's initials on the card gradient in the intro, and no image in the page's data",
  'cards-without-pictures': "cards without a picture: their title's initials on the card's gradient",
  'odd-pictures':
    'pictures of unusual sizes and formats (a tall portrait, a wide logo, AVIF, one picture under two names)',
  'long-words': 'names and words long enough to overflow a phone: compounds, long surnames',
  'sections-left-out':
    'empty sections (no research, no projects, no technologies) and no email: no heading, list or contact for them',
  'no-resume': 'no résumé: no Resume entry, no PDF, no JSON Resume link',
  'generated-resume': "a résumé drawn from the content rather than a PDF of the owner's",
  'own-menu':
    "site.ts's own menu order, and networks beyond the spec's five (ORCID, Hugging Face, a website, other links)",
  'own-theme': "site.ts's own accent colours",
  'own-particles': "site.ts's own particle field (area per particle, speed, links)",
  languages: 'several languages: every page in each, the switcher, the heads, manifests, feeds and résumés of each',
  'right-to-left': 'a language written right to left',
  'partial-translation': 'translations that leave fields out: shown in the default language, marked with it',
  'unshipped-language': "a language the template ships no texts for, its texts in the owner's folder",
  posts: "the owner's own posts, in their languages",
  'no-spaces':
    'languages written without spaces between words (Chinese, Japanese): reading time, line breaking, search, and the fonts of the résumé and the preview image',
  'han-names':
    'names written in Han characters or Hangul, family name first with no comma, in the profile and in BibTeX',
  'default-language-unshipped': "a default language the template ships no texts for, its texts in the owner's folder",
  'imported-content':
    'content as `npm run import` writes it from a JSON Resume, and no more: no blog.ts, skills named like no icon left out',
  education:
    'an education.ts: the Education section after Research Experience, in every language, and education in the résumé and resume.json',
  'research-record':
    "a researcher's record: papers with abstracts, code and video links and PDFs in the content folder, and citation counts turned on in site.ts with their snapshot (citations.json)",
  'talks-teaching-news':
    'talks.ts, teaching.ts and news.ts: News first on the home page, Talks and Teaching after Publications (the newest news and talks, every one on /news and /talks when there are more), talks and courses in the résumé and the search',
  'project-pages':
    'projects with a story (projects/<name>.md or .ipynb): each a page of its own, in every language, linked from its card and dialog',
  slots:
    "the owner's slots (content/slots/): elements of the head, a header, a footer, the home page's intro, a post's footer and a project's card of their own, and a stylesheet",
  'sub-path':
    'an address with a path (a GitHub Pages project site, https://<user>.github.io/<repository>/): every page, file and address under it',
};

/** @typedef {keyof typeof SHAPES} Shape */

/**
 * What each fixture owner's content adds to the reference shape: the shapes it is in the suite for
 * (an owner may have more, such as publications, that another owner already carries). The sample
 * owner is the site's own content while src/content holds nobody's; spec-owner is the reference.
 * @type {Record<string, Shape[]>}
 */
export const OWNER_SHAPES = {
  'spec-owner': [],
  'sample-owner': ['generated-resume'],
  'sparse-owner': ['sections-left-out', 'no-resume', 'odd-pictures', 'long-words'],
  'scholar-owner': [
    'publications',
    'name-forms',
    'no-logo',
    'cards-without-pictures',
    'own-menu',
    'own-theme',
    'own-particles',
  ],
  'family-first-owner': ['name-forms', 'sections-left-out'],
  'multilingual-owner': [
    'languages',
    'right-to-left',
    'partial-translation',
    'posts',
    'education',
    'talks-teaching-news',
  ],
  'german-owner': ['languages', 'long-words', 'cards-without-pictures', 'posts', 'project-pages'],
  'vietnamese-owner': ['languages', 'unshipped-language', 'name-forms'],
  'chinese-owner': ['no-spaces', 'han-names'],
  'imported-owner': ['imported-content', 'no-photo'],
  'korean-owner': ['default-language-unshipped', 'no-spaces'],
  'researcher-owner': ['research-record', 'talks-teaching-news'],
  // the owner's check runs on these two as the site's workflow runs it, in a site made by init (tests/package/)
  'pages-project-owner': ['sub-path', 'slots'],
  'custom-domain-owner': [],
};
