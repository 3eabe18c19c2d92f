import { plural } from '../plural.ts';
import type { BlogPagesTexts, ResumeSectionTexts, SearchTexts, SiteTexts } from '../site-texts.ts';

// The site's own texts in German (the keys and their meaning: site-texts.ts). Visitors are addressed
// with "Sie"; quotation marks are German („…“).
const posts = plural('de', { one: 'Ein Beitrag', other: (count) => `${count} Beiträge` });

export default {
  // the language itself
  languageName: 'Deutsch',

  // page shell and header
  skipToContent: 'Zum Inhalt springen',
  mainNav: 'Hauptnavigation',
  home: (name: string) => `${name}, Startseite`,
  menu: 'Menü',
  resume: 'Lebenslauf',
  blog: 'Blog',
  lightMode: 'Zum hellen Design wechseln',
  darkMode: 'Zum dunklen Design wechseln',
  pauseBackground: 'Hintergrundanimation anhalten',
  playBackground: 'Hintergrundanimation abspielen',
  switchLanguage: (languageName: string) => `Diese Seite auf ${languageName} lesen`,
  opensInNewTab: '(öffnet in einem neuen Tab)',

  // home page: intro and sections
  greeting: (name: string) => `Hallo, ich bin ${name}`,
  experience: 'Berufserfahrung',
  experienceDetails: 'Details zur Stelle',
  research: 'Forschungstätigkeit',
  researchDetails: 'Details zur Forschung',
  projects: 'Projekte',
  projectDetails: 'Projektdetails',
  technologies: 'Technologien',
  getInTouch: 'Kontakt',
  emailMe: 'Am besten erreichen Sie mich per E-Mail:',

  // cards and their dialog
  clickForDetails: 'Für Details klicken',
  detailsComingSoon: 'Details folgen in Kürze …',
  technologiesUsed: 'Eingesetzte Technologien',
  viewOnGitHub: 'Auf GitHub ansehen',
  readTheStory: 'Die ganze Geschichte lesen',
  close: 'Schließen',

  // publications
  publications: 'Publikationen',
  selected: 'Ausgewählt',
  copyBibtex: 'BibTeX kopieren',
  copied: 'In die Zwischenablage kopiert.',
  copyFailed:
    'Automatisches Kopieren war nicht möglich. Der Text ist markiert: Kopieren Sie ihn mit Strg+C (⌘C auf dem Mac) oder mit der Kopierfunktion Ihres Geräts.',
  showFewerAuthors: 'Weniger Autoren anzeigen',
  showAllAuthors: (count: number) => `Alle ${count} Autoren anzeigen`,
  preprint: 'arXiv-Preprint',
  phdThesis: 'Dissertation',
  mastersThesis: 'Masterarbeit',
  paperLink: 'Artikel',
  codeLink: 'Code',
  slidesLink: 'Folien',
  posterLink: 'Poster',
  videoLink: 'Video',
  websiteLink: 'Website',

  // blog
  blogTitle: 'Tech-Blog',
  backToHome: 'Zurück zur Startseite',
  comingSoon: 'Demnächst',
  postsDescription: (name: string, about?: string) => `Beiträge von ${name}${about ? ` über ${about}` : ''}.`,
  comingSoonDescription: (name: string, about?: string) =>
    `Demnächst: Beiträge von ${name}${about ? ` über ${about}` : ''}.`,
  firstPostsOnTheirWay: 'Die ersten Beiträge sind in Arbeit.',
  posts: 'Beiträge',
  tags: 'Schlagwörter',
  readingTime: plural('de', { other: (minutes) => `${minutes} Min. Lesezeit` }),
  draft: 'Entwurf',
  backToPosts: '← Zurück zu allen Beiträgen',
  postComingSoonTitle: 'Beitrag folgt in Kürze',
  postBeingWritten: (slug: string, subject?: string) =>
    `Der Beitrag „${slug}“${subject ? ` über ${subject}` : ''} entsteht gerade …`,
  loadError: 'Diese Seite konnte nicht geladen werden',
  loadErrorText:
    'Die Verbindung ist fehlgeschlagen, oder die Website wurde aktualisiert, seit dieser Tab sie geöffnet hat.',
  reload: 'Seite neu laden',
  sectionLink: (heading: string) => `Link zum Abschnitt „${heading}“`,
  showCode: 'Code anzeigen',
  outputCut: plural('de', {
    one: (lines) => `… ${lines} weitere Zeile der Ausgabe, hier nicht gezeigt (das Notebook enthält sie alle) …`,
    other: (lines) => `… ${lines} weitere Zeilen der Ausgabe, hier nicht gezeigt (das Notebook enthält sie alle) …`,
  }),
  postsTagged: (tag: string) => `Beiträge mit dem Schlagwort „${tag}“`,
  postsTaggedDescription: (name: string, tag: string, count: number) =>
    `${posts(count)} von ${name} mit dem Schlagwort „${tag}“.`,
  contents: 'Inhalt',
  previousPost: 'Vorheriger Beitrag',
  nextPost: 'Nächster Beitrag',
  postLinkName: (label: string, title: string) => `${label}: ${title}`,
  morePosts: 'Weitere Beiträge',

  // a project's page (a project with a story)
  backToProjects: '← Zurück zu den Projekten',
  projectBy: (title: string, name: string) => `${title}, ein Projekt von ${name}.`,
  projectPicture: (title: string) => `Bild zum Projekt ${title}`,

  // the router's error screen
  unexpectedError: 'Unerwarteter Anwendungsfehler!',
  notFound: 'Seite nicht gefunden',
  backHome: '← Zurück zur Startseite',

  // the résumé
  resumeOf: (name: string) => `Lebenslauf von ${name} (JSON Resume)`,
} satisfies SiteTexts;

/** Die Texte der Suche (eine Website mit Beiträgen): die Schaltfläche im Kopf und ihr Dialog. */
export const search = {
  search: 'Suche',
  field: 'Diese Website durchsuchen',
  loading: 'Suche wird geladen …',
  failed:
    'Die Suche konnte nicht geladen werden: Die Verbindung ist fehlgeschlagen, oder die Website wurde aktualisiert, seit dieser Tab sie geöffnet hat.',
  browsePosts: 'Alle Beiträge ansehen',
  results: plural('de', { one: (count) => `${count} Ergebnis`, other: (count) => `${count} Ergebnisse` }),
  noResults: (query: string) => `Keine Ergebnisse für „${query}“`,
} satisfies SearchTexts;

/** The texts of the navigation between a list's pages (a blog of more than one page). */
export const blogPages = {
  pages: 'Seiten',
  newerPosts: 'Neuere Beiträge',
  olderPosts: 'Ältere Beiträge',
  pageOf: (page: number, count: number) => {
    const n = new Intl.NumberFormat('de').format;
    return `Seite ${n(page)} von ${n(count)}`;
  },
  allPosts: 'Alle Beiträge',
} satisfies BlogPagesTexts;

/** Die Texte der optionalen Abschnitte des Lebenslaufs (Ausbildung, Zertifikate, Auszeichnungen, Sprachen). */
export const resumeSections = {
  education: 'Ausbildung',
  degreeIn: (degree: string, area: string) => `${degree} in ${area}`,
  courses: 'Kurse',
  certificates: 'Zertifikate',
  awards: 'Auszeichnungen',
  spokenLanguages: 'Sprachen',
  talks: 'Vorträge',
  teaching: 'Lehre',
  news: 'Neuigkeiten',
  allNews: 'Alle Neuigkeiten',
  allTalks: 'Alle Vorträge',
  materials: 'Materialien',
  citedBy: plural('de', { other: (count) => `Zitiert von: ${count}` }),
} satisfies ResumeSectionTexts;
