import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import { contextFromEnvironment } from './tooling/context/site-context.mjs';
import { viteConfig } from './tooling/vite-config.ts';
import { SHAPES } from './tests/support/shapes.mjs';

// The unit tests: the site's Vite config (its plugins and aliases) with the code of every feature kept
// (several languages, search: the tests render both kinds of site), plus what only the tests need,
// which the production build never reads.
const context = contextFromEnvironment(process.env, { everyFeature: true });
const site = await viteConfig(context, { command: 'serve' });
// the tests read the content under test as modules: "@/content/…" is its folder (before "@/…", the template's src/)
const aliases = site.resolve?.alias;
if (!Array.isArray(aliases)) throw new Error("the site's Vite config names its aliases as a list");
aliases.unshift({ find: /^@\/content(?=\/|$)/, replacement: context.contentDir });

export default defineConfig(() =>
  mergeConfig(site, {
    test: {
      // a time that says "hung", not "slow": above tests/setup.ts's wait for what a page loads lazily (a test's outcome
      // must not depend on how busy the machine is)
      testTimeout: 180_000,
      hookTimeout: 180_000,
      restoreMocks: true,
      // Vitest's default leaves one core to the rest of the machine: on two cores that is one worker, and
      // the suite took 110 s instead of 70 s with two
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // the shapes of content a test file may name (// @module-tag <shape>): an unknown one fails the run
      tags: Object.entries(SHAPES).map(([name, description]) => ({ name, description })),
      projects: [
        {
          extends: true,
          test: {
            name: 'browser code',
            include: ['src/**/*.test.{ts,tsx}'],
            environment: 'jsdom',
            setupFiles: ['tests/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'tooling',
            include: ['tooling/**/*.test.ts', 'scripts/**/*.test.ts', 'cli/**/*.test.ts'],
            environment: 'node',
          },
        },
      ],
    },
  }),
);
