/**
 * The site's own interface texts in one language (not the owner's words, which are content). Every
 * catalogue the template ships (texts/<tag>.ts, English included) gives each of them, as does an
 * owner's for a language the template does not ship (<content>/<tag>/texts.ts), each
 * `export default { … } satisfies SiteTexts`, so a missing or misspelt text is a type error; an
 * owner's catalogue of a language the template ships gives the texts it changes
 * (`satisfies Partial<SiteTexts>`), the template's giving the others. The build checks them again and
 * names the text.
 *
 * A function's parameter is a word the sentence holds (a name, a number): each language puts it where
 * its grammar wants it. A text that counts is `plural('<tag>', { one: …, other: … })`
 * (plural.ts): a form per plural category of the language in CLDR, chosen by Intl.PluralRules, with
 * the number written by Intl.NumberFormat.
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
  /** A project that has a story: the link from its card and its dialog to its page. */
  readonly readTheStory: string;
  readonly close: string;

  // publications (their citations' other words, "and", "et al.", "vol.", "pp.", come from the CSL
  // locale of the language: tooling/publications/citation-writer.ts)
  readonly publications: string;
  readonly selected: string;
  readonly copyBibtex: string;
  readonly copied: string;
  readonly copyFailed: string;
  readonly showFewerAuthors: string;
  readonly showAllAuthors: (count: number) => string;
  /** Where a paper known by its arXiv identifier alone appeared: "arXiv preprint" (CSL's "preprint" is untranslated in most locales). */
  readonly preprint: string;
  /** What a thesis is, by its BibTeX type: CSL has no term for the degree. */
  readonly phdThesis: string;
  readonly mastersThesis: string;
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
  /** A tag's page: its heading, and its title before the owner's name ("Posts tagged “python”"). */
  readonly postsTagged: (tag: string) => string;
  /** A tag's page's description: how many posts of the owner's it lists (at least one). */
  readonly postsTaggedDescription: (name: string, tag: string, count: number) => string;
  /** A post's list of its sections, linked to each (its heading and its accessible name). */
  readonly contents: string;
  /** At a post's end: the post written before it, and the one after it (each shown above the post's title). */
  readonly previousPost: string;
  readonly nextPost: string;
  /** Such a link's accessible name: one of those two and the post's title ("Previous post: Why attention…"). */
  readonly postLinkName: (label: string, title: string) => string;
  /** The accessible name of the links to those two posts. */
  readonly morePosts: string;

  // a project's page (a project with a story)
  /** Its link to the home page's projects. */
  readonly backToProjects: string;
  /** The page's description, for search engines and link previews, when the project's own description is empty. */
  readonly projectBy: (title: string, name: string) => string;
  /** What the project's picture is, in a link preview of its page. */
  readonly projectPicture: (title: string) => string;

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
 * none of them (virtual:languages, tooling/outputs/languages-module.ts, imports them only for a site with search).
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

/**
 * The texts of the navigation between the pages of a list of posts (the blog's, a tag's: /blog/page/2), in one
 * language: a catalogue's named export `blogPages`, beside its default export. Needed only where a language's posts
 * fill more than one page (site.ts's `postsPerPage`), so the catalogue of a language the template does not ship keeps
 * building without them until the owner's blog grows that long.
 */
export interface BlogPagesTexts {
  /** The name of the navigation between the pages. */
  readonly pages: string;
  /** The link to the page before, of posts written later. */
  readonly newerPosts: string;
  /** The link to the page after, of posts written earlier. */
  readonly olderPosts: string;
  /** Where the page is among the list's pages, shown between the links and in its title: "Page 2 of 5". */
  readonly pageOf: (page: number, count: number) => string;
  /** The blog's archive (/blog/archive, every post by year): its heading, and the link to it below the blog's pages. */
  readonly allPosts: string;
}

/**
 * The texts of the sections an owner's content may add to the résumé and the home page (education.ts,
 * certificates.ts, awards.ts, profile.ts's spokenLanguages, talks.ts, teaching.ts, news.ts) and of the publications' citation counts (site.ts's
 * `citations`), in one language: a catalogue's named export
 * `resumeSections`, beside its default export. A text is needed only where the owner's content has
 * what it names, so the catalogue of a language the template does not ship keeps building without
 * them until the owner adds such a section; the site without an education section ships none of them.
 */
export interface ResumeSectionTexts {
  /** The Education section's heading, on the home page and in the résumé. */
  readonly education: string;
  /** A degree with what was studied: "Master of Science in Robotics". */
  readonly degreeIn: (degree: string, area: string) => string;
  /** Before an education entry's courses. */
  readonly courses: string;
  /** The résumé's headings of the owner's certificates, awards and the languages they speak. */
  readonly certificates: string;
  readonly awards: string;
  readonly spokenLanguages: string;
  /** The headings of the owner's talks (talks.ts) and teaching (teaching.ts), on the home page and in the résumé. */
  readonly talks: string;
  readonly teaching: string;
  /** The home page's News section's heading (news.ts). */
  readonly news: string;
  /** The News section's link to every item, on their page (/news), where news.ts has more than the home page shows. */
  readonly allNews: string;
  /** The Talks section's link to every talk, on their page (/talks), where talks.ts has more than the home page shows. */
  readonly allTalks: string;
  /** A course's link to its materials (teaching.ts's `materials`). */
  readonly materials: string;
  /** A publication's citation count (site.ts's `citations`), on the home page and in the résumé: "Cited by 41". */
  readonly citedBy: (count: number) => string;
}
