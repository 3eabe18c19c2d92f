import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';

export type CardSectionId = 'experience' | 'research' | 'projects';

/** What the history entry that opening a card pushed carries in its state. */
interface OpenCardState {
  openCard: { section: CardSectionId; index: number };
}

function openCardOf(state: unknown): OpenCardState['openCard'] | null {
  const card = (state as Partial<OpenCardState> | null)?.openCard;
  return card && typeof card.section === 'string' && Number.isInteger(card.index) ? card : null;
}

/**
 * The open card lives in one place, the history: opening a card pushes an entry for the same URL
 * whose state names it, and the card is open while that entry is the current one, reached by that
 * push. So Back (the gesture many phone users try first to close a dialog) closes it and stays on
 * the page, and closing it any other way (×, Escape, a press outside) takes the step back. An entry
 * arrived at by Back, Forward or a reload (a POP) opens nothing, whatever its state still says, and
 * leaving the page leaves nothing open.
 */
export function useOpenCard(section: CardSectionId): {
  index: number | null;
  open: (index: number) => void;
  close: () => void;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const pushed = useNavigationType() === 'PUSH';
  const card = pushed ? openCardOf(location.state) : null;
  return {
    index: card?.section === section ? card.index : null,
    open: (index) => {
      if (card) return;
      const state: OpenCardState = { openCard: { section, index } };
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { state, preventScrollReset: true },
      );
    },
    close: () => {
      if (card) void navigate(-1);
    },
  };
}
