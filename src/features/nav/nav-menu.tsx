import { useEffect, useId, useRef } from 'react';
import { FaBars } from 'react-icons/fa6';
import { Link, useLocation } from 'react-router-dom';
import { ExternalLink } from '@/shared/external-link';
import { useOutsidePress } from '@/shared/use-outside-press';
import { useAppStore } from '@/state/store';
import { iconButtonClass } from './icon-button';
import { menuLinks } from './menu-links';

const itemClass =
  'flex items-center gap-3 px-4 py-2.5 text-sm text-fg-strong transition-colors hover:bg-card-hover focus-visible:bg-card-hover';

export function NavMenu() {
  const open = useAppStore((state) => state.menuOpen);
  const toggleMenu = useAppStore((state) => state.toggleMenu);
  const closeMenu = useAppStore((state) => state.closeMenu);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { key: locationKey } = useLocation();

  // the menu belongs to the page it was opened on: Back, Forward or a link closes it
  useEffect(() => closeMenu(), [locationKey, closeMenu]);

  useOutsidePress([wrapper], closeMenu, { enabled: open });

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeMenu();
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, closeMenu]);

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        onClick={toggleMenu}
        title="Menu"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={listId}
        className={iconButtonClass}
      >
        <FaBars aria-hidden="true" className="size-5" />
      </button>
      {open && (
        <ul
          id={listId}
          className="menu-in absolute right-0 mt-2 w-48 overflow-hidden rounded-xl border border-line bg-surface py-1 shadow-xl"
        >
          {menuLinks.map(({ label, href, icon: Icon, internal }) => (
            <li key={label}>
              {internal ? (
                <Link to={href} onClick={closeMenu} className={itemClass}>
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {label}
                </Link>
              ) : (
                <ExternalLink href={href} onClick={closeMenu} className={itemClass}>
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {label}
                </ExternalLink>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
