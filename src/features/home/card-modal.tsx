import { AnimatePresence, domAnimation, LazyMotion, m, MotionConfig, useIsPresent } from 'framer-motion';
import type { CardItem } from './card-item';
import { CardDialog, type CardDialogProps, type DialogFrame } from './card-dialog';

const animatedFrame: DialogFrame = {
  Overlay: (props) => (
    <m.div data-testid="modal-overlay" initial={{ opacity: 0 }} animate={{ opacity: 1 }} exit={{ opacity: 0 }} transition={{ duration: 0.2 }} {...props} />
  ),
  Panel: ({ labelledBy, ...props }) => (
    <m.div
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy}
      tabIndex={-1}
      initial={{ opacity: 0, scale: 0.96, y: 12 }}
      animate={{ opacity: 1, scale: 1, y: 0 }}
      exit={{ opacity: 0, scale: 0.96, y: 12 }}
      transition={{ duration: 0.2 }}
      {...props}
    />
  ),
};

/**
 * The card dialog with its enter and exit animation. This module (and framer-motion) loads only
 * when a visitor reaches for a card; when it cannot be loaded, card-section.tsx shows the same
 * dialog without the animation.
 */
export default function CardModalPresence({ item, ...props }: Omit<CardDialogProps, 'item'> & { item: CardItem | undefined }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <AnimatePresence>{item && <AnimatedCardDialog key={item.title + (item.period ?? '')} item={item} {...props} />}</AnimatePresence>
      </MotionConfig>
    </LazyMotion>
  );
}

function AnimatedCardDialog(props: CardDialogProps) {
  // released as soon as closing starts, not after the exit animation
  const present = useIsPresent();
  return <CardDialog {...props} present={present} frame={animatedFrame} />;
}
