import { strict as assert } from 'node:assert';
import { eventually, framesDrawn, pageFrames, waitFor, waitForField } from '../actions';
import type { Behaviour } from '../behaviour';
import { forEachField } from './field-state';

/** The particle field in a hidden tab: it stops, and resumes when shown. */
export const fieldHiddenTab: Behaviour = {
  name: 'particle field: stops drawing while the tab is hidden and resumes when it is shown',
  async run(context) {
    const { page } = context;
    const tab = page.tabVisibility;
    if (!tab) return context.skip(`${page.browser}'s driver cannot hide a tab`);
    context.note(`hidden tab: ${tab.how}`);
    await forEachField(context, async (query) => {
      await waitFor(
        page,
        async () =>
          ((await (window as unknown as { __readParticles?: () => Promise<{ frames: number }> }).__readParticles?.())
            ?.frames ?? 0) > 5,
        null,
        {
          message: 'the field to draw frames',
        },
      );
      await tab.hide();
      // the field has taken the hidden page in: its loop has stopped (its own counters say so; a
      // worker answers after the page's message that it is hidden), so no frame it asked for can still land
      const hidden = await waitFor(
        page,
        async () => {
          if (document.visibilityState !== 'hidden') return null;
          const stats = await (
            window as unknown as {
              __readParticles: () => Promise<{ frames: number; steps: number; animating: boolean; targetFps: number }>;
            }
          ).__readParticles();
          return !stats.animating && stats.targetFps === 0 ? { frames: stats.frames, steps: stats.steps } : null;
        },
        null,
        { message: 'the page to be hidden and the field to stop its loop (animating false, 0 fps, in its counters)' },
      );
      // where the page still runs its frames while hidden (a simulated hiding), a field that drew on
      // would draw a frame every 4 of these
      if (tab.framesRun) await pageFrames(page, 30);
      // what the field has drawn when the page is shown again, read as the page hears of it, before
      // the field does (the window's capturing listener runs before the app's, on the document)
      await page.evaluate(() => {
        const w = window as unknown as {
          __browsersShown?: { frames: number; steps: number } | null;
          __readParticles: () => Promise<{ frames: number; steps: number }>;
        };
        w.__browsersShown = null;
        const onShow = () => {
          if (document.visibilityState !== 'visible') return;
          window.removeEventListener('visibilitychange', onShow, true);
          void w.__readParticles().then(({ frames, steps }) => (w.__browsersShown = { frames, steps }));
        };
        window.addEventListener('visibilitychange', onShow, true);
      }, null);
      await tab.show();
      const atShow = await waitFor(
        page,
        () => (window as unknown as { __browsersShown: { frames: number; steps: number } | null }).__browsersShown,
        null,
        {
          message: "the field's counters as the page was shown again",
        },
      );
      assert.deepEqual(atShow, hidden, `${query}: no frame drawn and no step taken while hidden`);
      await eventually(async () => assert.ok((await framesDrawn(page))!.frames > hidden.frames + 5, 'drawing resumes'));
      await waitForField(page);
    });
  },
};
