import { plural } from '../plural.ts';
import type { BlogPagesTexts, ResumeSectionTexts, SearchTexts, SiteTexts } from '../site-texts.ts';

// The site's own texts in Japanese (the keys and their meaning: en.ts). Japanese puts no space
// between words; polite (desu/masu) forms for sentences, plain nouns for headings and buttons.
export default {
  // the language itself
  languageName: '日本語',

  // page shell and header
  skipToContent: '本文へスキップ',
  mainNav: 'メインナビゲーション',
  home: (name: string) => `${name}、ホーム`,
  menu: 'メニュー',
  resume: '履歴書',
  blog: 'ブログ',
  lightMode: 'ライトモードに切り替え',
  darkMode: 'ダークモードに切り替え',
  pauseBackground: '背景アニメーションを一時停止',
  playBackground: '背景アニメーションを再生',
  switchLanguage: (languageName: string) => `このページを${languageName}で読む`,
  opensInNewTab: '（新しいタブで開きます）',

  // home page: intro and sections
  greeting: (name: string) => `こんにちは、${name}です`,
  experience: '職歴',
  experienceDetails: '職歴の詳細',
  research: '研究歴',
  researchDetails: '研究の詳細',
  projects: 'プロジェクト',
  projectDetails: 'プロジェクトの詳細',
  technologies: '技術',
  getInTouch: 'お問い合わせ',
  emailMe: 'ご連絡はメールでお願いします：',

  // cards and their dialog
  clickForDetails: 'クリックして詳細を表示',
  detailsComingSoon: '詳細は近日公開予定です…',
  technologiesUsed: '使用技術',
  viewOnGitHub: 'GitHub で見る',
  readTheStory: 'プロジェクトの詳細を読む',
  close: '閉じる',

  // publications
  publications: '論文',
  selected: '主要論文',
  copyBibtex: 'BibTeX をコピー',
  copied: 'クリップボードにコピーしました。',
  copyFailed:
    '自動でコピーできませんでした。テキストは選択されています：Ctrl+C（Mac では ⌘C）または端末のコピー機能でコピーしてください。',
  showFewerAuthors: '著者を一部だけ表示',
  showAllAuthors: (count: number) => `著者 ${count} 名をすべて表示`,
  preprint: 'arXiv プレプリント',
  phdThesis: '博士論文',
  mastersThesis: '修士論文',
  paperLink: '論文',
  codeLink: 'コード',
  slidesLink: 'スライド',
  posterLink: 'ポスター',
  videoLink: '動画',
  websiteLink: 'ウェブサイト',

  // blog
  blogTitle: '技術ブログ',
  backToHome: 'ホームに戻る',
  comingSoon: '近日公開',
  postsDescription: (name: string, about?: string) => `${name}による${about ? `${about}についての` : ''}記事。`,
  comingSoonDescription: (name: string, about?: string) =>
    `近日公開：${name}による${about ? `${about}についての` : ''}記事。`,
  firstPostsOnTheirWay: '最初の記事を準備中です。',
  posts: '記事',
  tags: 'タグ',
  readingTime: plural('ja', { other: (minutes) => `${minutes} 分で読めます` }),
  draft: '下書き',
  backToPosts: '← 記事一覧に戻る',
  postComingSoonTitle: '記事は近日公開予定です',
  postBeingWritten: (slug: string, subject?: string) => `${subject ? `${subject}の` : ''}記事「${slug}」は執筆中です…`,
  loadError: 'このページを読み込めませんでした',
  loadErrorText: '接続に失敗したか、このタブを開いた後にサイトが更新されました。',
  reload: 'ページを再読み込み',
  sectionLink: (heading: string) => `「${heading}」の節へのリンク`,
  showCode: 'コードを表示',
  outputCut: plural('ja', {
    other: (lines) => `… 出力の残り ${lines} 行はここに表示していません（ノートブックにはすべてあります）…`,
  }),
  postsTagged: (tag: string) => `「${tag}」タグの記事`,
  postsTaggedDescription: (name: string, tag: string, count: number) =>
    `${name}による「${tag}」タグの記事（${count} 件）。`,
  contents: '目次',
  previousPost: '前の記事',
  nextPost: '次の記事',
  postLinkName: (label: string, title: string) => `${label}：${title}`,
  morePosts: 'ほかの記事',

  // a project's own page
  backToProjects: '← プロジェクト一覧に戻る',
  projectBy: (title: string, name: string) => `${title}：${name}のプロジェクト。`,
  projectPicture: (title: string) => `プロジェクト「${title}」の画像`,

  // the router's error screen
  unexpectedError: 'アプリケーションで予期しないエラーが発生しました',
  notFound: 'ページが見つかりません',
  backHome: '← ホームに戻る',

  // the résumé (generated PDF, resume.json)
  resumeOf: (name: string) => `${name}の履歴書（JSON Resume）`,
} satisfies SiteTexts;

/** 検索の文言（記事のあるサイト）：ヘッダーのボタンとそのダイアログ。 */
export const search = {
  search: '検索',
  field: 'このサイトを検索',
  loading: '検索を読み込んでいます…',
  failed: '検索を読み込めませんでした：接続に失敗したか、このタブを開いた後にサイトが更新されました。',
  browsePosts: 'すべての記事を見る',
  results: plural('ja', { other: (count) => `${count} 件の結果` }),
  noResults: (query: string) => `「${query}」に一致する結果はありません`,
} satisfies SearchTexts;

/** The texts of the navigation between a list's pages (a blog of more than one page). */
export const blogPages = {
  pages: 'ページ',
  newerPosts: '新しい記事',
  olderPosts: '以前の記事',
  pageOf: (page: number, count: number) => {
    const n = new Intl.NumberFormat('ja').format;
    return `${n(page)} / ${n(count)} ページ`;
  },
  allPosts: 'すべての記事',
} satisfies BlogPagesTexts;

/** 履歴書の任意の項目の文言（学歴、資格、受賞歴、語学）。 */
export const resumeSections = {
  education: '学歴',
  degreeIn: (degree: string, area: string) => `${degree}（${area}）`,
  courses: '履修科目',
  certificates: '資格',
  awards: '受賞歴',
  spokenLanguages: '語学',
  talks: '講演',
  teaching: '教育',
  news: 'お知らせ',
  allNews: 'すべてのお知らせ',
  allTalks: 'すべての講演',
  materials: '教材',
  citedBy: plural('ja', { other: (count) => `被引用数 ${count}` }),
} satisfies ResumeSectionTexts;
