// The module tooling/plugins/languages.ts serves: every language of site.ts, the default first.
declare module 'virtual:languages' {
  import type { Language } from '@/ui/language';
  export const languages: readonly Language[];
}
