import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import 'virtual:search-entry';
import { Icon } from '@/ui/icon';
import { languagePath, useLanguage } from '@/ui/language';
import { useHydrated } from './background-toggle';
import { iconButtonClass } from './icon-button';
import { searchPanelChunk } from './search-chunk';
import { SearchDialog } from './search-dialog';
import { isSearchShortcut } from './search-shortcut';
import { searchTextsOf } from './search-texts';

const prefetch = () => void searchPanelChunk.load();
// `search-button`: what search-header.css finds the header's crowded row by
const buttonClass = `search-button ${iconButtonClass}`;

/** The element an address's hash names (a post's heading, a card), when the page has it. */
function placeOf(url: string): HTMLElement | null {
  const hash = url.indexOf('#');
  if (hash === -1) return null;
  try {
    return document.getElementById(decodeURIComponent(url.slice(hash + 1)));
  } catch {
    return null;
  }
}

/**
 * The header's search. Prerendered (and without JavaScript) it is a link to the blog's list; once the
 * page is hydrated, a button that opens the search dialog, as "/" and Ctrl+K (⌘K) do outside a field.
 * The dialog belongs to the history entry it was opened on: a route change (a result followed, a
 * link, Back or Forward) closes it, and coming back to that entry finds it closed. A result leads to
 * its page, scrolled to the place it names (a post's section, a card, a publication), which takes focus.
 */
export function SearchButton() {
  const language = useLanguage();
  const texts = searchTextsOf(language);
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const button = useRef<HTMLButtonElement>(null);
  // what had focus when the dialog opened (a shortcut opens it from anywhere)
  const opener = useRef<Element | null>(null);
  const [openOn, setOpenOn] = useState<string | null>(null);
  if (openOn !== null && openOn !== location.key) setOpenOn(null);
  const open = openOn !== null;
  // the result followed last, until its page is shown
  const followed = useRef<string | null>(null);

  const latest = useRef({ locationKey: location.key, open });
  useEffect(() => {
    latest.current = { locationKey: location.key, open };
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // not over another dialog (a card's), nor again over itself
      if (event.defaultPrevented || latest.current.open || document.querySelector('dialog[open]')) return;
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      opener.current = document.activeElement;
      setOpenOn(latest.current.locationKey);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    const url = followed.current;
    followed.current = null;
    const place = url === null ? null : placeOf(url);
    if (!place) return;
    place.scrollIntoView({ block: 'start' });
    // after this commit's effects, the layout's among them (src/app/use-route-focus.ts), which focus a new page's
    // heading: the place the reader asked for takes focus, so a screen reader announces it and Tab goes on from there
    queueMicrotask(() => {
      if (!place.hasAttribute('tabindex')) place.tabIndex = -1;
      place.focus({ preventScroll: true });
    });
  }, [location.key]);

  return (
    <>
      {hydrated ? (
        <button
          ref={button}
          type="button"
          onClick={() => {
            opener.current = button.current;
            setOpenOn(location.key);
          }}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          title={texts.search}
          aria-label={texts.search}
          aria-haspopup="dialog"
          aria-keyshortcuts="/ Control+K Meta+K"
          className={buttonClass}
        >
          <Icon name="magnifying-glass" className="size-5" />
        </button>
      ) : (
        <Link
          to={languagePath(language, '/blog')}
          title={texts.search}
          aria-label={texts.search}
          className={buttonClass}
        >
          <Icon name="magnifying-glass" className="size-5" />
        </Link>
      )}
      {open && (
        <SearchDialog
          onClose={() => setOpenOn(null)}
          onFollow={(url) => {
            followed.current = url;
            setOpenOn(null);
            void navigate(url);
          }}
          returnFocus={() => {
            const previous = opener.current;
            return previous instanceof HTMLElement && previous !== document.body && previous.isConnected
              ? previous
              : button.current;
          }}
        />
      )}
    </>
  );
}
