// The module tooling/plugins/languages.ts serves: every language of site.ts, the default first.
declare module 'virtual:languages' {
  import type { Language } from '@/shared/i18n/language';
  export const languages: readonly Language[];
}
