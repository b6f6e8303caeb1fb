/**
 * What compare.ts and an engine runner (engine-runner.ts, one per git tree)
 * say to each other: one JSON message per line, commands on the runner's
 * stdin, replies on its stdout behind REPLY_PREFIX (anything else the engine
 * prints there is passed on as log).
 */

export const REPLY_PREFIX = '@@cv-bench@@ ';

export type EngineCommand =
  /** `renders` renders of one design, each timed alone, on the runner's warm renderer. */
  | { type: 'batch'; design: string; renders: number }
  /** `total` PDFs through the tree's worker pool, `concurrency` in flight, the designs in turn. */
  | { type: 'pool'; total: number; concurrency: number; designs: string[] }
  | { type: 'close' };

export type EngineReply =
  /** The runner has its renderer; the tree's designs. */
  | { type: 'ready'; designs: string[] }
  /** ms per render; pages and size of the last PDF. */
  | { type: 'batch'; samples: number[]; pages: number; bytes: number }
  | { type: 'pool'; seconds: number; workers: number }
  | { type: 'error'; message: string };
