import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CvRenderRequest, CvRenderResult } from './cv-render';
import { disableSystemFonts } from './cv-render';
import { CvBusyError, CvError, fromTransferable } from './cv-errors';
import type { WorkerJob, WorkerReply } from './cv-render.worker';

/**
 * Renders CVs off the request thread: a fixed set of worker threads, each
 * with a warm Typst compiler, fed from a bounded queue.
 *
 * - A full queue fails fast with CvBusyError (the route answers 503 with
 *   Retry-After) instead of letting waits grow without bound.
 * - A render that exceeds the time limit gets its worker terminated and
 *   replaced; a worker that dies is replaced too. Either way only that one
 *   request fails.
 * - Nothing survives between renders: each worker resets its compiler's
 *   inputs and in-memory files per render.
 */

export interface CvRenderPoolOptions {
  /** Worker threads; default: the machine's available parallelism. */
  size?: number;
  /** Requests that may wait for a free worker; default: 8 per worker. */
  maxQueue?: number;
  /** Time limit of one render once a worker has it; default 10 s. */
  timeoutMs?: number;
  /** What a busy answer tells the client to wait; default 2 s. */
  retryAfterSeconds?: number;
  /** Another template folder (tests). */
  templatesDir?: string;
  /** Render every design once when a worker starts; default true. */
  warmUp?: boolean;
  /**
   * Start the workers now rather than on the first render; default false,
   * so that an app built for a test of another feature starts no threads.
   */
  eager?: boolean;
}

interface Job {
  id: number;
  request: CvRenderRequest;
  resolve: (result: CvRenderResult) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  ready: boolean;
}

/**
 * How to start the worker module beside this one: the bundled
 * dist/cv-render.worker.js in production; in development and tests the
 * TypeScript source, loaded through tsx's API from a small bootstrap (Node 20
 * cannot run .ts itself, and `--import tsx` does not reach a worker's entry
 * module there).
 */
function workerEntry(): { script: string | URL; eval: boolean } {
  if (!import.meta.url.endsWith('.ts')) {
    return { script: new URL('./cv-render.worker.js', import.meta.url), eval: false };
  }
  const source = new URL('./cv-render.worker.ts', import.meta.url).href;
  // tsx's ESM API sits beside the CommonJS file that require.resolve finds.
  const tsxApi = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const script = `import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}));`;
  return { script, eval: true };
}

export class CvRenderPool {
  readonly size: number;
  readonly maxQueue: number;
  readonly timeoutMs: number;
  readonly retryAfterSeconds: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly entry = workerEntry();
  private nextId = 1;
  private closed = false;
  private started = false;
  /** Consecutive workers that died before they were ready (a broken install). */
  private startupFailures = 0;

  constructor(private readonly options: CvRenderPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? availableParallelism());
    this.maxQueue = Math.max(0, options.maxQueue ?? this.size * 8);
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.retryAfterSeconds = options.retryAfterSeconds ?? 2;
    if (options.eager) this.start();
  }

  /** Starts the workers (once); renders and `ready()` call this themselves. */
  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    // Must happen in the main thread before any worker loads Typst.
    disableSystemFonts();
    for (let i = 0; i < this.size; i++) this.slots.push(this.spawn());
  }

  /** Renders in a worker; rejects with CvBusyError when the queue is full. */
  renderCv(request: CvRenderRequest): Promise<CvRenderResult> {
    if (this.closed) return Promise.reject(new CvError('cv_pool_closed', 'render pool closed'));
    this.start();
    if (this.slots.length === 0) {
      return Promise.reject(new CvError('cv_render_failed', 'render workers fail to start'));
    }
    // Only warmed-up workers take jobs, so the time limit measures the render alone.
    const idle = this.slots.find((slot) => slot.ready && !slot.job);
    if (!idle && this.queue.length >= this.maxQueue) {
      this.refusedCount += 1;
      return Promise.reject(new CvBusyError(this.retryAfterSeconds));
    }
    return new Promise<CvRenderResult>((resolve, reject) => {
      const job: Job = { id: this.nextId++, request, resolve, reject };
      if (idle) this.dispatch(idle, job);
      else this.queue.push(job);
    });
  }

  private timeoutCount = 0;
  private refusedCount = 0;

  /** For metrics, health checks and tests; the counts run since the pool started. */
  get stats(): {
    workers: number;
    busy: number;
    queued: number;
    timeouts: number;
    refused: number;
  } {
    return {
      workers: this.slots.length,
      busy: this.slots.filter((slot) => slot.job).length,
      queued: this.queue.length,
      timeouts: this.timeoutCount,
      refused: this.refusedCount,
    };
  }

  /** Resolves once every worker has finished its warm-up. */
  async ready(): Promise<void> {
    this.start();
    while (!this.closed && this.slots.some((slot) => !slot.ready)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const error = new CvError('cv_pool_closed', 'render pool closed');
    for (const job of this.queue.splice(0)) job.reject(error);
    await Promise.all(
      this.slots.map(async (slot) => {
        if (slot.timer) clearTimeout(slot.timer);
        slot.job?.reject(error);
        slot.job = null;
        await slot.worker.terminate();
      }),
    );
  }

  private spawn(): Slot {
    const worker = new Worker(this.entry.script, {
      eval: this.entry.eval,
      workerData: { templatesDir: this.options.templatesDir, warmUp: this.options.warmUp },
    });
    const slot: Slot = { worker, job: null, timer: null, ready: false };
    worker.on('message', (reply: WorkerReply) => this.onReply(slot, reply));
    worker.on('error', (error) => this.onWorkerGone(slot, error));
    worker.on('exit', (code) => this.onWorkerGone(slot, new Error(`worker exited (${code})`)));
    return slot;
  }

  private dispatch(slot: Slot, job: Job): void {
    slot.job = job;
    slot.timer = setTimeout(() => this.onTimeout(slot), this.timeoutMs);
    slot.worker.postMessage({ id: job.id, request: job.request } satisfies WorkerJob);
  }

  private onReply(slot: Slot, reply: WorkerReply): void {
    if (reply.type === 'ready') {
      slot.ready = true;
      this.startupFailures = 0;
      this.pump(slot);
      return;
    }
    const job = slot.job;
    if (!job || job.id !== reply.id) return;
    this.finish(slot);
    if (reply.type === 'done') job.resolve(reply.result);
    else job.reject(fromTransferable(reply.error));
    this.pump(slot);
  }

  private onTimeout(slot: Slot): void {
    this.timeoutCount += 1;
    const job = slot.job;
    this.finish(slot);
    job?.reject(
      new CvError('cv_render_timeout', `render took longer than ${this.timeoutMs} ms`, {
        timeoutMs: this.timeoutMs,
      }),
    );
    // The worker may be stuck in native code: only terminating it is certain.
    this.replace(slot);
  }

  /** A worker crashed or exited on its own: fail its job, start a new one. */
  private onWorkerGone(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index === -1 || this.closed) return;
    const job = slot.job;
    this.finish(slot);
    job?.reject(new CvError('cv_render_failed', `render worker failed: ${error.message}`));
    if (!slot.ready) this.startupFailures++;
    this.replace(slot);
  }

  private replace(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index === -1 || this.closed) return;
    // Detach first so that this worker's exit event is not handled again.
    slot.worker.removeAllListeners();
    slot.worker.on('error', () => {});
    void slot.worker.terminate();
    if (this.startupFailures >= 3) {
      // Workers cannot start at all: fail what waits rather than loop forever.
      this.slots.splice(index, 1);
      const error = new CvError('cv_render_failed', 'render workers fail to start');
      if (this.slots.length === 0) for (const job of this.queue.splice(0)) job.reject(error);
      return;
    }
    this.slots[index] = this.spawn();
  }

  private finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
  }

  private pump(slot: Slot): void {
    const next = this.queue.shift();
    if (next) this.dispatch(slot, next);
  }
}
