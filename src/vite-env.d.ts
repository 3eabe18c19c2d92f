/// <reference types="vite/client" />

/** True only in a production build made on Vercel (see tooling/vite-config.ts). */
declare const __VERCEL_ANALYTICS__: boolean;

/** False when the site has one language: the code for several is left out of the build (see tooling/vite-config.ts). */
declare const __MULTILINGUAL__: boolean;

/**
 * False when the site has no page beyond its home page to search (no post): the search button, its shortcut and the
 * home page's anchors are left out of the build (see tooling/vite-config.ts).
 */
declare const __SEARCH__: boolean;

/** False when the owner has no publications (publications.bib): the section and its code are left out of the build. */
declare const __PUBLICATIONS__: boolean;

/** False when the content has no education.ts entry: the Education section's code is left out of the build (see tooling/vite-config.ts). */
declare const __EDUCATION__: boolean;

/** False when the content has no entry in news.ts, talks.ts or teaching.ts: that section's code is left out of the build. */
declare const __NEWS__: boolean;
declare const __TALKS__: boolean;
declare const __TEACHING__: boolean;
/** False when the owner has no slot (content/slots/): the code that draws them is left out of the build. */
declare const __SLOTS__: boolean;

/** False when news.ts or talks.ts fits on the home page: the code of its page (/news, /talks) is left out of the build. */
declare const __NEWS_PAGE__: boolean;
declare const __TALKS_PAGE__: boolean;

/**
 * False when no language of the site is cut into phrases (Japanese, Chinese): the code that sets their lines is left
 * out of the build (see tooling/vite-config.ts).
 */
declare const __PHRASES__: boolean;
