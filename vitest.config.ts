import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defaultClientConditions } from 'vite';
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

// The browser code's test files that run apart from the others, each in a process of its own (Vitest's default pool):
// those that ask for Node rather than a page (`@vitest-environment node`: rendered as the prerender renders), and
// those that read V8's heap profile of the code they run (*.alloc.test.ts), as the browser's own engine runs it.
const OWN_PROCESS = readdirSync(join(import.meta.dirname, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => join('src', file))
  .filter(
    (file) =>
      file.endsWith('.alloc.test.ts') ||
      /@vitest-environment node\b/.test(readFileSync(join(import.meta.dirname, file), 'utf8')),
  );

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
          // Node resolves react-router-dom's "node" export to CommonJS that requires an ES module of react-router's,
          // which a VM context cannot do: its "module-sync" export is the ES module
          resolve: { conditions: ['module-sync', ...defaultClientConditions] },
          test: {
            name: 'browser code',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: OWN_PROCESS,
            environment: 'jsdom',
            setupFiles: ['tests/setup.ts'],
            // each file in a VM context of its own inside a worker that lives on, rather than a process of its own
            // that loads jsdom again: 58 s → 20 s for these 76 files on two cores
            pool: 'vmThreads',
          },
        },
        {
          extends: true,
          test: {
            name: 'browser code, a process per file',
            include: OWN_PROCESS,
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
