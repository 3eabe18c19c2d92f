import type { SearchTexts, SiteTexts } from '@/shared/i18n/site-texts';

/** "N minutes" as Arabic counts them: one, two (the dual), 3 to 10 (the plural), 11 and more (the singular). */
function minutesText(minutes: number): string {
  if (minutes === 1) return 'دقيقة واحدة';
  if (minutes === 2) return 'دقيقتان';
  const hundredth = minutes % 100;
  return hundredth >= 3 && hundredth <= 10 ? `${minutes} دقائق` : `${minutes} دقيقة`;
}

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
  close: 'إغلاق',

  // publications
  publications: 'المنشورات',
  selected: 'مختار',
  copyBibtex: 'نسخ BibTeX',
  copied: 'تم النسخ إلى الحافظة.',
  copyFailed: 'تعذّر النسخ تلقائيًا. النص محدَّد: انسخه بالضغط على Ctrl+C (أو ⌘C على جهاز Mac) أو بأمر النسخ في جهازك.',
  showFewerAuthors: 'عرض عدد أقل من المؤلفين',
  showAllAuthors: (count: number) => `عرض جميع المؤلفين (${count})`,
  comma: '، ',
  and: ' و ',
  etAl: 'وآخرون',
  preprint: 'نسخة أولية على arXiv',
  phdThesis: 'أطروحة دكتوراه',
  mastersThesis: 'رسالة ماجستير',
  volume: (volume: string) => `المجلد ${volume}`,
  pageRange: (pages: string) => `الصفحات ${pages}`,
  page: (page: string) => `الصفحة ${page}`,
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
  readingTime: (minutes: number) => `مدة القراءة ${minutesText(minutes)}`,
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
  outputCut: (lines: number) => `… أسطر من المخرجات لا تظهر هنا: ${lines.toLocaleString('ar')} (الدفتر يحتويها كلها) …`,

  // the router's error screen
  unexpectedError: 'حدث خطأ غير متوقع في التطبيق!',
  notFound: 'الصفحة غير موجودة',
  backHome: '→ العودة إلى الصفحة الرئيسية',

  // the résumé
  resumeOf: (name: string) => `السيرة الذاتية لـ ${name} (JSON Resume)`,
} satisfies SiteTexts;

/** "N results" as Arabic counts them: one, two (the dual), 3 to 10 (the plural), 11 and more (the singular). */
function resultsText(count: number): string {
  if (count === 1) return 'نتيجة واحدة';
  if (count === 2) return 'نتيجتان';
  const hundredth = count % 100;
  return hundredth >= 3 && hundredth <= 10 ? `${count} نتائج` : `${count} نتيجة`;
}

/** نصوص البحث (موقع فيه مقالات): زر الترويسة ونافذته. */
export const search = {
  search: 'بحث',
  field: 'ابحث في هذا الموقع',
  loading: 'جارٍ تحميل البحث…',
  failed: 'تعذّر تحميل البحث: فشل الاتصال، أو حُدِّث الموقع منذ أن فُتح في علامة التبويب هذه.',
  browsePosts: 'تصفّح جميع المقالات',
  results: resultsText,
  noResults: (query: string) => `لا توجد نتائج لـ«${query}»`,
} satisfies SearchTexts;
