// The cross-browser tests' in-page probe. It runs before any of the site's own scripts: Playwright
// and the test proxy (server.ts, which puts it first in <head> as an external file the CSP allows)
// install it, and it records into sessionStorage, so what it saw survives reloads and navigations
// in the tab:
// - page errors, unhandled rejections, console.error calls, resources that failed to load;
// - CSP violations of the document (`securitypolicyviolation`);
// - at the first animation frame of every document (before its first paint), whether each
//   stylesheet of the page was already applied (a stylesheet still missing then is an unstyled
//   flash), and the theme the page had then (a saved light theme must be there from the start).
(() => {
  if (window.__browsersProbe) return;
  const KEY = '__browsers_probe';
  const empty = () => ({ problems: [], frames: [] });
  let memory = empty();
  const read = () => {
    try {
      const saved = sessionStorage.getItem(KEY);
      return saved ? JSON.parse(saved) : memory;
    } catch {
      return memory;
    }
  };
  const write = (state) => {
    try {
      sessionStorage.setItem(KEY, JSON.stringify(state));
    } catch {
      // storage full or off: the test reads the in-memory copy below
    }
    memory = state;
  };
  const where = () => `${location.pathname}${location.search}`;
  const add = (kind, text) => {
    const state = read();
    state.problems.push(`${kind} on ${where()}: ${text}`);
    write(state);
  };

  // WebKit once reported "ResizeObserver loop completed with undelivered notifications" on /, and no
  // run since has shown it again: the only ResizeObserver is the WebGL field's canvas's. What the window
  // and the field's layer and canvas measured at that moment, to find what changed size within the frame.
  const layoutAt = (message) => {
    if (!/ResizeObserver/.test(String(message))) return '';
    const box = (element) => {
      if (!element) return 'none';
      const { width, height } = element.getBoundingClientRect();
      const buffer = element instanceof HTMLCanvasElement ? ` buffer ${element.width}x${element.height}` : '';
      return `${width}x${height}${buffer} style ${element.style.width || '-'}x${element.style.height || '-'}`;
    };
    const root = document.documentElement;
    const viewport = window.visualViewport;
    return ` [at ${Math.round(performance.now())} ms: window ${innerWidth}x${innerHeight}, client ${root.clientWidth}x${root.clientHeight}, visual viewport ${viewport ? `${viewport.width}x${viewport.height}` : 'none'}, body overflow ${document.body ? getComputedStyle(document.body).overflow : 'none'}, layer ${box(document.querySelector('.particle-layer'))}, canvas ${box(document.querySelector('.particle-layer canvas'))}, renderer ${document.querySelector('.particle-layer')?.getAttribute('data-renderer') ?? 'none'}, ${document.visibilityState}]`;
  };

  // a load cut short because the visitor (the test) leaves the page is not the site's failure: WebKit
  // fires `error` on a <link rel=modulepreload> still loading when the next navigation starts
  let leaving = false;
  window.addEventListener('beforeunload', () => (leaving = true));
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('pageshow', () => (leaving = false));

  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target && target !== window && target.tagName) {
        if (leaving) return;
        add(
          'resource failed',
          `<${target.tagName.toLowerCase()}> ${target.currentSrc || target.src || target.href || ''}`,
        );
      } else {
        add('page error', `${event.message} (${event.filename}:${event.lineno})${layoutAt(event.message)}`);
      }
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason;
    add('unhandled rejection', String((reason && (reason.stack || reason.message)) || reason));
  });
  document.addEventListener('securitypolicyviolation', (event) => {
    add(
      'CSP violation',
      `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} (${event.sourceFile || ''}:${event.lineNumber})`,
    );
  });
  const consoleError = console.error;
  console.error = function (...args) {
    add('console error', args.map((arg) => (arg instanceof Error ? arg.stack || arg.message : String(arg))).join(' '));
    return consoleError.apply(this, args);
  };

  // rAF callbacks run before the frame is painted: what is applied now is what the first paint shows
  requestAnimationFrame(() => {
    const sheets = Array.from(document.querySelectorAll('link[rel~="stylesheet"]'), (link) => {
      let rules;
      try {
        rules = link.sheet ? link.sheet.cssRules.length : -1;
      } catch {
        rules = -2; // a sheet whose rules cannot be read (another origin)
      }
      return { href: link.href, rules };
    });
    const body = document.body;
    const style = body ? getComputedStyle(body) : null;
    const state = read();
    state.frames.push({
      path: where(),
      theme: document.documentElement.getAttribute('data-theme'),
      sheets,
      body: style ? { margin: style.marginTop, font: style.fontFamily } : null,
    });
    write(state);
  });

  window.__browsersProbe = {
    read,
    clear: () => write(empty()),
  };
})();
