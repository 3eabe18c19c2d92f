import { AnimatePresence } from 'framer-motion';
import { useCallback, useRef } from 'react';
import type { CardSection as SectionKey } from '@/state/selection-slice';
import { useAppStore } from '@/state/store';
import { Card } from './card';
import type { CardItem } from './card-item';
import { CardModal } from './card-modal';
import { SectionHeading } from './section-heading';

interface CardSectionProps {
  id: SectionKey;
  heading: string;
  modalHeading: string;
  items: readonly CardItem[];
}

export function CardSection({ id, heading, modalHeading, items }: CardSectionProps) {
  const selected = useAppStore((state) => state.selected[id]);
  const toggleCard = useAppStore((state) => state.toggleCard);
  const clearSelection = useAppStore((state) => state.clearSelection);
  const close = useCallback(() => clearSelection(id), [clearSelection, id]);
  const selectedItem = selected === null ? undefined : items[selected];
  const cardButtons = useRef<(HTMLButtonElement | null)[]>([]);

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
              open={selected === index}
              onToggle={() => toggleCard(id, index)}
            />
          </li>
        ))}
      </ul>
      <AnimatePresence>
        {selectedItem && (
          <CardModal
            key={selected}
            heading={modalHeading}
            item={selectedItem}
            onClose={close}
            returnFocus={() => cardButtons.current[selected ?? -1]}
          />
        )}
      </AnimatePresence>
    </section>
  );
}
