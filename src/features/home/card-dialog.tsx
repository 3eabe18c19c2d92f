import { useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent, type SyntheticEvent } from 'react';
import { hasProjectPages } from 'virtual:project-pages-entry';
import { ChipList } from '@/ui/chip-list';
import { useTexts } from '@/ui/language';
import { Icon } from '@/ui/icon';
import type { CardItem } from './card-item';
import { CardImage } from './card-image';
import { StoryLink } from './story-link';
import type { DialogMotion } from './card-motion';
import { swallowNextClick } from './swallow-next-click';
import { phrased } from '@/ui/phrases';

export interface CardDialogProps {
  heading: string;
  /** The entry to show; undefined to close the dialog (after its exit animation, when there is one). */
  item: CardItem | undefined;
  /** The visitor asks to close it (×, Escape, a press outside): the caller turns `item` undefined. */
  onClose: () => void;
  /** Asked as the dialog opens: where focus goes back when it closes (the card that opened it). */
  returnFocus: () => HTMLElement | null | undefined;
  /** The enter and exit animation, once its chunk has loaded; without it the dialog opens and closes at once. */
  motion?: DialogMotion | undefined;
}

/** Whether a pointer event on the <dialog> itself landed on its ::backdrop, outside the dialog's box. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  const dialog = event.currentTarget;
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * A card's details in a modal <dialog>: the browser puts it in the top layer over its ::backdrop
 * (the overlay), makes the page behind it inert, moves focus into it and gives focus back, and
 * turns Escape into a `cancel` event; styles.css locks the page's scrolling while it is open. This
 * file is in the page's first chunk, so the details show even when the animation's chunk
 * (card-motion.ts) cannot be loaded.
 */
export function CardDialog({ heading, item, onClose, returnFocus, motion }: CardDialogProps) {
  const texts = useTexts();
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  // the entry on screen: kept while the exit animation plays after `item` went
  const [shown, setShown] = useState(item);
  if (item && item !== shown) setShown(item);

  const latest = useRef({ onClose, returnFocus, motion });
  useLayoutEffect(() => {
    latest.current = { onClose, returnFocus, motion };
  });
  // asked once per opening: a second request (a double press, Escape during the first) until the
  // caller has closed it would take a second step back in the history
  const closeAsked = useRef(false);
  const requestClose = () => {
    if (closeAsked.current) return;
    closeAsked.current = true;
    latest.current.onClose();
  };
  const opener = useRef<HTMLElement | null | undefined>(null);

  // a layout effect: shown modally before the first paint, so the page never shows it in the flow
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!item || !element) return;
    closeAsked.current = false;
    if (!element.open) element.showModal();
    opener.current = latest.current.returnFocus();
    latest.current.motion?.enter(element);
  }, [item]);

  useEffect(() => {
    const element = dialog.current;
    if (item || !element) return;
    let cancelled = false;
    const finish = () => {
      if (cancelled) return;
      element.close();
      setShown(undefined);
      // the browser gives focus back to what had it before the dialog opened, but Safari does not
      // focus a button on click, so that may be <body>: the card is focused here, whatever the browser did
      opener.current?.focus({ preventScroll: true });
    };
    closeAsked.current = true;
    const exit = element.open ? latest.current.motion?.exit(element) : undefined;
    if (exit) void exit.then(finish);
    else finish();
    return () => {
      cancelled = true;
    };
  }, [item]);

  if (!shown) return null;

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Escape: closed through the caller, so the exit animation plays and the history step goes back
    event.preventDefault();
    requestClose();
  };
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    if (!onBackdrop(event)) return;
    // at once, on the press (a tap's too); the press moves no focus, and its click lands nowhere
    event.preventDefault();
    swallowNextClick();
    requestClose();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onCancel={onCancel}
      // a close the browser did on its own (an Escape it would not let the page cancel) still goes through the caller
      onClose={requestClose}
      onMouseDown={onMouseDown}
      className="card-dialog m-auto w-[calc(100%-2rem)] max-w-4xl flex-col overflow-hidden rounded-2xl border border-line bg-surface text-fg shadow-2xl open:flex print:hidden!"
    >
      <div className="flex items-center justify-between border-b border-line px-6 py-4">
        <h2 id={headingId} className="text-xl font-bold text-fg-strong">
          {heading}
        </h2>
        <button
          type="button"
          onClick={requestClose}
          aria-label={texts.close}
          className="inline-flex size-10 items-center justify-center rounded-full text-2xl text-fg-strong hover:bg-chip"
        >
          <Icon name="xmark" className="size-5" />
        </button>
      </div>
      {/* focusable, so a keyboard user can scroll details taller than the dialog (axe: scrollable-region-focusable) */}
      <div tabIndex={0} className="overflow-y-auto px-6 py-6 focus-visible:-outline-offset-3">
        <div className="flex flex-col gap-6 sm:flex-row">
          <CardImage item={shown} className="h-40 w-full shrink-0 rounded-xl sm:w-64" />
          <div className="min-w-0">
            <h3 {...shown.langs?.title} className="text-2xl font-semibold text-fg-strong hyphens-auto wrap-anywhere">
              {__PHRASES__ ? phrased(shown.title) : shown.title}
            </h3>
            {shown.company && (
              <p {...shown.langs?.company} className="mt-1 text-muted hyphens-auto wrap-anywhere">
                {__PHRASES__ ? phrased(shown.company) : shown.company}
              </p>
            )}
            {shown.period && (
              <p {...shown.langs?.period} className="mt-1 text-sm font-medium text-accent">
                {shown.period}
              </p>
            )}
            {/* the project's own page, in place of the card's history entry: Back from it returns to the page with nothing open */}
            {hasProjectPages && shown.page && <StoryLink to={shown.page} replace className="mt-4" />}
          </div>
        </div>
        {shown.details.length > 0 ? (
          <ul
            {...shown.langs?.details}
            className="mt-6 list-disc space-y-2 ps-5 leading-relaxed hyphens-auto wrap-anywhere marker:text-accent"
          >
            {shown.details.map((line, index) => (
              <li key={`${index}-${line}`}>{line}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 italic text-muted">{texts.detailsComingSoon}</p>
        )}
        {shown.technologies.length > 0 && (
          <>
            <h4 className="mt-8 text-sm font-semibold uppercase tracking-wider text-muted">{texts.technologiesUsed}</h4>
            <ChipList items={shown.technologies} label={texts.technologiesUsed} className="mt-3" />
          </>
        )}
      </div>
    </dialog>
  );
}
