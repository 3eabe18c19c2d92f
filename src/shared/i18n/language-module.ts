// Each language's texts and the owner's words in it are a module of their own (tooling/outputs/languages-module.ts),
// a chunk the browser loads with the language's pages; the prerender names it in each page (modulepreload).

/** The virtual module that lists the site's languages and loads each. */
export const LANGUAGES_MODULE = 'virtual:languages';

/** The virtual module of a language's texts and words: "virtual:languages/pt-BR". */
export const languageModule = (tag: string): string => `${LANGUAGES_MODULE}/${tag}`;
