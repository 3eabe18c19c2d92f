import { useRef } from 'react';
import OwnerProjectCard from 'virtual:slot/project-card';
import { cardAnchor } from '@/shared/home-anchors';
import { lazyChunk } from '@/ui/lazy-chunk';
import { Slot } from '@/ui/slot';
import { useLazyChunk } from '@/ui/use-lazy-chunk';
import { Card } from './card';
import { CardDialog } from './card-dialog';
import type { CardItem } from './card-item';
import { SectionHeading } from './section-heading';
import { useOpenCard, type CardSectionId } from './use-open-card';

// the dialog's animation: fetched when a card is hovered, focused or opened, and again on the next
// opening when that failed (a redeploy removed the file, the connection dropped)
const motionChunk = lazyChunk(() => import('./card-motion'));
const prefetchMotion = () => void motionChunk.load();

interface CardSectionProps {
  id: CardSectionId;
  heading: string;
  modalHeading: string;
  items: readonly CardItem[];
  /** How many leading cards load their image at once (those in the first screenful); the rest lazily. */
  eagerImages?: number;
}

export function CardSection({ id, heading, modalHeading, items, eagerImages = 0 }: CardSectionProps) {
  const card = useOpenCard(id);
  const openItem = card.index === null ? undefined : items[card.index];
  const cardButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const motion = useLazyChunk(motionChunk, openItem !== undefined);

  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-20">
      <SectionHeading id={`${id}-heading`}>{heading}</SectionHeading>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 print:block print:space-y-4">
        {items.map((item, index) => (
          <li
            key={`${index}-${item.title}`}
            // a search result leads to the card (on a site with search; a site without gets no byte of it)
            {...(__SEARCH__ && { id: cardAnchor(id, index) })}
            className={__SEARCH__ ? 'flex scroll-mt-20' : 'flex'}
          >
            {/* a project's card in the owner's project-card slot (content/slots/); a site without slots builds the card
                alone, as it always was */}
            {__SLOTS__ && id === 'projects' ? (
              <Slot owner={OwnerProjectCard} props={{ project: { index, title: item.title } }}>
                <Card
                  ref={(button) => {
                    cardButtons.current[index] = button;
                  }}
                  item={item}
                  eagerImage={index < eagerImages}
                  open={card.index === index}
                  onOpen={() => card.open(index)}
                  onIntent={prefetchMotion}
                />
              </Slot>
            ) : (
              <Card
                ref={(button) => {
                  cardButtons.current[index] = button;
                }}
                item={item}
                eagerImage={index < eagerImages}
                open={card.index === index}
                onOpen={() => card.open(index)}
                onIntent={prefetchMotion}
              />
            )}
          </li>
        ))}
      </ul>
      {/* opens at once, animated when the animation's chunk is there (a card reached for has fetched it) */}
      <CardDialog
        heading={modalHeading}
        item={openItem}
        onClose={card.close}
        returnFocus={() => cardButtons.current[card.index ?? -1]}
        motion={motion.status === 'loaded' ? motion.module.motion : undefined}
      />
    </section>
  );
}
