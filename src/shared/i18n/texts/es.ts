import type { SearchTexts, SiteTexts } from '@/shared/i18n/site-texts';

// The site's own texts in Spanish (the keys and their meaning: site-texts.ts), neutral between Spain
// and Latin America; visitors are addressed with "tú", quotations in angle quotes («…»).
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
  comma: ', ',
  and: ' y ',
  etAl: 'et al.',
  preprint: 'prepublicación en arXiv',
  phdThesis: 'Tesis doctoral',
  mastersThesis: 'Tesis de máster',
  volume: (volume: string) => `vol. ${volume}`,
  pageRange: (pages: string) => `pp. ${pages}`,
  page: (page: string) => `p. ${page}`,
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
  readingTime: (minutes: number) => `${minutes} min de lectura`,
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
  outputCut: (lines: number) =>
    `… ${lines.toLocaleString('es')} ${lines === 1 ? 'línea' : 'líneas'} más de salida, no ${lines === 1 ? 'mostrada' : 'mostradas'} aquí (el notebook las tiene todas) …`,

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
  results: (count: number) => `${count.toLocaleString('es')} ${count === 1 ? 'resultado' : 'resultados'}`,
  noResults: (query: string) => `No hay resultados para «${query}»`,
} satisfies SearchTexts;
