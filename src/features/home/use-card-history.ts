import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Marks the history entry that opening a card pushed (React Router keeps it in `location.state`). */
const OPEN_CARD = 'openCard';

const isOpenCardEntry = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>)[OPEN_CARD] === true;

/**
 * An open card is a step in the history: opening it pushes an entry for the same URL, so Back (the
 * gesture many phone users try first to close a dialog) closes it and stays on the page, and
 * closing it any other way (×, Escape, a press outside) takes that entry back. Nothing opens by
 * itself: arriving at any entry (Back, Forward, a link) clears the selection unless it is the
 * entry the opening just pushed, and so does leaving the page.
 */
export function useCardHistory(clearSelection: () => void): { opened: () => void; closed: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const inOpenCardEntry = isOpenCardEntry(location.state);

  useEffect(() => {
    if (!inOpenCardEntry) clearSelection();
  }, [location.key, inOpenCardEntry, clearSelection]);
  useEffect(() => clearSelection, [clearSelection]);

  return {
    opened: () => {
      if (!inOpenCardEntry) void navigate(location, { state: { [OPEN_CARD]: true }, preventScrollReset: true });
    },
    closed: () => {
      if (inOpenCardEntry) void navigate(-1);
    },
  };
}
