import { Link } from 'react-router-dom';
import { profile } from '@/content/profile';
import { ContentPicture } from '@/shared/content-picture';
import { initials } from '@/shared/initials';
import { BackgroundToggle } from './background-toggle';
import { NavMenu } from './nav-menu';
import { ThemeToggle } from './theme-toggle';

export function Navbar() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-header print:hidden">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between px-4 py-2 sm:px-6">
        {profile.logo ? (
          <Link to="/" className="rounded-md">
            <ContentPicture name={profile.logo} alt={`${profile.name}, home`} width={60} height={40} sizes="60px" className="h-10 w-[60px] object-contain" />
          </Link>
        ) : (
          // no logo: the name's initials, as a card without a picture shows its title's
          <Link to="/" aria-label={`${profile.name}, home`} className="card-placeholder flex h-10 w-[60px] items-center justify-center rounded-md text-lg font-bold tracking-wide select-none">
            <span aria-hidden="true">{initials(profile.name)}</span>
          </Link>
        )}
        <div className="flex items-center gap-2">
          <BackgroundToggle />
          <NavMenu />
          <ThemeToggle />
        </div>
      </nav>
    </header>
  );
}
