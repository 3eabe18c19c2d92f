import { plural } from '../plural.ts';
import type { BlogPagesTexts, ResumeSectionTexts, SearchTexts, SiteTexts } from '../site-texts.ts';

// The site's own texts in Brazilian Portuguese (the keys and their meaning: en.ts).
const posts = plural('pt-BR', { one: 'Um artigo', other: (count) => `${count} artigos` });

export default {
  // the language itself
  languageName: 'Português',

  // page shell and header
  skipToContent: 'Pular para o conteúdo',
  mainNav: 'Principal',
  home: (name: string) => `${name}, página inicial`,
  menu: 'Menu',
  resume: 'Currículo',
  blog: 'Blog',
  lightMode: 'Mudar para o modo claro',
  darkMode: 'Mudar para o modo escuro',
  pauseBackground: 'Pausar a animação do fundo',
  playBackground: 'Retomar a animação do fundo',
  switchLanguage: (languageName: string) => `Ler esta página em ${languageName}`,
  opensInNewTab: '(abre em uma nova aba)',

  // home page: intro and sections
  greeting: (name: string) => `Olá, eu sou ${name}`,
  experience: 'Experiência',
  experienceDetails: 'Detalhes da experiência',
  research: 'Experiência em pesquisa',
  researchDetails: 'Detalhes da pesquisa',
  projects: 'Projetos',
  projectDetails: 'Detalhes do projeto',
  technologies: 'Tecnologias',
  getInTouch: 'Entre em contato',
  emailMe: 'A melhor forma de falar comigo é por e-mail:',

  // cards and their dialog
  clickForDetails: 'Clique para ver os detalhes',
  detailsComingSoon: 'Detalhes em breve...',
  technologiesUsed: 'Tecnologias utilizadas',
  viewOnGitHub: 'Ver no GitHub',
  readTheStory: 'Ler a história do projeto',
  close: 'Fechar',

  // publications
  publications: 'Publicações',
  selected: 'Destaque',
  copyBibtex: 'Copiar BibTeX',
  copied: 'Copiado para a área de transferência.',
  copyFailed:
    'Não foi possível copiar automaticamente. O texto está selecionado: copie-o com Ctrl+C (⌘C no Mac) ou com a opção Copiar do seu dispositivo.',
  showFewerAuthors: 'Mostrar menos autores',
  showAllAuthors: (count: number) => `Mostrar todos os ${count} autores`,
  preprint: 'preprint no arXiv',
  phdThesis: 'Tese de doutorado',
  mastersThesis: 'Dissertação de mestrado',
  paperLink: 'Artigo',
  codeLink: 'Código',
  slidesLink: 'Slides',
  posterLink: 'Pôster',
  videoLink: 'Vídeo',
  websiteLink: 'Site',

  // blog
  blogTitle: 'Blog de tecnologia',
  backToHome: 'Voltar ao início',
  comingSoon: 'Em breve',
  postsDescription: (name: string, about?: string) => `Artigos de ${name}${about ? ` sobre ${about}` : ''}.`,
  comingSoonDescription: (name: string, about?: string) =>
    `Em breve: artigos de ${name}${about ? ` sobre ${about}` : ''}.`,
  firstPostsOnTheirWay: 'Os primeiros artigos estão a caminho.',
  posts: 'Artigos',
  tags: 'Tags',
  readingTime: plural('pt-BR', { other: (minutes) => `${minutes} min de leitura` }),
  draft: 'Rascunho',
  backToPosts: '← Voltar para todos os artigos',
  postComingSoonTitle: 'Artigo em breve',
  postBeingWritten: (slug: string, subject?: string) =>
    `O artigo ${subject ? `de ${subject} ` : ''}“${slug}” ainda está sendo escrito...`,
  loadError: 'Não foi possível carregar esta página',
  loadErrorText: 'A conexão falhou, ou o site foi atualizado depois que esta aba foi aberta.',
  reload: 'Recarregar a página',
  sectionLink: (heading: string) => `Link para a seção “${heading}”`,
  showCode: 'Mostrar código',
  outputCut: plural('pt-BR', {
    one: (lines) => `… mais ${lines} linha de saída, não mostrada aqui (o notebook tem todas) …`,
    other: (lines) => `… mais ${lines} linhas de saída, não mostradas aqui (o notebook tem todas) …`,
  }),
  postsTagged: (tag: string) => `Artigos com a tag “${tag}”`,
  postsTaggedDescription: (name: string, tag: string, count: number) =>
    `${posts(count)} de ${name} com a tag “${tag}”.`,
  contents: 'Sumário',
  previousPost: 'Artigo anterior',
  nextPost: 'Próximo artigo',
  postLinkName: (label: string, title: string) => `${label}: ${title}`,
  morePosts: 'Mais artigos',

  // a project's page (a project with a story)
  backToProjects: '← Voltar aos projetos',
  projectBy: (title: string, name: string) => `${title}, um projeto de ${name}.`,
  projectPicture: (title: string) => `Imagem do projeto ${title}`,

  // the router's error screen
  unexpectedError: 'Erro inesperado na aplicação!',
  notFound: 'Página não encontrada',
  backHome: '← Voltar ao início',

  // the résumé
  resumeOf: (name: string) => `Currículo de ${name} (JSON Resume)`,
} satisfies SiteTexts;

/** Os textos da busca (um site com artigos): o botão do cabeçalho e seu diálogo. */
export const search = {
  search: 'Buscar',
  field: 'Buscar neste site',
  loading: 'Carregando a busca…',
  failed:
    'Não foi possível carregar a busca: a conexão falhou, ou o site foi atualizado depois que esta aba foi aberta.',
  browsePosts: 'Ver todos os artigos',
  results: plural('pt-BR', { one: (count) => `${count} resultado`, other: (count) => `${count} resultados` }),
  noResults: (query: string) => `Nenhum resultado para “${query}”`,
} satisfies SearchTexts;

/** The texts of the navigation between a list's pages (a blog of more than one page). */
export const blogPages = {
  pages: 'Páginas',
  newerPosts: 'Artigos mais recentes',
  olderPosts: 'Artigos anteriores',
  pageOf: (page: number, count: number) => {
    const n = new Intl.NumberFormat('pt-BR').format;
    return `Página ${n(page)} de ${n(count)}`;
  },
  allPosts: 'Todos os artigos',
} satisfies BlogPagesTexts;

/** Os textos das seções opcionais do currículo (formação, certificações, prêmios, idiomas). */
export const resumeSections = {
  education: 'Formação',
  degreeIn: (degree: string, area: string) => `${degree} em ${area}`,
  courses: 'Disciplinas',
  certificates: 'Certificações',
  awards: 'Prêmios',
  spokenLanguages: 'Idiomas',
  talks: 'Palestras',
  teaching: 'Ensino',
  news: 'Notícias',
  allNews: 'Todas as notícias',
  allTalks: 'Todas as palestras',
  materials: 'Materiais',
  citedBy: plural('pt-BR', { other: (count) => `Citado por ${count}` }),
} satisfies ResumeSectionTexts;
