// The import reader in development and tests: Node 20 cannot load
// TypeScript, so the pool's reader process runs this file, which loads
// import-reader.worker.ts through tsx. Production runs dist/import-reader.worker.js.
import { tsImport } from 'tsx/esm/api';

await tsImport('./import-reader.worker.ts', import.meta.url);
