import { plural } from '../plural.ts';
import type { BlogPagesTexts, ResumeSectionTexts, SearchTexts, SiteTexts } from '../site-texts.ts';

// The site's own texts in Simplified Chinese (the keys and their meaning: en.ts). Chinese puts no
// space between words, and full-width punctuation takes its own room: no space around it either.
export default {
  // the language itself
  languageName: '简体中文',

  // page shell and header
  skipToContent: '跳到正文',
  mainNav: '主导航',
  home: (name: string) => `${name}，首页`,
  menu: '菜单',
  resume: '简历',
  blog: '博客',
  lightMode: '切换到浅色模式',
  darkMode: '切换到深色模式',
  pauseBackground: '暂停背景动画',
  playBackground: '播放背景动画',
  switchLanguage: (languageName: string) => `以${languageName}阅读本页`,
  opensInNewTab: '（在新标签页中打开）',

  // home page: intro and sections
  greeting: (name: string) => `你好，我是${name}`,
  experience: '工作经历',
  experienceDetails: '工作详情',
  research: '研究经历',
  researchDetails: '研究详情',
  projects: '项目',
  projectDetails: '项目详情',
  technologies: '技术',
  getInTouch: '联系我',
  emailMe: '联系我最好的方式是电子邮件：',

  // cards and their dialog
  clickForDetails: '点击查看详情',
  detailsComingSoon: '详情即将推出……',
  technologiesUsed: '使用的技术',
  viewOnGitHub: '在 GitHub 上查看',
  readTheStory: '阅读项目故事',
  close: '关闭',

  // publications
  publications: '论文',
  selected: '精选',
  copyBibtex: '复制 BibTeX',
  copied: '已复制到剪贴板。',
  copyFailed: '无法自动复制。文本已选中：请按 Ctrl+C（Mac 上为 ⌘C）或使用设备的“复制”功能。',
  showFewerAuthors: '显示较少作者',
  showAllAuthors: (count: number) => `显示全部 ${count} 位作者`,
  preprint: 'arXiv 预印本',
  phdThesis: '博士学位论文',
  mastersThesis: '硕士学位论文',
  paperLink: '论文',
  codeLink: '代码',
  slidesLink: '幻灯片',
  posterLink: '海报',
  videoLink: '视频',
  websiteLink: '网站',

  // blog
  blogTitle: '技术博客',
  backToHome: '返回首页',
  comingSoon: '即将推出',
  postsDescription: (name: string, about?: string) => `${name}的文章${about ? `，关于${about}` : ''}。`,
  comingSoonDescription: (name: string, about?: string) => `即将推出：${name}的文章${about ? `，关于${about}` : ''}。`,
  firstPostsOnTheirWay: '第一批文章正在路上。',
  posts: '文章',
  tags: '标签',
  readingTime: plural('zh-Hans', { other: (minutes) => `阅读约需 ${minutes} 分钟` }),
  draft: '草稿',
  backToPosts: '← 返回全部文章',
  postComingSoonTitle: '文章即将发布',
  postBeingWritten: (slug: string, subject?: string) => `${subject ? `${subject}` : ''}文章“${slug}”正在撰写中……`,
  loadError: '此页面无法加载',
  loadErrorText: '连接失败，或者在此标签页打开后网站已更新。',
  reload: '重新加载页面',
  sectionLink: (heading: string) => `链接到“${heading}”一节`,
  showCode: '显示代码',
  outputCut: plural('zh-Hans', { other: (lines) => `……另有 ${lines} 行输出未在此显示（笔记本中有全部内容）……` }),
  postsTagged: (tag: string) => `标签为“${tag}”的文章`,
  postsTaggedDescription: (name: string, tag: string, count: number) => `${name}标签为“${tag}”的文章，共 ${count} 篇。`,
  contents: '目录',
  previousPost: '上一篇',
  nextPost: '下一篇',
  postLinkName: (label: string, title: string) => `${label}：${title}`,
  morePosts: '更多文章',

  // a project's own page
  backToProjects: '← 返回项目',
  projectBy: (title: string, name: string) => `${title}，${name}的项目。`,
  projectPicture: (title: string) => `项目“${title}”的图片`,

  // the router's error screen
  unexpectedError: '应用程序发生意外错误！',
  notFound: '未找到页面',
  backHome: '← 返回首页',

  // the résumé (generated PDF, resume.json)
  resumeOf: (name: string) => `${name}的简历（JSON Resume）`,
} satisfies SiteTexts;

/** 搜索的文字（有文章的网站）：页头的按钮和它的对话框。 */
export const search = {
  search: '搜索',
  field: '搜索本站',
  loading: '正在加载搜索……',
  failed: '无法加载搜索：连接失败，或者在此标签页打开后网站已更新。',
  browsePosts: '浏览全部文章',
  results: plural('zh-Hans', { other: (count) => `${count} 条结果` }),
  noResults: (query: string) => `没有找到“${query}”的结果`,
} satisfies SearchTexts;

/** The texts of the navigation between a list's pages (a blog of more than one page). */
export const blogPages = {
  pages: '分页',
  newerPosts: '较新的文章',
  olderPosts: '较早的文章',
  pageOf: (page: number, count: number) => {
    const n = new Intl.NumberFormat('zh-Hans').format;
    return `第 ${n(page)} 页，共 ${n(count)} 页`;
  },
  allPosts: '全部文章',
} satisfies BlogPagesTexts;

/** 简历可选部分的文字（教育经历、证书、奖项、语言能力）。 */
export const resumeSections = {
  education: '教育经历',
  degreeIn: (degree: string, area: string) => `${degree}（${area}）`,
  courses: '课程',
  certificates: '证书',
  awards: '奖项',
  spokenLanguages: '语言能力',
  talks: '学术报告',
  teaching: '教学',
  news: '动态',
  allNews: '全部动态',
  allTalks: '全部报告',
  materials: '课程资料',
  citedBy: plural('zh-Hans', { other: (count) => `被引用次数：${count}` }),
} satisfies ResumeSectionTexts;
