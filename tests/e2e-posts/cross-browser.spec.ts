import { chromiumPage } from '../browsers/chromium';
import { SIZES } from '../browsers/browser';
import { postMathBehaviours } from '../browsers/post-math-behaviours';
import { runBehaviour } from '../browsers/run';
import { sizes, test } from '../e2e/support/fixtures';

/**
 * The cross-browser behaviours of math and notebooks (tests/browsers/post-math-behaviours.ts) in
 * Chromium, on the build of the fixture posts: the same test bodies Firefox and WebKit run under
 * Vitest (`npm run test:browsers` with BROWSERS_DIST=dist-posts).
 */
test.describe.configure({ mode: 'parallel' });

for (const size of SIZES) {
  const playwrightSize = sizes.find((candidate) => candidate.name === size.name);
  if (!playwrightSize) throw new Error(`no Playwright size named ${size.name}`);

  test.describe(`every browser, ${size.name}`, () => {
    test.use(playwrightSize.use);

    for (const behaviour of postMathBehaviours) {
      test(behaviour.name, async ({ page, baseURL }) => {
        await runBehaviour(behaviour, {
          page: await chromiumPage(page, baseURL!, { touch: size.phone }),
          size,
          skip: (reason) => test.skip(true, reason),
          log: (line) => console.log(line),
          serverProblems: async () => [], // Playwright's own server has no report endpoint; its fixtures watch the requests
        });
      });
    }
  });
}
