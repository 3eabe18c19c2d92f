import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@/ui/icon';
import { languagePath, useLanguage } from '@/ui/language';
import { useLazyChunk } from '@/ui/use-lazy-chunk';
import { searchPanelChunk } from './search-chunk';
import { isResultKey, type PressedKey } from './search-keys';
import { searchTextsOf } from './search-texts';

// This file is in the page's first chunk on a site with search, so that the dialog opens at once and
// says so when the search cannot be loaded. Its classes are utilities the site's other files use
// (styles.css leaves the search's files out of its scan; search-classes.test.ts checks): the first
// stylesheet holds nothing for the search alone, whose own comes with its chunk (search-panel.css).

export interface SearchDialogProps {
  /** The reader asks to close it (×, Escape, a press outside): the caller unmounts it. */
  onClose: () => void;
  /** The reader chose a result: the path inside the site it leads to. */
  onFollow: (url: string) => void;
  /** Asked as it closes: where focus goes back (what had it before, or the search button). */
  returnFocus: () => HTMLElement | null | undefined;
}

/** Whether a pointer event on the <dialog> itself landed on its ::backdrop, outside the dialog's box. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  const dialog = event.currentTarget;
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/** Where the dialog leads when the search cannot be loaded (its status says why): the blog's list. */
function BrowsePostsLink() {
  const language = useLanguage();
  return (
    <p className="px-4 py-4">
      <Link to={languagePath(language, '/blog')} className="rounded-md text-sm font-medium text-accent hover:underline">
        {searchTextsOf(language).browsePosts}
      </Link>
    </p>
  );
}

/**
 * The search in a modal <dialog>, shown with showModal(): the browser puts it in the top layer over
 * its ::backdrop, makes the page behind it inert and turns Escape into a `cancel`; styles.css stops
 * the page scrolling under it. It opens at once, with the search's chunk (search-panel.tsx) when that
 * has loaded, and until then what is happening: loading, or that it could not be loaded (offline, or
 * a redeploy removed the file), with a link to the blog's list; the page stays as it was. Closing it
 * gives focus back (returnFocus), as the browser would not in Safari (a click there focuses no button).
 */
export function SearchDialog({ onClose, onFollow, returnFocus }: SearchDialogProps) {
  const language = useLanguage();
  const { texts } = language;
  const searchTexts = searchTextsOf(language);
  const dialog = useRef<HTMLDialogElement>(null);
  const panel = useLazyChunk(searchPanelChunk, true);
  const latest = useRef({ onClose, returnFocus });
  useLayoutEffect(() => {
    latest.current = { onClose, returnFocus };
  });
  // a press that started on the backdrop: released there too, it closes the dialog
  const pressedOutside = useRef(false);
  // what the reader types before the panel's chunk has come (the dialog opens at a click or a key and
  // the reader types on): kept for the field, rather than lost, or a space pressing the × button; and
  // the keys that move through the results or follow one, pressed after something was typed (Enter
  // then leads to the first result once there is one, rather than pressing the × button)
  const [early, setEarly] = useState<{ typed: string; keys: readonly PressedKey[] }>({ typed: '', keys: [] });
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (panel.status === 'loaded' || event.nativeEvent.isComposing || event.ctrlKey || event.metaKey || event.altKey)
      return;
    const { key } = event;
    if ([...key].length === 1) {
      event.preventDefault();
      setEarly(({ typed, keys }) => ({ typed: typed + key, keys }));
    } else if (key === 'Backspace') {
      event.preventDefault();
      setEarly(({ typed, keys }) => ({ typed: [...typed].slice(0, -1).join(''), keys }));
    } else if (isResultKey(key) && early.typed.trim() !== '') {
      event.preventDefault();
      setEarly(({ typed, keys }) => ({ typed, keys: [...keys, { key, query: typed }] }));
    }
  };

  // a layout effect: shown modally before the first paint, so the page never shows it in the flow
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    return () => {
      element.close();
      latest.current.returnFocus()?.focus({ preventScroll: true });
    };
  }, []);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Escape: closed by the caller, which unmounts the dialog
    event.preventDefault();
    latest.current.onClose();
  };

  const closeButton: ReactNode = (
    <button
      type="button"
      onClick={() => latest.current.onClose()}
      aria-label={texts.close}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-2xl text-fg-strong hover:bg-chip"
    >
      <Icon name="xmark" className="size-5" />
    </button>
  );

  return (
    <dialog
      ref={dialog}
      aria-label={searchTexts.search}
      onCancel={onCancel}
      onKeyDown={onKeyDown}
      // a close the browser did on its own (an Escape it would not let the page cancel) still goes through the caller;
      // not one that came after the dialog was shown again (React's StrictMode closes and reopens it once in `npm run
      // dev`, and the close event comes after)
      onClose={() => {
        if (!dialog.current?.open) latest.current.onClose();
      }}
      onMouseDown={(event) => {
        pressedOutside.current = onBackdrop(event);
      }}
      onClick={(event) => {
        if (pressedOutside.current && onBackdrop(event)) latest.current.onClose();
      }}
      className="search-dialog m-auto w-[calc(100%-2rem)] max-w-2xl flex-col overflow-hidden rounded-2xl border border-line bg-surface text-fg shadow-2xl open:flex print:hidden!"
    >
      {panel.status === 'loaded' ? (
        <panel.module.SearchPanel
          language={language}
          initialQuery={early.typed}
          initialKeys={early.keys}
          closeButton={closeButton}
          failure={<BrowsePostsLink />}
          onFollow={onFollow}
        />
      ) : (
        <>
          <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-2">
            <p role="status" className="text-sm text-muted">
              {panel.status === 'failed' ? searchTexts.failed : searchTexts.loading}
            </p>
            {closeButton}
          </div>
          {panel.status === 'failed' && <BrowsePostsLink />}
        </>
      )}
    </dialog>
  );
}
