// citeproc (citeproc-js in CommonJS) ships no types: the part of its engine the site uses.
declare module 'citeproc' {
  /** An item in CSL-JSON, as far as the site's style reads it. */
  export interface CslItem {
    id: string;
    type: string;
    author?: { family: string; given?: string }[];
    volume?: string;
    page?: string;
    issued?: { 'date-parts': number[][] };
  }

  export interface CslSystem {
    /** The XML of a CSL locale, by its tag ("de-DE"). */
    retrieveLocale(locale: string): string;
    retrieveItem(id: string): CslItem;
  }

  export class Engine {
    /** `lang`: the locale to write in; `forceLang`: in it, whatever the style's default-locale. */
    constructor(sys: CslSystem, style: string, lang?: string, forceLang?: boolean);
    setOutputFormat(format: 'text' | 'html' | 'rtf'): void;
    /** The citation of the items, as the style's citation layout writes it. */
    makeCitationCluster(items: { id: string }[]): string;
  }

  const CSL: {
    Engine: typeof Engine;
    /** The locale citeproc-js reads for a language when given no region: { de: "de_DE", ca: "ca_AD", … }. */
    LANG_BASES: Readonly<Record<string, string>>;
  };
  export default CSL;
}
