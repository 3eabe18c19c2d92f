/**
 * The site's own interface texts in one language (not the owner's words, which are content). Every
 * catalogue gives each of them: the shipped ones (texts/<tag>.ts, English included) and an owner's
 * (<content>/<tag>/texts.ts), each `export default { … } satisfies SiteTexts`, so a missing or
 * misspelt text is a type error; the build checks them again and names the text.
 *
 * A function's parameter is a word the sentence holds (a name, a number): each language puts it where
 * its grammar wants it.
 */
export interface SiteTexts {
  /** The language's name in itself ("English", "Deutsch"): the language switcher names it so. */
  readonly languageName: string;

  // page shell and header
  readonly skipToContent: string;
  /** The main navigation's accessible name. */
  readonly mainNav: string;
  /** The header's link home: the owner's logo or initials. */
  readonly home: (name: string) => string;
  readonly menu: string;
  readonly resume: string;
  readonly blog: string;
  readonly lightMode: string;
  readonly darkMode: string;
  readonly pauseBackground: string;
  readonly playBackground: string;
  /**
   * The language switcher's sentence, with another language's name as this language names it
   * (from the browser's Intl.DisplayNames: "Englisch" in German, "anglais" in French).
   */
  readonly switchLanguage: (languageName: string) => string;
  /** Said after a link that opens in a new tab (screen readers only), on the pages and in posts. */
  readonly opensInNewTab: string;

  // home page: intro and sections
  readonly greeting: (name: string) => string;
  readonly experience: string;
  readonly experienceDetails: string;
  readonly research: string;
  readonly researchDetails: string;
  readonly projects: string;
  readonly projectDetails: string;
  readonly technologies: string;
  readonly getInTouch: string;
  readonly emailMe: string;

  // cards and their dialog
  readonly clickForDetails: string;
  readonly detailsComingSoon: string;
  readonly technologiesUsed: string;
  readonly viewOnGitHub: string;
  readonly close: string;

  // publications (the page, the résumé and resume.json cite them with these words)
  readonly publications: string;
  readonly selected: string;
  readonly copyBibtex: string;
  readonly copied: string;
  readonly copyFailed: string;
  readonly showFewerAuthors: string;
  readonly showAllAuthors: (count: number) => string;
  /** Between the items of a list: authors, and the parts of a venue ("Journal, vol. 3, 2019"). */
  readonly comma: string;
  /** Before the last author of a complete list. */
  readonly and: string;
  /** After the authors a list leaves out ("and others" in BibTeX). */
  readonly etAl: string;
  /** Where a paper known by its arXiv identifier alone appeared: "arXiv preprint". */
  readonly preprint: string;
  readonly phdThesis: string;
  readonly mastersThesis: string;
  readonly volume: (volume: string) => string;
  readonly pageRange: (pages: string) => string;
  readonly page: (page: string) => string;
  // the publication's links (PDF, arXiv and DOI are names, the same in every language)
  readonly paperLink: string;
  readonly codeLink: string;
  readonly slidesLink: string;
  readonly posterLink: string;
  readonly videoLink: string;
  readonly websiteLink: string;

  // blog
  readonly blogTitle: string;
  readonly backToHome: string;
  readonly comingSoon: string;
  /** The blog's description; `about` is what the owner's posts are about (blog.ts), when they say. */
  readonly postsDescription: (name: string, about?: string) => string;
  readonly comingSoonDescription: (name: string, about?: string) => string;
  /** The blog's "Coming Soon" paragraph when the owner's blog.ts gives none. */
  readonly firstPostsOnTheirWay: string;
  readonly posts: string;
  readonly tags: string;
  readonly readingTime: (minutes: number) => string;
  readonly draft: string;
  readonly backToPosts: string;
  readonly postComingSoonTitle: string;
  /** `subject` is the owner's short name for what the posts are about (blog.ts), when they give one. */
  readonly postBeingWritten: (slug: string, subject?: string) => string;
  readonly loadError: string;
  readonly loadErrorText: string;
  readonly reload: string;
  /** A post's heading links to itself: the link's accessible name, with the heading's text. */
  readonly sectionLink: (heading: string) => string;
  /** A notebook post's code folded away (the cell tag `hide-input`): the line that unfolds it. */
  readonly showCode: string;
  /** In place of the lines a notebook's output too long to read leaves out: how many. */
  readonly outputCut: (lines: number) => string;

  // the router's error screen
  readonly unexpectedError: string;
  /** The status text of an address the site does not have, after its number: "404 Not Found". */
  readonly notFound: string;
  readonly backHome: string;

  // the résumé (generated PDF, resume.json)
  readonly resumeOf: (name: string) => string;
}

/**
 * The search's texts (the header's search button and its dialog), in one language: a catalogue's
 * named export `search`, beside its default export, so that a site without search (no post) ships
 * none of them (tooling/plugins/languages.ts imports them only for a site with search).
 */
export interface SearchTexts {
  /** The header's search button, and the search dialog's name. */
  readonly search: string;
  /** The search field's name and placeholder. */
  readonly field: string;
  /** While the search's code or the language's index is loading. */
  readonly loading: string;
  /** Either could not be loaded (offline, or the site was updated since the tab opened it). */
  readonly failed: string;
  /** The link the failure offers instead: the blog's list. */
  readonly browsePosts: string;
  /** How many results a query found, shown and announced as the query changes. */
  readonly results: (count: number) => string;
  /** A query that found nothing. */
  readonly noResults: (query: string) => string;
}
