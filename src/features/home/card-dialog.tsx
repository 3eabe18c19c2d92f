import { useId, useRef, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { FaXmark } from 'react-icons/fa6';
import { ChipList } from '@/shared/chip-list';
import { useFocusTrap } from '@/shared/use-focus-trap';
import { useOutsidePress } from '@/shared/use-outside-press';
import { useScrollLock } from '@/shared/use-scroll-lock';
import type { CardItem } from './card-item';
import { CardImage } from './card-image';

const MODAL_FALLBACK = 'Details coming soon...';

export interface CardDialogProps {
  heading: string;
  item: CardItem;
  onClose: () => void;
  /** Where focus goes back on close: the card that opened the dialog. */
  returnFocus: () => HTMLElement | null | undefined;
}

export interface FrameBoxProps {
  className: string;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** The overlay and the panel: plain boxes here, animated ones in card-modal.tsx. */
export interface DialogFrame {
  Overlay: (props: FrameBoxProps) => ReactNode;
  Panel: (props: FrameBoxProps & { labelledBy: string }) => ReactNode;
}

const plainFrame: DialogFrame = {
  Overlay: (props) => <div data-testid="modal-overlay" {...props} />,
  Panel: ({ labelledBy, ...props }) => <div role="dialog" aria-modal="true" aria-labelledby={labelledBy} tabIndex={-1} {...props} />,
};

interface Options {
  /** False while an exit animation plays: the dialog lets go of scroll, focus and presses at once. */
  present?: boolean;
  frame?: DialogFrame;
}

/**
 * A card's details in a centred dialog over an overlay. This file is in the page's first chunk, so
 * the details show even when the chunk with the animation (card-modal.tsx) cannot be loaded.
 */
export function CardDialog({ heading, item, onClose, returnFocus, present = true, frame = plainFrame }: CardDialogProps & Options) {
  const panel = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const { Overlay, Panel } = frame;

  useScrollLock(present);
  useFocusTrap(panel, present, { onEscape: onClose, returnFocus });
  // covers a click on the overlay and a press anywhere else outside the panel
  useOutsidePress([panel], onClose, { enabled: present, swallowClick: true });

  // portalled to <body> so it stacks above the sticky header whatever the section's stacking context
  return createPortal(
    <Overlay className="fixed inset-0 z-50 flex items-center justify-center bg-overlay p-4 print:hidden">
      <Panel
        ref={panel}
        labelledBy={headingId}
        className="dialog-panel relative flex w-full max-w-4xl flex-col overflow-hidden rounded-2xl border border-line bg-surface text-fg shadow-2xl"
      >
        <div className="flex items-center justify-between border-b border-line px-6 py-4">
          <h2 id={headingId} className="text-xl font-bold text-fg-strong">
            {heading}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="inline-flex size-10 items-center justify-center rounded-full text-2xl text-fg-strong hover:bg-chip"
          >
            <FaXmark aria-hidden="true" className="size-5" />
          </button>
        </div>
        {/* focusable, so a keyboard user can scroll details taller than the dialog (axe: scrollable-region-focusable) */}
        <div tabIndex={0} className="overflow-y-auto px-6 py-6 focus-visible:-outline-offset-3">
          <div className="flex flex-col gap-6 sm:flex-row">
            <CardImage item={item} className="h-40 w-full shrink-0 rounded-xl sm:w-64" />
            <div className="min-w-0">
              <h3 className="text-2xl font-semibold text-fg-strong wrap-anywhere">{item.title}</h3>
              {item.company && <p className="mt-1 text-muted wrap-anywhere">{item.company}</p>}
              {item.period && <p className="mt-1 text-sm font-medium text-accent">{item.period}</p>}
            </div>
          </div>
          {item.details.length > 0 ? (
            <ul className="mt-6 list-disc space-y-2 pl-5 leading-relaxed marker:text-accent">
              {item.details.map((line, index) => (
                <li key={`${index}-${line}`}>{line}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-6 italic text-muted">{MODAL_FALLBACK}</p>
          )}
          {item.technologies.length > 0 && (
            <>
              <h4 className="mt-8 text-sm font-semibold uppercase tracking-wider text-muted">Technologies Used</h4>
              <ChipList items={item.technologies} label="Technologies Used" className="mt-3" />
            </>
          )}
        </div>
      </Panel>
    </Overlay>,
    document.body,
  );
}
