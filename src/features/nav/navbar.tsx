import { Link } from 'react-router-dom';
import { cn } from '@/ui/cn';
import { ContentPicture } from '@/ui/content-picture';
import { defaultLanguageMark, languagePath, languages, useLanguage } from '@/ui/language';
import { ownerInitials } from '@/ui/owner-initials';
import { BackgroundToggle } from './background-toggle';
import { LanguageSwitcher } from './language-switcher';
import { NavMenu } from './nav-menu';
import { SearchButton } from './search-button';
import { ThemeToggle } from './theme-toggle';

export function Navbar() {
  const language = useLanguage();
  const { texts } = language;
  const { profile } = language.words;
  const home = languagePath(language, '/');
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-header print:hidden">
      <nav aria-label={texts.mainNav} className="mx-auto flex max-w-6xl items-center justify-between px-4 py-2 sm:px-6">
        {profile.logo ? (
          <Link to={home} className="rounded-md">
            <ContentPicture
              name={profile.logo}
              alt={texts.home(profile.name)}
              width={60}
              height={40}
              sizes="60px"
              className="h-10 w-[60px] object-contain"
            />
          </Link>
        ) : (
          // no logo: the owner's initials, as a card without a picture shows its title's
          <Link
            to={home}
            aria-label={texts.home(profile.name)}
            className="card-placeholder flex h-10 w-[60px] items-center justify-center rounded-md text-lg font-bold tracking-wide select-none"
          >
            <span aria-hidden="true" {...defaultLanguageMark(language)}>
              {ownerInitials()}
            </span>
          </Link>
        )}
        {/* closer together on a phone when the language links join the buttons, so that all fit in 320 px */}
        <div className={cn('flex items-center', languages.length > 1 ? 'gap-1 sm:gap-2' : 'gap-2')}>
          {/* the search (a site with posts) first: a site without search, and one in one language, gets no byte of
              either (vite.config.ts) */}
          {__SEARCH__ ? (
            <>
              <SearchButton />
              {__MULTILINGUAL__ && <LanguageSwitcher />}
            </>
          ) : (
            __MULTILINGUAL__ && <LanguageSwitcher />
          )}
          <BackgroundToggle />
          <NavMenu />
          <ThemeToggle />
        </div>
      </nav>
    </header>
  );
}
