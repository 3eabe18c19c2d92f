// Applies the visitor's saved choices before first paint: the theme, and whether the animated
// background plays (a saved choice, else paused under prefers-reduced-motion). An external file, not
// an inline script, so the Content-Security-Policy can forbid inline scripts. Keys shared with
// src/state/theme-document.ts and src/state/background-document.ts. Without JavaScript neither runs:
// the page stays dark and the background control stays hidden (there is no animation to pause).
{
  const root = document.documentElement;
  let saved = null;
  try {
    if (localStorage.getItem('theme') === 'light') root.dataset.theme = 'light';
    saved = localStorage.getItem('background');
  } catch {
    // storage blocked: the defaults
  }
  const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  root.dataset.background = saved === 'paused' || saved === 'playing' ? saved : reduce ? 'paused' : 'playing';
}
