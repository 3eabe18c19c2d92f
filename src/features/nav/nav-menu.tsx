import { useEffect, useId, useRef, useState, type ToggleEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ExternalLink } from '@/ui/external-link';
import { useLanguage } from '@/ui/language';
import { Icon } from '@/ui/icon';
import { iconButtonClass } from './icon-button';
import { menuLinks } from './menu-links';

const itemClass =
  'flex items-center gap-3 px-4 py-2.5 text-sm text-fg-strong wrap-anywhere transition-colors hover:bg-card-hover focus-visible:bg-card-hover';

/**
 * The menu's list is a popover its button toggles (`popovertarget`): the browser closes it on a
 * press outside it and on Escape, and puts it in the top layer. Its open state is the popover's:
 * the browser exposes it as the button's expanded state (an `aria-expanded` there is invalid HTML),
 * and the `toggle` event tells the list to follow the button while the window is resized.
 */
export function NavMenu() {
  const language = useLanguage();
  const links = menuLinks(language);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const listId = useId();
  const { key: locationKey } = useLocation();

  const close = () => {
    if (list.current?.matches(':popover-open')) list.current.hidePopover();
  };
  // the menu belongs to the page it was opened on: Back, Forward or a link closes it
  useEffect(close, [locationKey]);

  // in the top layer the list is out of the header's flow: it opens under the button, aligned with
  // its end (its right edge; its left one in a right-to-left language, where the list is not shifted back)
  const place = () => {
    const box = button.current?.getBoundingClientRect();
    if (!box || !list.current) return;
    const rtl = getComputedStyle(list.current).direction === 'rtl';
    list.current.style.setProperty('top', `${box.bottom + 8}px`);
    list.current.style.setProperty('left', `${rtl ? box.left : box.right}px`);
  };
  useEffect(() => {
    if (!open) return;
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        popoverTarget={listId}
        title={language.texts.menu}
        aria-label={language.texts.menu}
        aria-controls={listId}
        className={iconButtonClass}
      >
        <Icon name="bars" className="size-5" />
      </button>
      <ul
        ref={list}
        id={listId}
        popover="auto"
        onBeforeToggle={(event: ToggleEvent) => {
          if (event.newState === 'open') place();
        }}
        onToggle={(event: ToggleEvent) => setOpen(event.newState === 'open')}
        onKeyDown={(event) => {
          // the browser closes it; focus goes back to the button even where a click did not focus it (Safari)
          if (event.key === 'Escape') button.current?.focus();
        }}
        className="menu-in inset-auto w-48 -translate-x-full rtl:translate-x-0 overflow-hidden rounded-xl border border-line bg-surface py-1 shadow-xl"
      >
        {links.map(({ label, href, icon, internal }) => (
          <li key={href}>
            {internal ? (
              <Link to={href} onClick={close} className={itemClass}>
                <Icon name={icon} className="size-4 shrink-0" />
                {label}
              </Link>
            ) : (
              <ExternalLink href={href} onClick={close} className={itemClass}>
                <Icon name={icon} className="size-4 shrink-0" />
                {label}
              </ExternalLink>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
