import type en from './texts/en';

type Widened<T> = T extends string ? string : T extends (...args: infer A) => string ? (...args: A) => string : never;

/**
 * The site's own interface texts in one language (not the owner's words, which are content). The
 * English catalogue (texts/en.ts) declares the keys; every other catalogue must give each of them,
 * or it is a type error.
 */
export type SiteTexts = { readonly [K in keyof typeof en]: Widened<(typeof en)[K]> };
