import { plural } from '../plural.ts';
import type { BlogPagesTexts, ResumeSectionTexts, SearchTexts, SiteTexts } from '../site-texts.ts';

// The site's own texts in English (what each one is: site-texts.ts). Another language: copy this
// file to <content>/<tag>/texts.ts (such as src/content/is/texts.ts), translate every value (a text
// that counts gives a form per plural category of your language, in plural('<tag>', …)), and add the
// tag to `languages` in the content's site.ts.
const posts = plural('en', { one: 'One post', other: (count) => `${count} posts` });

export default {
  // the language itself: its name, in itself (the language switcher, the pages' metadata)
  languageName: 'English',

  // page shell and header
  skipToContent: 'Skip to content',
  mainNav: 'Main',
  /** The header's link home: the owner's logo or initials. */
  home: (name: string) => `${name}, home`,
  menu: 'Menu',
  resume: 'Resume',
  blog: 'Blog',
  lightMode: 'Switch to Light Mode',
  darkMode: 'Switch to Dark Mode',
  pauseBackground: 'Pause background animation',
  playBackground: 'Play background animation',
  /** The language switcher's accessible name, with the other language's name in itself. */
  switchLanguage: (languageName: string) => `Read this page in ${languageName}`,
  /** Said after a link that opens in a new tab (screen readers only). */
  opensInNewTab: '(opens in a new tab)',

  // home page: intro and sections
  greeting: (name: string) => `Hi, I'm ${name}`,
  experience: 'Experience',
  experienceDetails: 'Experience Details',
  research: 'Research Experience',
  researchDetails: 'Research Details',
  projects: 'Projects',
  projectDetails: 'Project Details',
  technologies: 'Technologies',
  getInTouch: 'Get in Touch',
  emailMe: 'The best way to reach me is by email:',

  // cards and their dialog
  clickForDetails: 'Click to view details',
  detailsComingSoon: 'Details coming soon...',
  technologiesUsed: 'Technologies Used',
  viewOnGitHub: 'View on GitHub',
  readTheStory: 'Read the story',
  close: 'Close',

  // publications
  publications: 'Publications',
  selected: 'Selected',
  copyBibtex: 'Copy BibTeX',
  copied: 'Copied to the clipboard.',
  copyFailed:
    'Could not copy automatically. The text is selected: copy it with Ctrl+C (⌘C on a Mac) or your device’s Copy.',
  showFewerAuthors: 'Show fewer authors',
  showAllAuthors: (count: number) => `Show all ${count} authors`,
  preprint: 'arXiv preprint',
  phdThesis: 'PhD thesis',
  mastersThesis: "Master's thesis",
  // the publication's links (PDF, arXiv and DOI are names, the same in every language)
  paperLink: 'Paper',
  codeLink: 'Code',
  slidesLink: 'Slides',
  posterLink: 'Poster',
  videoLink: 'Video',
  websiteLink: 'Website',

  // blog
  blogTitle: 'Tech Blog',
  backToHome: 'Back to Home',
  comingSoon: 'Coming Soon',
  /** The blog's description; `about` is what the owner's posts are about (blog.ts), when they say. */
  postsDescription: (name: string, about?: string) => `Posts by ${name}${about ? ` about ${about}` : ''}.`,
  comingSoonDescription: (name: string, about?: string) =>
    `Coming soon: posts by ${name}${about ? ` about ${about}` : ''}.`,
  /** The blog's "Coming Soon" paragraph when the owner's blog.ts gives none. */
  firstPostsOnTheirWay: 'The first posts are on their way.',
  posts: 'Posts',
  tags: 'Tags',
  /** A text that counts is plural('<tag>', …): a form per plural category of the language (site-texts.ts). */
  readingTime: plural('en', { other: (minutes) => `${minutes} min read` }),
  draft: 'Draft',
  backToPosts: '← Back to all posts',
  postComingSoonTitle: 'Blog Post Coming Soon',
  /** `subject` is the owner's short name for what the posts are about (blog.ts), when they give one. */
  postBeingWritten: (slug: string, subject?: string) =>
    `The ${subject ? `${subject} ` : ''}blog post "${slug}" is currently being written...`,
  loadError: 'This page could not be loaded',
  loadErrorText: 'The connection failed, or the site was updated since this tab opened it.',
  reload: 'Reload the page',
  sectionLink: (heading: string) => `Link to the section “${heading}”`,
  showCode: 'Show code',
  outputCut: plural('en', {
    one: (lines) => `… ${lines} more line of output, not shown here (the notebook has them all) …`,
    other: (lines) => `… ${lines} more lines of output, not shown here (the notebook has them all) …`,
  }),
  postsTagged: (tag: string) => `Posts tagged “${tag}”`,
  postsTaggedDescription: (name: string, tag: string, count: number) => `${posts(count)} by ${name} tagged “${tag}”.`,
  contents: 'Contents',
  previousPost: 'Previous post',
  nextPost: 'Next post',
  postLinkName: (label: string, title: string) => `${label}: ${title}`,
  morePosts: 'More posts',

  // a project's page (a project with a story)
  backToProjects: '← Back to projects',
  projectBy: (title: string, name: string) => `${title}, a project by ${name}.`,
  projectPicture: (title: string) => `Picture of the project ${title}`,

  // the router's error screen
  unexpectedError: 'Unexpected Application Error!',
  notFound: 'Not Found',
  backHome: '← Back to Home',

  // the résumé (generated PDF, resume.json)
  resumeOf: (name: string) => `Resume of ${name} (JSON Resume)`,
} satisfies SiteTexts;

/** The search's texts (a site with posts): the header's button and its dialog. */
export const search = {
  search: 'Search',
  field: 'Search this site',
  loading: 'Loading search…',
  failed: 'Search could not be loaded: the connection failed, or the site was updated since this tab opened it.',
  browsePosts: 'Browse all posts',
  results: plural('en', { one: (count) => `${count} result`, other: (count) => `${count} results` }),
  noResults: (query: string) => `No results for “${query}”`,
} satisfies SearchTexts;

/** The texts of the navigation between a list's pages (a blog of more than one page). */
export const blogPages = {
  pages: 'Pages',
  newerPosts: 'Newer posts',
  olderPosts: 'Older posts',
  pageOf: (page: number, count: number) => {
    const n = new Intl.NumberFormat('en').format;
    return `Page ${n(page)} of ${n(count)}`;
  },
  allPosts: 'All posts',
} satisfies BlogPagesTexts;

/** The texts of the résumé's optional sections (education.ts, certificates.ts, awards.ts, spoken languages). */
export const resumeSections = {
  education: 'Education',
  degreeIn: (degree: string, area: string) => `${degree} in ${area}`,
  courses: 'Courses',
  certificates: 'Certificates',
  awards: 'Awards',
  spokenLanguages: 'Languages',
  talks: 'Talks',
  teaching: 'Teaching',
  news: 'News',
  allNews: 'All news',
  allTalks: 'All talks',
  materials: 'Materials',
  citedBy: plural('en', { other: (count) => `Cited by ${count}` }),
} satisfies ResumeSectionTexts;
