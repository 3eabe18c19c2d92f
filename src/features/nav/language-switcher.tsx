import { useLocation } from 'react-router-dom';
import {
  type Language,
  languagePath,
  languages,
  pathInDefaultLanguage,
  type SiteLanguage,
  useLanguage,
} from '@/ui/language';
import { sitePath } from '@/ui/site-paths';

const primary = (tag: string) => tag.replace(/-.*/, '').toLowerCase();

/**
 * The switcher's visible name of a language: its tag's first part in capitals ("PT" for pt-BR), or
 * its whole tag ("PT-BR") when another language of the site shares that first part.
 */
export function shortName(language: Pick<Language, 'tag'>, all: readonly Pick<Language, 'tag'>[] = languages): string {
  const shared = all.some((other) => other.tag !== language.tag && primary(other.tag) === primary(language.tag));
  return (shared ? language.tag : primary(language.tag)).toUpperCase();
}

// as the header's round buttons (icon-button.ts), as wide as its name needs: a little narrower on a
// phone, where a site in three languages has two of them beside the three buttons
const linkClass =
  'inline-flex h-11 min-w-9 items-center justify-center rounded-full px-1.5 text-sm font-semibold text-fg-strong transition-colors hover:bg-card-hover sm:min-w-11 sm:px-2';

/** How the page's language names another (Intl's name, at build time), and that language's own name for itself. */
function namesOf(language: Language, other: SiteLanguage): { inPage: string; own: string } {
  const own = other.ownName;
  const inPage = language.names[other.tag];
  // Intl without a name for it gives back the tag: the language's own name says more
  return { inPage: inPage && inPage !== other.tag ? inPage : own, own };
}

/**
 * A link to the same page in each other language of the site, shown when it has more than one. A
 * plain link, not the router's: the other language's page is a page of its own, loaded afresh, and
 * the link works without JavaScript. It shows the language's short name ("DE") and is named by it and
 * in the page's language, then by the language's own name ("DE: Read this page in German (Deutsch)"),
 * which a reader who does not read the page's language recognises, marked with its language so a
 * screen reader says it as it is written.
 */
export function LanguageSwitcher() {
  const language = useLanguage();
  // the path inside the site (the router leaves out the base path), the same page in the default language
  const page = pathInDefaultLanguage(useLocation().pathname);
  if (languages.length < 2) return null;
  return languages
    .filter((other) => other.tag !== language.tag)
    .map((other) => {
      const { inPage, own } = namesOf(language, other);
      const sentence = language.texts.switchLanguage(inPage);
      const ownShown = own !== inPage;
      return (
        <a
          key={other.tag}
          href={sitePath(languagePath(other, page))}
          hrefLang={other.tag}
          title={ownShown ? `${sentence} (${own})` : sentence}
          className={linkClass}
        >
          {/* the visible name starts the accessible one, so a voice command saying what is shown finds the link */}
          <span lang={other.tag}>{shortName(other)}</span>
          <span className="sr-only">
            {`: ${sentence}`}
            {ownShown && (
              <>
                {' ('}
                <span lang={other.tag}>{own}</span>
                {')'}
              </>
            )}
          </span>
        </a>
      );
    });
}
