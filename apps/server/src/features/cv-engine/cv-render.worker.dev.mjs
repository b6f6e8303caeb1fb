// The render worker in development and tests: Node 20 cannot load
// TypeScript, so piscina's worker loads this file, which loads
// cv-render.worker.ts through tsx. Production runs dist/cv-render.worker.js.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./cv-render.worker.ts', import.meta.url);
export default worker.default;
