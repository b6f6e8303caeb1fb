/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import type { Reporter } from 'vitest/reporters';
import { readdirSync, readFileSync } from 'node:fs';

const testFiles = ['src/**/*.test.{ts,tsx}'];
const domSetup = './src/test/setup.ts';
/** Tests of what runs on the server (the first screens' render), without a DOM. */
const serverTestFiles = ['src/**/*.server.test.{ts,tsx}'];
const mockingFiles = readdirSync(new URL('./src', import.meta.url), { recursive: true })
  .map((file) => `src/${String(file)}`)
  .filter(
    (file) =>
      /\.test\.tsx?$/.test(file) &&
      readFileSync(new URL(file, import.meta.url), 'utf8').includes('vi.mock('),
  );

/**
 * `vite build --ssr` makes the server's render of the first screens
 * (src/first-screen/render.tsx) into dist/server: one file with every
 * dependency inside, since the production server installs none of the web
 * app's packages. Its asset addresses are the browser build's.
 */
const firstScreenBuild = {
  outDir: 'dist/server',
  copyPublicDir: false,
  sourcemap: false,
  rolldownOptions: { output: { entryFileNames: 'first-screen.js' } },
};

/**
 * The entry (src/main.tsx) only imports the app (src/app/start.tsx), so that
 * the app's code runs in a task of its own, after the browser could paint the
 * server's page. Its chunks are still requested with the page: index.html
 * preloads them, as it would the entry's own imports.
 */
function preloadApp(): Plugin {
  return {
    name: 'preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {});
        const start = chunks.find(
          (chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith('/src/app/start.tsx'),
        );
        if (!bundle || start?.type !== 'chunk') throw new Error('no chunk for src/app/start.tsx');
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (files.has(fileName) || chunk?.type !== 'chunk') return;
          files.add(fileName);
          chunk.imports.forEach(visit);
        };
        visit(start.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/ui/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** Names, after the run, every test that passed only on its retry: a flake to look into. */
const retriedTests: Reporter = {
  onTestCaseResult(testCase) {
    const diagnostic = testCase.diagnostic();
    if (testCase.result().state === 'passed' && diagnostic?.flaky) {
      console.log(
        `passed on retry ${diagnostic.retryCount}: ${testCase.module.moduleId} > ${testCase.fullName}`,
      );
    }
  },
};

// The server serves the built SPA under /ui and the API under /api on the same
// origin; the dev server mirrors that by proxying /api to the local backend.
export default defineConfig(({ isSsrBuild }) => ({
  base: '/ui/',
  plugins: [react(), ...(isSsrBuild ? [] : [preloadApp()])],
  resolve: {
    // zod without eval under the CSP: see src/zod.ts (it imports 'zod/v4', which is not matched).
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/zod.ts', import.meta.url)) },
    ],
  },
  server: {
    proxy: {
      '/api': {
        target: 'http://localhost:8080',
        changeOrigin: false,
        // The API accepts writes only from its public origin (PUBLIC_URL, by
        // default http://localhost:8080); this dev server's own pages stand in for it.
        configure: (proxy) =>
          proxy.on('proxyReq', (proxyReq, req) => {
            if (req.headers.origin === `http://${req.headers.host}`) {
              proxyReq.setHeader('origin', 'http://localhost:8080');
            }
          }),
      },
    },
  },
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each page needs (bench/bundle reads it).
    manifest: true,
    ...(isSsrBuild ? firstScreenBuild : {}),
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: isSsrBuild
        ? firstScreenBuild.rolldownOptions.output
        : {
            // zod in a chunk of its own: left to the bundler, the shared constants (which
            // every page needs) landed in zod's chunk, so the first page loaded and ran
            // all of zod without validating anything.
            advancedChunks: {
              groups: [
                { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]zod\.ts$/ },
              ],
            },
          },
      treeshake: {
        // @cv/shared is plain declarations (schemas, constants, messages), but
        // top-level zod calls look like side effects to the bundler, so any
        // import from it would drag every schema and zod into the first
        // chunk. Declaring it side-effect free keeps only what is used.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]shared[\\/]/.test(id),
      },
    },
  },
  test: {
    environment: 'jsdom',
    css: false,
    restoreMocks: true,
    // CI runs this suite beside the browser suite on two cores, where a test
    // takes about four times as long as alone: the undo tests that save more
    // than 50 times take 6 s alone and timed out at 15 s there.
    testTimeout: 60_000,
    // As the browser suite: in CI a test that fails gets one more try, and the
    // report marks it "(retry x1)". Beside two other suites a wait sometimes
    // runs out where it never does on a quiet machine; a real fault fails twice.
    retry: process.env.CI ? 1 : 0,
    // React's development build allocates in bulk: a larger young generation (16 MB by
    // default) collects less often (the suite 160-167 -> 156-157 CPU-seconds).
    execArgv: ['--max-semi-space-size=64'],
    reporters: ['default', retriedTests],
    projects: [
      // The files of a worker share one module graph: importing MUI and the
      // app costs seconds per file, while each test renders its own tree with
      // its own query client, and the setup file resets the DOM, MSW and
      // storage after each. A file that replaces a module (vi.mock) needs a
      // graph of its own.
      {
        extends: true,
        test: {
          name: 'web',
          include: testFiles,
          exclude: [...mockingFiles, ...serverTestFiles],
          setupFiles: [domSetup],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'web-mocks', include: mockingFiles, setupFiles: [domSetup] } },
      {
        extends: true,
        test: {
          name: 'web-server',
          include: serverTestFiles,
          environment: 'node',
        },
      },
    ],
  },
}));
