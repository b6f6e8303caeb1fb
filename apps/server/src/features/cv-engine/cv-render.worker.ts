import { parentPort, threadId, workerData } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { CV_DESIGN_IDS } from '@cv/shared';
import {
  createCvRenderer,
  type CvLetterRequest,
  type CvLetterResult,
  type CvPictureRequest,
  type CvRenderRequest,
  type CvRenderResult,
} from './cv-render';
import { toTransferable, type TransferableCvError } from './cv-errors';
import { sampleCvData } from './cv-sample-profile';

/**
 * A render worker of CvRenderPool's piscina pool: one warm Typst compiler,
 * one render at a time. Loaded from TypeScript source in development and
 * tests (through cv-render.worker.dev.mjs), as dist/cv-render.worker.js in
 * production.
 */

/** A CV, a picture from another template (the link preview), or a cover letter. */
export type WorkerJob =
  | { id: number; request: CvRenderRequest; picture?: undefined; letter?: undefined }
  | { id: number; picture: CvPictureRequest; request?: undefined; letter?: undefined }
  | { id: number; letter: CvLetterRequest; request?: undefined; picture?: undefined };

/** A failure is returned, not thrown: a thrown error would lose its code crossing threads. */
export type WorkerReply =
  | { type: 'done'; result: CvRenderResult }
  | { type: 'picture'; svg: string }
  | { type: 'letter'; result: CvLetterResult }
  | { type: 'failed'; error: TransferableCvError };

/** Told to the pool beside the replies: warm-up is over; a render starts (its time limit runs from here). */
export type WorkerEvent = { type: 'warm'; threadId: number } | { type: 'started'; id: number };

const port = parentPort;
if (!port) throw new Error('cv-render.worker must run in a worker thread');
const tell = (event: WorkerEvent) => port.postMessage(event);

const options = (workerData ?? {}) as { templatesDir?: string; warmUp?: boolean };
// The pool runs its workers without piscina's atomics wait: a worker's event
// loop turns after each answer, and runs the cache's eviction then.
const renderer = createCvRenderer({
  ...(options.templatesDir ? { templatesDir: options.templatesDir } : {}),
  scheduleEviction: (evict) => setImmediate(evict),
});

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
tell({ type: 'warm', threadId });

export default function renderInWorker(job: WorkerJob) {
  const { id, request } = job;
  tell({ type: 'started', id });
  try {
    if (job.letter) {
      const result = renderer.renderLetter(job.letter);
      const reply: WorkerReply = { type: 'letter', result };
      if (result.format !== 'pdf') return reply;
      return move({ [transferableSymbol]: [result.pdf.buffer], [valueSymbol]: reply });
    }
    if (!request) {
      return { type: 'picture', svg: renderer.renderPicture(job.picture) } satisfies WorkerReply;
    }
    const result = renderer.renderCv(request);
    const reply: WorkerReply = { type: 'done', result };
    if (result.format !== 'pdf') return reply;
    // The PDF's memory moves to the main thread instead of being copied.
    return move({ [transferableSymbol]: [result.pdf.buffer], [valueSymbol]: reply });
  } catch (error) {
    return { type: 'failed', error: toTransferable(error) } satisfies WorkerReply;
  }
}
