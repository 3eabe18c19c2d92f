// The modules tooling/plugins/languages.ts serves (tooling/i18n/languages-module.ts makes them).

/** Every language of site.ts, the default first, and how to load each one whole (a chunk of its own). */
declare module 'virtual:languages' {
  import type { Language, SiteLanguage } from '@/ui/language';
  export const languages: readonly SiteLanguage[];
  export const importLanguage: Readonly<Record<string, () => Promise<{ default: Language }>>>;
}
