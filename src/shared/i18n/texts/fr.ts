import { plural } from '../plural.ts';
import type { BlogPagesTexts, ResumeSectionTexts, SearchTexts, SiteTexts } from '../site-texts.ts';

// The site's own texts in French (the keys and their meaning: site-texts.ts). Visitors are addressed
// with "vous"; French typography puts a no-break space (\u00a0) before ":" and "!" and inside « ».
const posts = plural('fr', { one: 'Un article', other: (count) => `${count}\u00a0articles` });

export default {
  // the language itself
  languageName: 'Français',

  // page shell and header
  skipToContent: 'Aller au contenu',
  mainNav: 'Navigation principale',
  home: (name: string) => `${name}, accueil`,
  menu: 'Menu',
  resume: 'CV',
  blog: 'Blog',
  lightMode: 'Passer au thème clair',
  darkMode: 'Passer au thème sombre',
  pauseBackground: 'Mettre en pause l’animation d’arrière-plan',
  playBackground: 'Lancer l’animation d’arrière-plan',
  switchLanguage: (languageName: string) => `Lire cette page en ${languageName}`,
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',

  // home page: intro and sections
  greeting: (name: string) => `Bonjour, je suis ${name}`,
  experience: 'Expérience professionnelle',
  experienceDetails: 'Détails du poste',
  research: 'Expérience de recherche',
  researchDetails: 'Détails de la recherche',
  projects: 'Projets',
  projectDetails: 'Détails du projet',
  technologies: 'Technologies',
  getInTouch: 'Me contacter',
  emailMe: 'Le plus simple pour me joindre, c’est par e-mail\u00a0:',

  // cards and their dialog
  clickForDetails: 'Cliquez pour voir les détails',
  detailsComingSoon: 'Détails à venir…',
  technologiesUsed: 'Technologies utilisées',
  viewOnGitHub: 'Voir sur GitHub',
  readTheStory: 'Lire l’histoire du projet',
  close: 'Fermer',

  // publications
  publications: 'Publications',
  selected: 'Sélectionnée',
  copyBibtex: 'Copier le BibTeX',
  copied: 'Copié dans le presse-papiers.',
  copyFailed:
    'La copie automatique a échoué. Le texte est sélectionné\u00a0: copiez-le avec Ctrl+C (⌘C sur Mac) ou avec la commande Copier de votre appareil.',
  showFewerAuthors: 'Afficher moins d’auteurs',
  showAllAuthors: (count: number) => `Afficher les ${count} auteurs`,
  preprint: 'prépublication arXiv',
  phdThesis: 'Thèse de doctorat',
  mastersThesis: 'Mémoire de master',
  paperLink: 'Article',
  codeLink: 'Code',
  slidesLink: 'Diapositives',
  posterLink: 'Poster',
  videoLink: 'Vidéo',
  websiteLink: 'Site web',

  // blog
  blogTitle: 'Blog tech',
  backToHome: 'Retour à l’accueil',
  comingSoon: 'Bientôt',
  postsDescription: (name: string, about?: string) => `Articles de ${name}${about ? ` sur ${about}` : ''}.`,
  comingSoonDescription: (name: string, about?: string) =>
    `Bientôt\u00a0: des articles de ${name}${about ? ` sur ${about}` : ''}.`,
  firstPostsOnTheirWay: 'Les premiers articles arrivent bientôt.',
  posts: 'Articles',
  tags: 'Mots-clés',
  readingTime: plural('fr', { other: (minutes) => `${minutes}\u00a0min de lecture` }),
  draft: 'Brouillon',
  backToPosts: '← Retour à tous les articles',
  postComingSoonTitle: 'Article à venir',
  postBeingWritten: (slug: string, subject?: string) =>
    `L’article «\u00a0${slug}\u00a0»${subject ? ` sur ${subject}` : ''} est en cours d’écriture…`,
  loadError: 'Impossible de charger cette page',
  loadErrorText: 'La connexion a échoué, ou le site a été mis à jour depuis l’ouverture de cet onglet.',
  reload: 'Recharger la page',
  sectionLink: (heading: string) => `Lien vers la section «\u00a0${heading}\u00a0»`,
  showCode: 'Afficher le code',
  outputCut: plural('fr', {
    one: (lines) => `… ${lines} ligne de sortie de plus, non affichée ici (le notebook les contient toutes) …`,
    other: (lines) => `… ${lines} lignes de sortie de plus, non affichées ici (le notebook les contient toutes) …`,
  }),
  postsTagged: (tag: string) => `Articles avec le mot-clé «\u00a0${tag}\u00a0»`,
  postsTaggedDescription: (name: string, tag: string, count: number) =>
    `${posts(count)} de ${name} avec le mot-clé «\u00a0${tag}\u00a0».`,
  contents: 'Sommaire',
  previousPost: 'Article précédent',
  nextPost: 'Article suivant',
  postLinkName: (label: string, title: string) => `${label}\u00a0: ${title}`,
  morePosts: 'Autres articles',

  // a project's page (a project with a story)
  backToProjects: '← Retour aux projets',
  projectBy: (title: string, name: string) => `${title}, un projet de ${name}.`,
  projectPicture: (title: string) => `Image du projet ${title}`,

  // the router's error screen
  unexpectedError: 'Erreur inattendue de l’application\u00a0!',
  notFound: 'Page introuvable',
  backHome: '← Retour à l’accueil',

  // the résumé
  resumeOf: (name: string) => `CV de ${name} (JSON Resume)`,
} satisfies SiteTexts;

/** Les textes de la recherche (un site avec des articles) : le bouton de l’en-tête et sa boîte de dialogue. */
export const search = {
  search: 'Rechercher',
  field: 'Rechercher dans ce site',
  loading: 'Chargement de la recherche…',
  failed:
    'Impossible de charger la recherche\u00a0: la connexion a échoué, ou le site a été mis à jour depuis l’ouverture de cet onglet.',
  browsePosts: 'Parcourir tous les articles',
  results: plural('fr', { one: (count) => `${count}\u00a0résultat`, other: (count) => `${count}\u00a0résultats` }),
  noResults: (query: string) => `Aucun résultat pour «\u00a0${query}\u00a0»`,
} satisfies SearchTexts;

/** The texts of the navigation between a list's pages (a blog of more than one page). */
export const blogPages = {
  pages: 'Pages',
  newerPosts: 'Articles plus récents',
  olderPosts: 'Articles plus anciens',
  pageOf: (page: number, count: number) => {
    const n = new Intl.NumberFormat('fr').format;
    return `Page ${n(page)} sur ${n(count)}`;
  },
  allPosts: 'Tous les articles',
} satisfies BlogPagesTexts;

/** Les textes des sections facultatives du CV (formation, certifications, distinctions, langues). */
export const resumeSections = {
  education: 'Formation',
  degreeIn: (degree: string, area: string) => `${degree} en ${area}`,
  courses: 'Cours',
  certificates: 'Certifications',
  awards: 'Distinctions',
  spokenLanguages: 'Langues',
  talks: 'Exposés',
  teaching: 'Enseignement',
  news: 'Actualités',
  allNews: 'Toutes les actualités',
  allTalks: 'Toutes les présentations',
  materials: 'Supports de cours',
  citedBy: plural('fr', { other: (count) => `Cité ${count} fois` }),
} satisfies ResumeSectionTexts;
