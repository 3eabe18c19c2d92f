import { afterAll, beforeAll, describe, test } from 'vitest';
import { missingBrowser } from '../../scripts/browsers.mjs';
import { behaviours, phraseBehaviours, postBehaviours } from './behaviour-list';
import { postMathBehaviours } from './post-math-behaviours';
import { postReadingBehaviours } from './post-reading-behaviours';
import { SIZES, type BrowserDriver } from './browser';
import { runBehaviour } from './run';
import { startTestServer, type TestServer } from './server';

/** The ports a run uses, from BROWSERS_PORT (default 4301): the site, its proxy, and the browser's own servers. */
export const basePort = Number(process.env.BROWSERS_PORT ?? 4301);

/**
 * Registers every shared behaviour at both sizes for one browser, in Vitest: one test per behaviour
 * and size, named "<browser> › <size> › <behaviour>". The build in dist/ (or BROWSERS_DIST) is served
 * by its own `vite preview` on `port`, behind the recording proxy on `port + 1`.
 */
export function browserSuite(
  browser: 'firefox' | 'webkit',
  port: number,
  start: (server: TestServer) => BrowserDriver,
): void {
  // a browser this machine lacks: one line naming what to install, then its tests are skipped; in CI
  // the run fails, since a green CI must have run every browser
  const missing = missingBrowser(browser);
  if (missing && process.env.CI) throw new Error(missing);
  if (missing) console.warn(`${missing}: its tests are skipped`);
  describe.skipIf(!!missing)(browser, () => {
    let server: TestServer;
    let driver: BrowserDriver;
    const notes = new Set<string>();

    beforeAll(async () => {
      server = await startTestServer({ port, outDir: process.env.BROWSERS_DIST ?? 'dist' });
      driver = start(server);
    });

    afterAll(async () => {
      await driver?.stop();
      await server?.stop();
      if (notes.size) console.log(`${browser}:\n  ${[...notes].join('\n  ')}`);
    });

    for (const size of SIZES) {
      describe(size.name, () => {
        for (const behaviour of [
          ...behaviours,
          ...postBehaviours,
          ...postMathBehaviours,
          ...postReadingBehaviours,
          ...phraseBehaviours,
        ]) {
          test(behaviour.name, async (context) => {
            /** Runs the behaviour on a new page; what the browser printed if its page process crashed meanwhile. */
            const attempt = async (): Promise<{ crash: string; error: unknown } | undefined> => {
              const page = await driver.open({ size, reducedMotion: behaviour.reducedMotion ?? false });
              server.takeProblems(); // what the browser did before this page opened is not this test's
              try {
                await runBehaviour(behaviour, {
                  page,
                  size,
                  skip: (reason) => context.skip(reason),
                  log: (line) => notes.add(line),
                  serverProblems: async () => server.takeProblems(),
                });
                return undefined;
              } catch (error) {
                const crash = page.pageProcessCrash?.();
                if (crash === undefined) throw error;
                return { crash, error };
              } finally {
                await page.close();
              }
            };
            const crashed = await attempt();
            if (crashed) {
              // the browser's own process died, and the test's failure is only its consequence (seen
              // with WebKitGTK 2.50 on software GL: a segfault in Mesa's swrast_dri.so, or a WebKit
              // assertion on a worker thread, about once in a hundred field tests). The behaviour runs
              // once more in a new browser, and the report says so; a second crash, or a failure with
              // no crash, fails the test.
              const line = `${browser}, ${size.name}: the page process crashed during "${behaviour.name}" (${crashed.crash}); the behaviour ran again in a new browser`;
              console.warn(line);
              notes.add(line);
              const again = await attempt();
              if (again) throw again.error;
            }
          });
        }
      });
    }
  });
}
