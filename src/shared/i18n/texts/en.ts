// The site's own texts in English. Another language: copy this file to texts/<tag>.ts (such as
// pt-BR.ts), translate every value, and add the tag to `languages` in the content's site.ts.
export default {
  languageName: 'English',
};
