// Applies the visitor's saved theme before first paint. An external file, not an inline script,
// so the Content-Security-Policy can forbid inline scripts. Key shared with src/state/theme-document.ts.
try {
  if (localStorage.getItem('theme') === 'light') document.documentElement.dataset.theme = 'light';
} catch {
  // storage blocked: keep the default dark theme
}
