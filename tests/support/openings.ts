/**
 * What a page did that a browser test must sometimes rule out: dialogs and popovers that opened
 * (however briefly), dialogs that closed, the page's own history calls (how a card opens and closes:
 * src/features/home/use-open-card.ts), and the release events dispatched (the state after which a
 * press can set off nothing more). One recorder for both runners: the Playwright specs install it as
 * the page's first script (`recordOpenings`, tests/e2e/support/site.ts), the cross-browser behaviours
 * when they start watching a press (tests/browsers/behaviours/).
 *
 * A test that says "nothing happened" waits for a state proving the chance has passed (the press's
 * mouseup or the gesture's touchend was dispatched, the page has handled the history step), then
 * asserts on this record, which holds an opening however briefly it lasted, and a call whose effect
 * has not shown yet.
 */
export interface Openings {
  /** Every dialog shown and every popover opened, even one that closed again at once (`dialog`, `ul#…`). */
  opened: string[];
  /** Every dialog closed, by the page or by the browser. */
  closed: string[];
  /**
   * The page's own calls that move in or add to the history (`pushState`, `go(-1)`...): how a card opens and closes.
   */
  history: string[];
  /**
   * How many of these events the page has dispatched (swallowed ones included: counted before any
   * listener of the page's). A gesture's touch and pointer events are dispatched in order, its
   * touchend last; a press's click, if it has one (a tap whose target changed under it has none), in
   * the same task as its mouseup.
   */
  dispatched: Record<(typeof DISPATCHED)[number], number>;
}

const DISPATCHED = ['touchend', 'mouseup', 'click'] as const;

/**
 * Runs in the page (it is sent as source text: it uses nothing from this module) and starts the
 * record in `window.__openings`, once per document: a second call leaves the running record alone.
 */
export function recordOpeningsInPage(): void {
  const w = window as unknown as { __openings?: Openings };
  if (w.__openings) return;
  const record: Openings = { opened: [], closed: [], history: [], dispatched: { touchend: 0, mouseup: 0, click: 0 } };
  w.__openings = record;
  const name = (element: Element) => `${element.localName}${element.id ? `#${element.id}` : ''}`;
  // a dialog gets its `open` attribute however it opens (show(), showModal(), the attribute itself)
  new MutationObserver((mutations) => {
    for (const { target, oldValue } of mutations) {
      if (target instanceof HTMLDialogElement) (oldValue === null ? record.opened : record.closed).push(name(target));
    }
  }).observe(document, { subtree: true, attributeFilter: ['open'], attributeOldValue: true });
  // a popover fires beforetoggle as it opens (popovertarget, showPopover())
  document.addEventListener(
    'beforetoggle',
    (event) => {
      const target = event.target as Element;
      if ((event as Event & { newState?: string }).newState === 'open' && target.hasAttribute('popover'))
        record.opened.push(name(target));
    },
    true,
  );
  for (const method of ['pushState', 'replaceState', 'go', 'back', 'forward'] as const) {
    const original = History.prototype[method] as (...args: unknown[]) => void;
    History.prototype[method] = function (this: History, ...args: unknown[]) {
      record.history.push(method === 'go' ? `go(${String(args[0])})` : method);
      return original.apply(this, args);
    };
  }
  for (const type of Object.keys(record.dispatched) as (keyof Openings['dispatched'])[])
    window.addEventListener(type, () => record.dispatched[type]++, true);
}

/** Runs in the page: the record `recordOpeningsInPage` keeps. */
export const readOpenings = (): Openings => (window as unknown as { __openings: Openings }).__openings;

/** What happened between `before` and `now`, two readings of the same page's record. */
export function openingsBetween(before: Openings, now: Openings): Openings {
  return {
    opened: now.opened.slice(before.opened.length),
    closed: now.closed.slice(before.closed.length),
    history: now.history.slice(before.history.length),
    dispatched: Object.fromEntries(
      DISPATCHED.map((type) => [type, now.dispatched[type] - before.dispatched[type]]),
    ) as Openings['dispatched'],
  };
}
