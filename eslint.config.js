import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // tests/fixtures/old-content: owners' files in the shapes of older releases, kept as they were; vendor/: libraries
  // bundled as their authors wrote them (scripts/vendor.mjs)
  {
    ignores: [
      'dist',
      'dist-*',
      'coverage',
      'test-results',
      'playwright-report',
      'screenshots',
      '.lighthouseci',
      'tests/fixtures/old-content',
      'vendor',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    languageOptions: { ecmaVersion: 2023, globals: globals.node },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // the globals follow the three programs of tsconfig.json: Node's by default (tsconfig.node.json),
    // the DOM's for what ships to the browser (tsconfig.app.json), both for the tests (tsconfig.test.json)
    files: ['src/**', 'public/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    // the browser tests drive pages from Node and run functions inside them
    files: [
      '**/*.test.{ts,tsx}',
      'tests/**',
      'bench/**',
      'playwright*.config.ts',
      'scripts/screenshots.mjs',
      'packages/check/**',
    ],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // one-way imports: a feature uses content, state, shared and particles, never another feature
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/**', '@/app/**', '../**'],
              message: 'A feature imports only from @/content, @/state, @/shared, @/ui, @/particles or its own folder.',
            },
          ],
        },
      ],
    },
  },
  {
    // the particle core (simulation, engine, config) runs on the page and in a worker: no DOM
    // framework, no renderer, no host
    files: ['src/particles/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                'three',
                '@react-three/*',
                '../host/**',
                '../render/**',
                '../dev/**',
                '@/state/store',
              ],
              message: 'particles/core has no DOM, React, three.js or host code.',
            },
          ],
        },
      ],
    },
  },
  {
    // src/shared/ is the contract between the build and the browser: DOM-free modules that tooling/ may
    // import. What needs React, the router, the built site's virtual modules or its content is the
    // app's, in src/ui/ (the pages' shared components and hooks) or a feature.
    files: ['src/shared/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.d.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom', 'virtual:*'],
              message:
                'src/shared/ is DOM-free and read by the build: React and the virtual modules belong in src/ui/.',
            },
            {
              group: [
                '@/ui/**',
                '@/app/**',
                '@/features/**',
                '@/state/**',
                '@/particles/**',
                '@/content/**',
                '@/server/**',
              ],
              message:
                "src/shared/ imports only src/shared/: the app's own modules are src/ui/, the content is read by the build.",
            },
          ],
        },
      ],
    },
  },
  {
    // tooling/ runs in Node when the site is built: what ships to the browser imports its types only
    // (entry-server.tsx is the server bundle that prerenders the pages: it runs in Node too)
    files: ['src/**'],
    ignores: ['src/entry-server.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/tooling/**', 'node:*'],
              allowTypeImports: true,
              message: 'Browser code imports nothing from tooling/ or Node (build-time code, run in Node) but types.',
            },
          ],
        },
      ],
    },
  },
  {
    // tooling/ reads the disk and plugs into the bundler: no React and no app code. What both sides
    // need lives in src/shared/ (DOM-free); app code that runs at build time lives in src/server/,
    // and tooling imports it by its path (tooling/typescript/import-typescript.ts), its types only
    // statically. The owner's content folder is read by the site model alone (tooling/model/).
    files: ['tooling/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom'],
              allowTypeImports: true,
              message:
                'tooling/ renders nothing with React: that is src/server/, imported by its path (importTypeScript).',
            },
            {
              group: [
                '**/src/app/**',
                '**/src/features/**',
                '**/src/particles/**',
                '**/src/state/**',
                '**/src/content/**',
                '**/src/server/**',
                '**/src/entry-server*',
                '@/app/**',
                '@/features/**',
                '@/particles/**',
                '@/state/**',
                '@/content/**',
                '@/server/**',
                '@/entry-server',
              ],
              allowTypeImports: true,
              message:
                "tooling/ imports src/shared/ only; app code runs through importTypeScript (src/server/), the content is the site model's (tooling/model/).",
            },
          ],
        },
      ],
    },
  },
  {
    // wawoff2 (inside subset-font too) overwrites its last result when called again: its calls wait their
    // turn in tooling/typeset/woff2.ts
    files: ['tooling/**/*.ts'],
    ignores: ['tooling/typeset/woff2.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'subset-font', message: 'Cut fonts with cutFont (tooling/typeset/woff2.ts).' },
            { name: 'wawoff2', message: 'Unpack WOFF2 with unpackWoff2 (tooling/typeset/woff2.ts).' },
          ],
        },
      ],
    },
  },
  {
    // tests drive the whole app (through its routes) and may assert what they just checked exists
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: { 'no-restricted-imports': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
