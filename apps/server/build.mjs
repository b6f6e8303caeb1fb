// Bundles the server (and its worker entries) with esbuild. @cv/shared is
// TypeScript source and gets inlined; npm dependencies stay external because
// several ship native binaries (argon2, sharp, typst, pglite's wasm).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {});

/** Every entry point lands at the top of dist/ so that src/paths.ts resolves the same way. */
export const entryPoints = [
  'src/server.ts',
  // The operators' key rotation command (docs/deploy.md).
  'src/rotate-secrets.ts',
  // The CV render worker is started by file name from dist/ (see cv-render-pool.ts).
  { in: 'src/features/cv-engine/cv-render.worker.ts', out: 'cv-render.worker' },
  // The import reader, likewise (see import-reader-pool.ts).
  { in: 'src/features/portability/import-reader.worker.ts', out: 'import-reader.worker' },
];

await build({
  entryPoints,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Real chunks for dynamic imports: without them esbuild hoists a lazily
  // imported module's npm imports to the entry's top, and every thread would
  // load pdf.js (whose polyfills replace JSON.stringify) and mammoth at start.
  // Chunks stay beside the entries: src/paths.ts resolves from its own file.
  splitting: true,
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    // Some CommonJS dependencies call require(); give the ESM bundle one.
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
