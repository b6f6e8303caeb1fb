import { parentPort, workerData } from 'node:worker_threads';
import { CV_DESIGN_IDS } from '@cv/shared';
import { createCvRenderer, type CvRenderRequest, type CvRenderResult } from './cv-render';
import { toTransferable, type TransferableCvError } from './cv-errors';
import { sampleCvData } from './cv-sample-profile';

/**
 * A render worker: one warm Typst compiler, one render at a time. Started by
 * CvRenderPool (from TypeScript source in development and tests, as
 * dist/cv-render.worker.js in production).
 */

export interface WorkerJob {
  id: number;
  request: CvRenderRequest;
}

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'done'; id: number; result: CvRenderResult }
  | { type: 'failed'; id: number; error: TransferableCvError };

const port = parentPort;
if (!port) throw new Error('cv-render.worker must run in a worker thread');

const options = (workerData ?? {}) as { templatesDir?: string; warmUp?: boolean };
const renderer = createCvRenderer(
  options.templatesDir ? { templatesDir: options.templatesDir } : {},
);

// Lay out every design once so that fonts and templates are parsed before
// the first user waits for them.
if (options.warmUp !== false) {
  for (const design of CV_DESIGN_IDS) {
    try {
      renderer.renderCv({ design, data: sampleCvData('en'), format: 'pdf' });
    } catch {
      // A broken design shows up in its own renders; the others still warm up.
    }
  }
}
port.postMessage({ type: 'ready' } satisfies WorkerReply);

port.on('message', ({ id, request }: WorkerJob) => {
  try {
    const result = renderer.renderCv(request);
    // The PDF's memory moves to the main thread instead of being copied.
    const transfer = result.format === 'pdf' ? [result.pdf.buffer as ArrayBuffer] : [];
    port.postMessage({ type: 'done', id, result } satisfies WorkerReply, transfer);
  } catch (error) {
    port.postMessage({ type: 'failed', id, error: toTransferable(error) } satisfies WorkerReply);
  }
});
