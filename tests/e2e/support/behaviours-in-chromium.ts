import type { Behaviour } from '../../browsers/behaviour';
import { SIZES } from '../../browsers/browser';
import { chromiumPage } from '../../browsers/chromium';
import { runBehaviour } from '../../browsers/run';
import { sizes, test } from './fixtures';

/**
 * Registers the cross-browser behaviours in Chromium, through Playwright: the same test bodies that
 * Firefox and WebKit run under Vitest (tests/browsers/), one test per behaviour at each size.
 */
export function behavioursInChromium(behaviours: readonly Behaviour[]): void {
  test.describe.configure({ mode: 'parallel' });

  for (const size of SIZES) {
    const playwrightSize = sizes.find((candidate) => candidate.name === size.name);
    if (!playwrightSize) throw new Error(`no Playwright size named ${size.name}`);

    test.describe(`every browser, ${size.name}`, () => {
      test.use(playwrightSize.use);

      for (const behaviour of behaviours) {
        test(behaviour.name, async ({ page, baseURL }) => {
          test.slow(); // several routes, or the field looked at in pictures, in one test
          if (behaviour.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
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
}
