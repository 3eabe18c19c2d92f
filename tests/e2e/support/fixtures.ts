// The browser tests' fixtures are the owner's check's (packages/check/support/fixtures.js): the same guard
// and visit for the template's own tests; the particle field's counters are the template's alone.
import type { Page } from '@playwright/test';
import { expect } from '../../../packages/check/support/fixtures.js';

export {
  expect,
  requestsReported,
  sizes,
  test,
  waitForParticles,
  withRenderer,
} from '../../../packages/check/support/fixtures.js';
export type { E2EOptions, Guard, Renderer } from '../../../packages/check/support/fixtures.js';

/**
 * Frames the particle field has drawn so far, read from wherever it runs (a worker answers after handling what the page
 * sent it before).
 */
export const fieldFrames = (page: Page) => page.evaluate(async () => (await window.__readParticles?.())?.frames ?? -1);

/**
 * Waits until the particle field has drawn a frame after everything the page told it so far (a theme switch, a
 * pause...).
 */
export async function fieldRedrawn(page: Page): Promise<void> {
  const drawn = await fieldFrames(page);
  await expect.poll(() => fieldFrames(page), { message: 'the particle field drew a frame' }).toBeGreaterThan(drawn);
}
