// The module tooling/plugins/languages.ts serves: every language of site.ts, the default first.
declare module 'virtual:languages' {
  import type { Language } from '@/ui/language';
  export const languages: readonly Language[];
  /**
   * The Japanese and Chinese texts of the owner's words that the pages set between phrases, each followed by the
   * offsets where its phrases after the first start (tooling/i18n/phrases.ts, read by src/ui/phrases.tsx); empty on a
   * site in neither language.
   */
  export const phrases: readonly (readonly [string, ...number[]])[];
}
