import { strict as assert } from 'node:assert';
import { eventually, lookAtField, waitFor } from '../actions';
import type { Behaviour } from '../behaviour';
import { fieldState, expectedCount, countedField, rebuilds, assertDrawnAndMoving, forEachField } from './field-state';

/** The particle field rebuilt for a resized window, once the resizing has stopped. */
export const fieldResize: Behaviour = {
  name: 'particle field: a resize rebuilds it for the new window, 150 ms after the last resize event (a desktop window made smaller; a phone turned sideways)',
  async run(context) {
    const { page, size } = context;
    await forEachField(context, async (query) => {
      const before = await countedField(page);
      const builds = await rebuilds(page);
      // record every resize event and every change of data-particles, with their times, through a
      // storm of resize events (one every 40 ms for 1.2 s) during which the window really resizes
      await page.evaluate(() => {
        const log = {
          resizes: [] as number[],
          changes: [] as { at: number; count: string | null }[],
          stormDone: false,
          // the field's rebuild count as the last resize event arrived (the rebuild that event asks for comes 150 ms
          // later)
          atLastResize: null as { resizes: number; rebuilds: number } | null,
        };
        (window as unknown as { __resizeLog: typeof log }).__resizeLog = log;
        const read = (window as unknown as { __readParticles: () => Promise<{ rebuilds: number }> }).__readParticles;
        window.addEventListener('resize', () => {
          log.resizes.push(performance.now());
          const resizes = log.resizes.length;
          // after the field's own listener: a worker answers after the messages the page sent it before
          void read().then(({ rebuilds }) => {
            if (resizes === log.resizes.length) log.atLastResize = { resizes, rebuilds };
          });
        });
        const layer = document.querySelector('.particle-layer')!;
        new MutationObserver(() =>
          log.changes.push({ at: performance.now(), count: layer.getAttribute('data-particles') }),
        ).observe(layer, {
          attributes: true,
          attributeFilter: ['data-particles'],
        });
        const started = performance.now();
        const storm = window.setInterval(() => {
          window.dispatchEvent(new Event('resize'));
          if (performance.now() - started > 1200) {
            window.clearInterval(storm);
            log.stormDone = true;
          }
        }, 40);
      }, null);
      const steps = size.phone
        ? [{ width: size.height, height: size.width }]
        : [
            { width: 1000, height: 700 },
            { width: 760, height: 600 },
          ];
      for (const step of steps) await page.setViewport(step.width, step.height);
      const next = steps.at(-1)!;
      await waitFor(
        page,
        () => (window as unknown as { __resizeLog: { stormDone: boolean } }).__resizeLog.stormDone,
        null,
        { message: 'the resize storm to end' },
      );
      await eventually(async () => {
        const after = await fieldState(page);
        assert.deepEqual([after.width, after.height], [next.width, next.height], 'the window has its new size');
        assert.equal(
          after.particles,
          expectedCount(after.width, after.height),
          `data-particles for a ${after.width}x${after.height} window`,
        );
      });
      // the field has rebuilt since the last resize event: no rebuild is still to come
      await waitFor(
        page,
        async () => {
          const log = (
            window as unknown as {
              __resizeLog: {
                resizes: number[];
                stormDone: boolean;
                atLastResize: { resizes: number; rebuilds: number } | null;
              };
            }
          ).__resizeLog;
          const last = log.atLastResize;
          if (!log.stormDone || !last || last.resizes !== log.resizes.length) return false;
          const { rebuilds } = await (
            window as unknown as { __readParticles: () => Promise<{ rebuilds: number }> }
          ).__readParticles();
          return last.resizes === log.resizes.length && rebuilds > last.rebuilds;
        },
        null,
        { message: 'the field to rebuild after the last resize event' },
      );
      const log = await page.evaluate(
        () =>
          (window as unknown as { __resizeLog: { resizes: number[]; changes: { at: number; count: string | null }[] } })
            .__resizeLog,
        null,
      );
      // the rule: no rebuild within 150 ms of a resize event, and no more rebuilds than quiet spells
      for (const change of log.changes) {
        const lastResize = Math.max(...log.resizes.filter((at) => at <= change.at));
        assert.ok(
          change.at - lastResize >= 149,
          `a rebuild ${Math.round(change.at - lastResize)} ms after the last resize event`,
        );
      }
      const quietSpells = log.resizes.slice(1).filter((at, index) => at - log.resizes[index]! >= 149).length + 1;
      assert.ok(log.changes.length <= quietSpells, `${log.changes.length} rebuilds for ${quietSpells} quiet spells`);
      const after = await fieldState(page);
      const rebuilt = (await rebuilds(page)) - builds;
      assert.ok(rebuilt >= 1 && rebuilt <= quietSpells, `${rebuilt} rebuilds for ${quietSpells} quiet spells`);
      if (after.particles !== before.particles) {
        assert.ok(log.changes.length >= 1, 'data-particles changed');
        assert.equal(log.changes.at(-1)?.count, after.particles, 'the last change is the new count');
      }
      // the canvas follows the layer, at the pixel ratio capped at 2 (a worker's canvas takes its size when it has
      // drawn)
      const ratio = Math.min(after.pixelRatio, 2);
      await eventually(async () =>
        assert.deepEqual(
          (await fieldState(page)).canvas,
          [Math.round(after.layer[0]! * ratio), Math.round(after.layer[1]! * ratio)],
          'the canvas has the layer’s size in device pixels',
        ),
      );
      assertDrawnAndMoving(await lookAtField(page), Number(after.particles));
      await page.setViewport(size.width, size.height);
      await eventually(async () =>
        assert.equal(
          (await fieldState(page)).particles,
          before.particles,
          `${query}: the count for the window restored`,
        ),
      );
    });
  },
};
