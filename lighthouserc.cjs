// Lighthouse CI settings for `npm run lighthouse` (scripts/lighthouse.mjs runs collect and assert
// once per form factor: the default mobile emulation, then `--settings.preset=desktop`).
// scripts/browsers.mjs' Chromium (scripts/lighthouse.mjs sets CHROME_PATH), headless (lhci adds --headless=new);
// reports stay in the git-ignored .lighthouseci/.
module.exports = {
  ci: {
    collect: {
      chromePath: process.env.CHROME_PATH,
      numberOfRuns: Number(process.env.LH_RUNS || 1),
      settings: {
        chromeFlags: '--no-sandbox --disable-background-networking --disable-component-update --no-first-run',
        // keep Lighthouse from fetching anything itself (no network here beyond the local server)
        disableFullPageScreenshot: false,
      },
    },
    assert: {
      // performance is a benchmark (printed, not asserted); these three must be perfect
      assertions: {
        'categories:accessibility': ['error', { minScore: 1, aggregationMethod: 'pessimistic' }],
        'categories:best-practices': ['error', { minScore: 1, aggregationMethod: 'pessimistic' }],
        'categories:seo': ['error', { minScore: 1, aggregationMethod: 'pessimistic' }],
      },
    },
  },
};
