// The stylesheets only a page needs (a post's or a project story's math, a notebook's outputs) are
// in the head of its prerendered page. Reached inside the app, the page waits for them before it
// shows, so its formulas are never drawn unstyled first; one that does not load (a network failure,
// a redeploy) leaves the page as the browser draws it without: MathML is still math.

const linked = (href: string) =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
    (link) => link.getAttribute('href') === href,
  );

/** Links each stylesheet the page does not link yet, and resolves once each has loaded or failed. */
export function loadStylesheets(hrefs: readonly string[]): Promise<void> {
  // the prerender runs the loaders too, where the head is written from the page's head instead
  if (typeof document === 'undefined') return Promise.resolve();
  const loads = hrefs
    .filter((href) => !linked(href))
    .map(
      (href) =>
        new Promise<void>((resolve) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          document.head.append(link);
        }),
    );
  return Promise.all(loads).then(() => undefined);
}
