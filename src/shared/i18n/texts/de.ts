import type { SearchTexts, SiteTexts } from '@/shared/i18n/site-texts';

// The site's own texts in German (the keys and their meaning: site-texts.ts). Visitors are addressed
// with "Sie"; quotation marks are German („…“), citations use German abbreviations (Bd., S., u. a.).
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
  comma: ', ',
  and: ' und ',
  etAl: 'u. a.',
  preprint: 'arXiv-Preprint',
  phdThesis: 'Dissertation',
  mastersThesis: 'Masterarbeit',
  volume: (volume: string) => `Bd. ${volume}`,
  pageRange: (pages: string) => `S. ${pages}`,
  page: (page: string) => `S. ${page}`,
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
  readingTime: (minutes: number) => `${minutes} Min. Lesezeit`,
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
  outputCut: (lines: number) =>
    `… ${lines.toLocaleString('de')} weitere ${lines === 1 ? 'Zeile' : 'Zeilen'} der Ausgabe, hier nicht gezeigt (das Notebook enthält sie alle) …`,

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
  results: (count: number) => `${count.toLocaleString('de')} ${count === 1 ? 'Ergebnis' : 'Ergebnisse'}`,
  noResults: (query: string) => `Keine Ergebnisse für „${query}“`,
} satisfies SearchTexts;
