import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { CvPictureRequest, CvRenderRequest, CvRenderResult } from './cv-render';
import { disableSystemFonts } from './cv-render';
import { CvBusyError, CvError, fromTransferable } from './cv-errors';
import type { WorkerEvent, WorkerJob, WorkerReply } from './cv-render.worker';

/**
 * Renders CVs off the request thread: a piscina pool of worker threads, each
 * with a warm Typst compiler.
 *
 * - At most `size` renders run and `maxQueue` wait; beyond that a render
 *   fails fast with CvBusyError (the route answers 503 with Retry-After)
 *   instead of letting waits grow without bound.
 * - A render that exceeds the time limit is aborted, which makes piscina
 *   terminate its worker and start another; a worker that dies is replaced
 *   too. Either way only that one request fails.
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

/** A render admitted to the pool, waiting or running. */
interface Job {
  abort: AbortController;
  /** Set once its worker told us it started; the time limit runs from then. */
  timer?: NodeJS.Timeout;
  /** Why the pool stopped it (time limit, close), in place of piscina's AbortError. */
  stoppedWith?: CvError;
}

/**
 * The worker module: dist/cv-render.worker.js beside the bundled server in
 * production, a bootstrap that loads the TypeScript source in development
 * and tests.
 */
function workerFile(): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL('./cv-render.worker.dev.mjs', import.meta.url)
    : new URL('./cv-render.worker.js', import.meta.url);
}

export class CvRenderPool {
  readonly size: number;
  readonly maxQueue: number;
  readonly timeoutMs: number;
  readonly retryAfterSeconds: number;
  private pool: Piscina | undefined;
  private readonly jobs = new Map<number, Job>();
  /** Threads that finished their warm-up. */
  private readonly warm = new Set<number>();
  private nextId = 1;
  private closed = false;
  private timeoutCount = 0;
  private refusedCount = 0;

  constructor(private readonly options: CvRenderPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? availableParallelism());
    this.maxQueue = Math.max(0, options.maxQueue ?? this.size * 8);
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.retryAfterSeconds = options.retryAfterSeconds ?? 2;
    if (options.eager) this.start();
  }

  /** Starts the workers (once); renders and `ready()` call this themselves. */
  start(): Piscina {
    if (this.pool) return this.pool;
    // Must happen in the main thread before any worker loads Typst.
    disableSystemFonts();
    const pool = new Piscina({
      filename: workerFile().href,
      minThreads: this.size,
      maxThreads: this.size,
      workerData: { templatesDir: this.options.templatesDir, warmUp: this.options.warmUp },
    });
    pool.on('message', (event: WorkerEvent) => this.onWorkerEvent(event));
    pool.on('workerDestroy', (worker: { id: number }) => this.warm.delete(worker.id));
    // A worker died without a render of its own: while starting or idle.
    pool.on('error', (error: Error) => this.onWorkerLost(error));
    this.pool = pool;
    return pool;
  }

  /** Renders in a worker; rejects with CvBusyError when the queue is full. */
  async renderCv(request: CvRenderRequest): Promise<CvRenderResult> {
    const reply = await this.run((id) => ({ id, request }));
    if (reply.type !== 'done') throw new CvError('cv_render_failed', 'unexpected worker reply');
    return reply.result;
  }

  /**
   * A picture from a template beside the designs (the link preview), as SVG:
   * the same workers, queue and time limit as the CVs.
   */
  async renderPicture(picture: CvPictureRequest): Promise<string> {
    const reply = await this.run((id) => ({ id, picture }));
    if (reply.type !== 'picture') throw new CvError('cv_render_failed', 'unexpected worker reply');
    return reply.svg;
  }

  private async run(makeJob: (id: number) => WorkerJob): Promise<WorkerReply> {
    if (this.closed) throw new CvError('cv_pool_closed', 'render pool closed');
    // Counted here, running and waiting alike: piscina's own maxQueue does
    // not hold for tasks with an abort signal (they wait in a queue apart).
    if (this.jobs.size >= this.size + this.maxQueue) {
      this.refusedCount += 1;
      throw new CvBusyError(this.retryAfterSeconds);
    }
    const pool = this.start();
    const id = this.nextId++;
    const job: Job = { abort: new AbortController() };
    this.jobs.set(id, job);
    try {
      const reply: WorkerReply = await pool.run(makeJob(id), { signal: job.abort.signal });
      if (reply.type === 'failed') throw fromTransferable(reply.error);
      return reply;
    } catch (error) {
      if (error instanceof CvError) throw error;
      throw (
        job.stoppedWith ??
        new CvError('cv_render_failed', `render worker failed: ${(error as Error).message}`)
      );
    } finally {
      clearTimeout(job.timer);
      this.jobs.delete(id);
    }
  }

  /** For metrics, health checks and tests; the counts run since the pool started. */
  get stats(): {
    workers: number;
    busy: number;
    queued: number;
    timeouts: number;
    refused: number;
  } {
    const busy = [...this.jobs.values()].filter((job) => job.timer).length;
    return {
      workers: this.pool?.threads.length ?? 0,
      busy,
      queued: this.jobs.size - busy,
      timeouts: this.timeoutCount,
      refused: this.refusedCount,
    };
  }

  /** Resolves once every worker has finished its warm-up. */
  async ready(): Promise<void> {
    const pool = this.start();
    while (!this.closed && pool.threads.some((thread) => !this.warm.has(thread.threadId))) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Fails what waits and runs, and ends the workers. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const error = new CvError('cv_pool_closed', 'render pool closed');
    for (const job of this.jobs.values()) this.stop(job, error);
    await this.pool?.destroy();
  }

  private onWorkerEvent(event: WorkerEvent): void {
    if (event.type === 'warm') {
      this.warm.add(event.threadId);
      return;
    }
    const job = this.jobs.get(event.id);
    if (!job || job.timer) return;
    job.timer = setTimeout(() => {
      this.timeoutCount += 1;
      const error = new CvError(
        'cv_render_timeout',
        `render took longer than ${this.timeoutMs} ms`,
        {
          timeoutMs: this.timeoutMs,
        },
      );
      // The worker may be stuck in native code: piscina terminates it.
      this.stop(job, error);
    }, this.timeoutMs);
  }

  /**
   * Piscina replaces a worker that dies after it started, but not one that
   * fails to start (a broken install). With none left, what waits would wait
   * for ever: fail it instead.
   */
  private onWorkerLost(error: Error): void {
    if (this.closed || (this.pool?.threads.length ?? 0) > 0) return;
    const failure = new CvError(
      'cv_render_failed',
      `render workers fail to start: ${error.message}`,
    );
    for (const job of this.jobs.values()) this.stop(job, failure);
  }

  private stop(job: Job, error: CvError): void {
    job.stoppedWith ??= error;
    job.abort.abort(error);
  }
}
