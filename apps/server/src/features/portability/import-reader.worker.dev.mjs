// The import reader in development and tests: Node 20 cannot load
// TypeScript, so piscina's worker loads this file, which loads
// import-reader.worker.ts through tsx. Production runs dist/import-reader.worker.js.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./import-reader.worker.ts', import.meta.url);
export default worker.default;
