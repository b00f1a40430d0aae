import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { keepListKit, popperOnDemand } from './src/tools/build/bundlePlugins';

// One config for the console build and the three test projects (unit, server, e2e).
export default defineConfig({
  root: '.',
  publicDir: false,
  esbuild: { jsx: 'automatic' },
  plugins: [keepListKit(), popperOnDemand()],
  resolve: {
    alias: [
      // react-router's package points bundlers at its development build (runtime warnings and checks); the
      // production build beside it is the same code without them.
      {
        find: /^react-router$/,
        replacement: path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs'),
      },
      {
        find: /^react-router\/dom$/,
        replacement: path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
      },
      // react-admin's default CSV exporter loads on first use, not with every list page (docs/architecture/console.md "What a page loads").
      {
        find: /^jsonexport\/dist\/index\.js$/,
        replacement: path.resolve(import.meta.dirname, 'src/console/export/lazyJsonExport.ts'),
      },
    ],
  },
  build: {
    // CONSOLE_OUT_DIR lets parallel work trees build without replacing each other's bundle mid-test.
    outDir: process.env.CONSOLE_OUT_DIR ?? 'dist/console',
    emptyOutDir: true,
    target: 'es2022',
    // Terser's two compress passes make the signed-in list page's JavaScript about 4 % smaller than esbuild's
    // minifier (gzip, `npm run bench:console`), for some 15 s more build time.
    minify: 'terser',
    terserOptions: { module: true, compress: { passes: 2 }, format: { comments: false } },
    chunkSizeWarningLimit: 4000,
    rollupOptions: {
      // MUI and react-query mark modules "use client" for server components; meaningless in a client bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'resources/**/*.test.{ts,tsx}', 'schemas/**/*.test.ts'],
          // Most unit tests need no DOM; a file that does says so in its first line (`// @vitest-environment jsdom`).
          // jsdom for every file cost 163 s of set-up summed over the 98 files on the 2-core machine.
          environment: 'node',
          // Rendering MUI forms in jsdom takes a few seconds per test when both cores are busy (two workers).
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/support/globalSetup.ts'],
          environment: 'node',
          // `npm run test:server` runs it with --no-isolate (isolation is a setting of the whole run, not of a project):
          // a worker's files share its modules, as importing the server and compiling its schemas once per file cost
          // half the suite's time. Each file still starts from the worker's first environment (freshEnvironment.ts).
          setupFiles: ['tests/server/support/freshEnvironment.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/globalSetup.ts'],
          setupFiles: ['tests/e2e/support/reportFailures.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // In CI a Chromium test that fails gets one more try (its hooks run again): two tests have failed there
          // about once in four runs while passing in every run on a working machine. A test that fails twice
          // still fails the run; locally nothing is retried, so a flaky test shows itself.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
