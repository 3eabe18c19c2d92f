import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { CardSection as SectionKey } from '@/state/selection-slice';
import { useAppStore } from '@/state/store';
import { Card } from './card';
import type { CardItem } from './card-item';
import { SectionHeading } from './section-heading';

const loadModal = () => import('./card-modal');
const CardModalPresence = lazy(loadModal);

interface CardSectionProps {
  id: SectionKey;
  heading: string;
  modalHeading: string;
  items: readonly CardItem[];
  /** How many leading cards load their image at once (those in the first screenful); the rest lazily. */
  eagerImages?: number;
}

export function CardSection({ id, heading, modalHeading, items, eagerImages = 0 }: CardSectionProps) {
  const selected = useAppStore((state) => state.selected[id]);
  const toggleCard = useAppStore((state) => state.toggleCard);
  const clearSelection = useAppStore((state) => state.clearSelection);
  const close = useCallback(() => clearSelection(id), [clearSelection, id]);
  const selectedItem = selected === null ? undefined : items[selected];
  const cardButtons = useRef<(HTMLButtonElement | null)[]>([]);
  // the modal's code loads on the first open (or earlier, when a card is hovered or focused) and then stays
  const [modalWanted, setModalWanted] = useState(false);
  if (selected !== null && !modalWanted) setModalWanted(true);

  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-20">
      <SectionHeading id={`${id}-heading`}>{heading}</SectionHeading>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
        {items.map((item, index) => (
          <li key={`${item.title}-${item.period ?? index}`} className="flex">
            <Card
              ref={(button) => {
                cardButtons.current[index] = button;
              }}
              item={item}
              eagerImage={index < eagerImages}
              open={selected === index}
              onToggle={() => toggleCard(id, index)}
              onIntent={loadModal}
            />
          </li>
        ))}
      </ul>
      {modalWanted && (
        <Suspense fallback={null}>
          <CardModalPresence
            heading={modalHeading}
            item={selectedItem}
            onClose={close}
            returnFocus={() => cardButtons.current[selected ?? -1]}
          />
        </Suspense>
      )}
    </section>
  );
}
