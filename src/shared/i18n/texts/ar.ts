import { plural } from '../plural.ts';
import type { BlogPagesTexts, ResumeSectionTexts, SearchTexts, SiteTexts } from '../site-texts.ts';

// Numbers in Western digits, CLDR's default for "ar" (Node's Intl and today's browsers' agree): named in
// the tag (-u-nu-latn) so that a browser whose Intl predates that default writes the digits the
// prerendered page has.
const ARABIC = 'ar-u-nu-latn';

/** "N posts" in Arabic's plural categories: one, two (the dual), few (3 to 10), many (11 to 99), other (100…). */
const posts = plural(ARABIC, {
  one: 'مقال واحد',
  two: 'مقالان',
  few: (count) => `${count} مقالات`,
  many: (count) => `${count} مقالًا`,
  other: (count) => `${count} مقال`,
});

// The site's own texts in Modern Standard Arabic, a right-to-left language (the keys and their
// meaning: en.ts). Arrows that point back point right.
export default {
  // the language itself
  languageName: 'العربية',

  // page shell and header
  skipToContent: 'انتقل إلى المحتوى',
  mainNav: 'التنقل الرئيسي',
  home: (name: string) => `${name}، الصفحة الرئيسية`,
  menu: 'القائمة',
  resume: 'السيرة الذاتية',
  blog: 'المدونة',
  lightMode: 'التبديل إلى الوضع الفاتح',
  darkMode: 'التبديل إلى الوضع الداكن',
  pauseBackground: 'إيقاف حركة الخلفية مؤقتًا',
  playBackground: 'تشغيل حركة الخلفية',
  switchLanguage: (languageName: string) => `اقرأ هذه الصفحة باللغة ${languageName}`,
  opensInNewTab: '(يُفتح في علامة تبويب جديدة)',

  // home page: intro and sections
  greeting: (name: string) => `مرحبًا، أنا ${name}`,
  experience: 'الخبرة المهنية',
  experienceDetails: 'تفاصيل الخبرة',
  research: 'الخبرة البحثية',
  researchDetails: 'تفاصيل البحث',
  projects: 'المشاريع',
  projectDetails: 'تفاصيل المشروع',
  technologies: 'التقنيات',
  getInTouch: 'تواصل معي',
  emailMe: 'أفضل طريقة للتواصل معي هي البريد الإلكتروني:',

  // cards and their dialog
  clickForDetails: 'انقر لعرض التفاصيل',
  detailsComingSoon: 'التفاصيل قريبًا...',
  technologiesUsed: 'التقنيات المستخدمة',
  viewOnGitHub: 'عرض على GitHub',
  readTheStory: 'اقرأ قصة المشروع',
  close: 'إغلاق',

  // publications
  publications: 'المنشورات',
  selected: 'مختار',
  copyBibtex: 'نسخ BibTeX',
  copied: 'تم النسخ إلى الحافظة.',
  copyFailed: 'تعذّر النسخ تلقائيًا. النص محدَّد: انسخه بالضغط على Ctrl+C (أو ⌘C على جهاز Mac) أو بأمر النسخ في جهازك.',
  showFewerAuthors: 'عرض عدد أقل من المؤلفين',
  showAllAuthors: (count: number) => `عرض جميع المؤلفين (${count})`,
  preprint: 'نسخة أولية على arXiv',
  phdThesis: 'أطروحة دكتوراه',
  mastersThesis: 'رسالة ماجستير',
  paperLink: 'الورقة',
  codeLink: 'الشيفرة',
  slidesLink: 'الشرائح',
  posterLink: 'الملصق',
  videoLink: 'الفيديو',
  websiteLink: 'الموقع',

  // blog
  blogTitle: 'مدونة تقنية',
  backToHome: 'العودة إلى الصفحة الرئيسية',
  comingSoon: 'قريبًا',
  postsDescription: (name: string, about?: string) => `مقالات ${name}${about ? ` عن ${about}` : ''}.`,
  comingSoonDescription: (name: string, about?: string) => `قريبًا: مقالات ${name}${about ? ` عن ${about}` : ''}.`,
  firstPostsOnTheirWay: 'المقالات الأولى في الطريق.',
  posts: 'المقالات',
  tags: 'الوسوم',
  // one, two (the dual), 3 to 10 (few: the plural), 11 to 99 (many) and 100 (other: the singular)
  readingTime: plural(ARABIC, {
    one: 'مدة القراءة دقيقة واحدة',
    two: 'مدة القراءة دقيقتان',
    few: (minutes) => `مدة القراءة ${minutes} دقائق`,
    many: (minutes) => `مدة القراءة ${minutes} دقيقة`,
    other: (minutes) => `مدة القراءة ${minutes} دقيقة`,
  }),
  draft: 'مسودة',
  backToPosts: '→ العودة إلى جميع المقالات',
  postComingSoonTitle: 'المقال قريبًا',
  postBeingWritten: (slug: string, subject?: string) =>
    `مقال ${subject ? `${subject} ` : ''}«${slug}» قيد الكتابة حاليًا...`,
  loadError: 'تعذّر تحميل هذه الصفحة',
  loadErrorText: 'فشل الاتصال، أو حُدِّث الموقع منذ أن فُتح في علامة التبويب هذه.',
  reload: 'إعادة تحميل الصفحة',
  sectionLink: (heading: string) => `رابط إلى قسم «${heading}»`,
  showCode: 'إظهار الشيفرة',
  outputCut: plural(ARABIC, { other: (lines) => `… أسطر من المخرجات لا تظهر هنا: ${lines} (الدفتر يحتويها كلها) …` }),
  postsTagged: (tag: string) => `المقالات الموسومة بـ«${tag}»`,
  postsTaggedDescription: (name: string, tag: string, count: number) =>
    `مقالات ${name} الموسومة بـ«${tag}»: ${posts(count)}.`,
  contents: 'المحتويات',
  previousPost: 'المقال السابق',
  nextPost: 'المقال التالي',
  postLinkName: (label: string, title: string) => `${label}: ${title}`,
  morePosts: 'مقالات أخرى',

  // a project's page (a project with a story)
  backToProjects: '→ العودة إلى المشاريع',
  projectBy: (title: string, name: string) => `${title}، أحد مشاريع ${name}.`,
  projectPicture: (title: string) => `صورة مشروع ${title}`,

  // the router's error screen
  unexpectedError: 'حدث خطأ غير متوقع في التطبيق!',
  notFound: 'الصفحة غير موجودة',
  backHome: '→ العودة إلى الصفحة الرئيسية',

  // the résumé
  resumeOf: (name: string) => `السيرة الذاتية لـ ${name} (JSON Resume)`,
} satisfies SiteTexts;

/** نصوص البحث (موقع فيه مقالات): زر الترويسة ونافذته. */
export const search = {
  search: 'بحث',
  field: 'ابحث في هذا الموقع',
  loading: 'جارٍ تحميل البحث…',
  failed: 'تعذّر تحميل البحث: فشل الاتصال، أو حُدِّث الموقع منذ أن فُتح في علامة التبويب هذه.',
  browsePosts: 'تصفّح جميع المقالات',
  results: plural(ARABIC, {
    one: 'نتيجة واحدة',
    two: 'نتيجتان',
    few: (count) => `${count} نتائج`,
    many: (count) => `${count} نتيجة`,
    other: (count) => `${count} نتيجة`,
  }),
  noResults: (query: string) => `لا توجد نتائج لـ«${query}»`,
} satisfies SearchTexts;

/** The texts of the navigation between a list's pages (a blog of more than one page). */
export const blogPages = {
  pages: 'الصفحات',
  newerPosts: 'مقالات أحدث',
  olderPosts: 'مقالات أقدم',
  pageOf: (page: number, count: number) => {
    const n = new Intl.NumberFormat(ARABIC).format;
    return `الصفحة ${n(page)} من ${n(count)}`;
  },
  allPosts: 'كل المقالات',
} satisfies BlogPagesTexts;

/** نصوص الأقسام الاختيارية في السيرة الذاتية (التعليم، الشهادات المهنية، الجوائز، اللغات). */
export const resumeSections = {
  education: 'التعليم',
  degreeIn: (degree: string, area: string) => `${degree} في ${area}`,
  courses: 'المقررات',
  certificates: 'الشهادات المهنية',
  awards: 'الجوائز',
  spokenLanguages: 'اللغات',
  talks: 'المحاضرات',
  teaching: 'التدريس',
  news: 'الأخبار',
  allNews: 'كل الأخبار',
  allTalks: 'كل المحاضرات',
  materials: 'المواد التعليمية',
  citedBy: plural('ar', { other: (count) => `عدد مرات الاستشهاد: ${count}` }),
} satisfies ResumeSectionTexts;
