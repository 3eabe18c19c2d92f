import { plural } from '../plural.ts';
import type { BlogPagesTexts, ResumeSectionTexts, SearchTexts, SiteTexts } from '../site-texts.ts';

// The site's own texts in Spanish (the keys and their meaning: site-texts.ts), neutral between Spain
// and Latin America; visitors are addressed with "tú", quotations in angle quotes («…»).
const posts = plural('es', { one: 'Un artículo', other: (count) => `${count} artículos` });

export default {
  // the language itself
  languageName: 'Español',

  // page shell and header
  skipToContent: 'Saltar al contenido',
  mainNav: 'Navegación principal',
  home: (name: string) => `${name}, inicio`,
  menu: 'Menú',
  resume: 'Currículum',
  blog: 'Blog',
  lightMode: 'Cambiar al modo claro',
  darkMode: 'Cambiar al modo oscuro',
  pauseBackground: 'Pausar la animación de fondo',
  playBackground: 'Reproducir la animación de fondo',
  switchLanguage: (languageName: string) => `Leer esta página en ${languageName}`,
  opensInNewTab: '(se abre en una pestaña nueva)',

  // home page: intro and sections
  greeting: (name: string) => `Hola, soy ${name}`,
  experience: 'Experiencia',
  experienceDetails: 'Detalles del puesto',
  research: 'Experiencia en investigación',
  researchDetails: 'Detalles de la investigación',
  projects: 'Proyectos',
  projectDetails: 'Detalles del proyecto',
  technologies: 'Tecnologías',
  getInTouch: 'Contacto',
  emailMe: 'La mejor forma de contactarme es por correo electrónico:',

  // cards and their dialog
  clickForDetails: 'Haz clic para ver los detalles',
  detailsComingSoon: 'Pronto habrá más detalles…',
  technologiesUsed: 'Tecnologías utilizadas',
  viewOnGitHub: 'Ver en GitHub',
  readTheStory: 'Leer la historia del proyecto',
  close: 'Cerrar',

  // publications
  publications: 'Publicaciones',
  selected: 'Destacada',
  copyBibtex: 'Copiar BibTeX',
  copied: 'Copiado al portapapeles.',
  copyFailed:
    'No se pudo copiar automáticamente. El texto está seleccionado: cópialo con Ctrl+C (⌘C en Mac) o con la opción Copiar de tu dispositivo.',
  showFewerAuthors: 'Mostrar menos autores',
  showAllAuthors: (count: number) => `Mostrar los ${count} autores`,
  preprint: 'prepublicación en arXiv',
  phdThesis: 'Tesis doctoral',
  mastersThesis: 'Tesis de máster',
  paperLink: 'Artículo',
  codeLink: 'Código',
  slidesLink: 'Diapositivas',
  posterLink: 'Póster',
  videoLink: 'Video',
  websiteLink: 'Sitio web',

  // blog
  blogTitle: 'Blog de tecnología',
  backToHome: 'Volver al inicio',
  comingSoon: 'Próximamente',
  postsDescription: (name: string, about?: string) => `Artículos de ${name}${about ? ` sobre ${about}` : ''}.`,
  comingSoonDescription: (name: string, about?: string) =>
    `Próximamente: artículos de ${name}${about ? ` sobre ${about}` : ''}.`,
  firstPostsOnTheirWay: 'Los primeros artículos están en camino.',
  posts: 'Artículos',
  tags: 'Etiquetas',
  readingTime: plural('es', { other: (minutes) => `${minutes} min de lectura` }),
  draft: 'Borrador',
  backToPosts: '← Volver a todos los artículos',
  postComingSoonTitle: 'Artículo en preparación',
  postBeingWritten: (slug: string, subject?: string) =>
    `El artículo «${slug}»${subject ? ` sobre ${subject}` : ''} se está escribiendo…`,
  loadError: 'No se pudo cargar esta página',
  loadErrorText: 'Falló la conexión, o el sitio se actualizó después de que esta pestaña lo abriera.',
  reload: 'Recargar la página',
  sectionLink: (heading: string) => `Enlace a la sección «${heading}»`,
  showCode: 'Mostrar el código',
  outputCut: plural('es', {
    one: (lines) => `… ${lines} línea más de salida, no mostrada aquí (el notebook las tiene todas) …`,
    other: (lines) => `… ${lines} líneas más de salida, no mostradas aquí (el notebook las tiene todas) …`,
  }),
  postsTagged: (tag: string) => `Artículos con la etiqueta «${tag}»`,
  postsTaggedDescription: (name: string, tag: string, count: number) =>
    `${posts(count)} de ${name} con la etiqueta «${tag}».`,
  contents: 'Contenido',
  previousPost: 'Artículo anterior',
  nextPost: 'Artículo siguiente',
  postLinkName: (label: string, title: string) => `${label}: ${title}`,
  morePosts: 'Más artículos',

  // a project's page (a project with a story)
  backToProjects: '← Volver a los proyectos',
  projectBy: (title: string, name: string) => `${title}, un proyecto de ${name}.`,
  projectPicture: (title: string) => `Imagen del proyecto ${title}`,

  // the router's error screen
  unexpectedError: '¡Error inesperado de la aplicación!',
  notFound: 'Página no encontrada',
  backHome: '← Volver al inicio',

  // the résumé
  resumeOf: (name: string) => `Currículum de ${name} (JSON Resume)`,
} satisfies SiteTexts;

/** Los textos de la búsqueda (un sitio con artículos): el botón de la cabecera y su diálogo. */
export const search = {
  search: 'Buscar',
  field: 'Buscar en este sitio',
  loading: 'Cargando la búsqueda…',
  failed:
    'No se pudo cargar la búsqueda: falló la conexión, o el sitio se actualizó después de que esta pestaña lo abriera.',
  browsePosts: 'Ver todos los artículos',
  results: plural('es', { one: (count) => `${count} resultado`, other: (count) => `${count} resultados` }),
  noResults: (query: string) => `No hay resultados para «${query}»`,
} satisfies SearchTexts;

/** The texts of the navigation between a list's pages (a blog of more than one page). */
export const blogPages = {
  pages: 'Páginas',
  newerPosts: 'Artículos más recientes',
  olderPosts: 'Artículos anteriores',
  pageOf: (page: number, count: number) => {
    const n = new Intl.NumberFormat('es').format;
    return `Página ${n(page)} de ${n(count)}`;
  },
  allPosts: 'Todos los artículos',
} satisfies BlogPagesTexts;

/** Los textos de las secciones opcionales del currículum (formación, certificaciones, premios, idiomas). */
export const resumeSections = {
  education: 'Formación',
  degreeIn: (degree: string, area: string) => `${degree} en ${area}`,
  courses: 'Cursos',
  certificates: 'Certificaciones',
  awards: 'Premios',
  spokenLanguages: 'Idiomas',
  talks: 'Charlas',
  teaching: 'Docencia',
  news: 'Noticias',
  allNews: 'Todas las noticias',
  allTalks: 'Todas las charlas',
  materials: 'Materiales',
  citedBy: plural('es', { other: (count) => `Citado por ${count}` }),
} satisfies ResumeSectionTexts;
