import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type {
  CvLetterRequest,
  CvLetterResult,
  CvPictureRequest,
  CvRenderRequest,
  CvRenderResult,
} from './cv-render';
import { disableSystemFonts } from './cv-render';
import { workerModule } from '../../lib/worker-module';
import { CvBusyError, CvError, fromTransferable } from './cv-errors';
import type { WorkerEvent, WorkerJob, WorkerReply } from './cv-render.worker';

/**
 * Renders CVs off the request thread: a piscina pool of worker threads, each
 * with a warm Typst compiler.
 *
 * - At most `size` renders run and `maxQueue` wait, so waits cannot grow
 *   without bound; a render refused fails fast with CvBusyError (the route
 *   answers 503 with Retry-After).
 * - The pool is shared fairly: each render names whose it is (its share: an
 *   account, a visitor's address). Renders wait here, in a queue per share,
 *   and a free worker takes the next one from the share with the fewest
 *   renders running, in turn. When the queue is full, a newcomer takes the
 *   place of the newest waiting render of the share that waits with the most;
 *   only a share that itself waits with the most is refused. So one user's
 *   burst queues behind everybody else's renders instead of failing them.
 * - A render that exceeds the time limit is aborted, which makes piscina
 *   terminate its worker and start another; a worker that dies is replaced
 *   too. Either way only that one request fails.
 * - Nothing survives between renders: each worker resets its compiler's
 *   inputs and in-memory files per render.
 */

export interface CvRenderPoolOptions {
  /** Worker threads; default: the machine's available parallelism. */
  size?: number;
  /** Requests that may wait for a free worker, all shares together; default: 8 per worker. */
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

/** The share of renders that name none (the design gallery's pictures). */
const COMMON_SHARE = '';

/** A render admitted to the pool, waiting or running. */
interface Job {
  id: number;
  share: string;
  abort: AbortController;
  /** Handed to piscina: a worker is free for it (or will be in a moment). */
  dispatched: boolean;
  /** While it waits here: lets it go to a worker, or refuses it. */
  turn: { go: () => void; refuse: (error: CvError) => void };
  /** Set once its worker told us it started; the time limit runs from then. */
  timer?: NodeJS.Timeout;
  /** Why the pool stopped it (time limit, close), in place of piscina's AbortError. */
  stoppedWith?: CvError;
}

export class CvRenderPool {
  readonly size: number;
  readonly maxQueue: number;
  readonly timeoutMs: number;
  readonly retryAfterSeconds: number;
  private pool: Piscina | undefined;
  private readonly jobs = new Map<number, Job>();
  /** Renders waiting here, per share, oldest first. */
  private readonly waiting = new Map<string, Job[]>();
  private waitingCount = 0;
  /** Renders handed to piscina, per share and in all. */
  private readonly runningOf = new Map<string, number>();
  private runningCount = 0;
  /** When each share with renders waiting or running last had one handed out (a counter). */
  private readonly servedAt = new Map<string, number>();
  private handedOut = 0;
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
      filename: workerModule('cv-render.worker', import.meta.url),
      minThreads: this.size,
      maxThreads: this.size,
      // An idle worker waits in its event loop, not in Atomics.wait: what it
      // put off until after its answer (see cv-render.worker.ts) runs then.
      atomics: 'disabled',
      workerData: { templatesDir: this.options.templatesDir, warmUp: this.options.warmUp },
    });
    pool.on('message', (event: WorkerEvent) => this.onWorkerEvent(event));
    pool.on('workerDestroy', (worker: { id: number }) => this.warm.delete(worker.id));
    // A worker died without a render of its own: while starting or idle.
    pool.on('error', (error: Error) => this.onWorkerLost(error));
    this.pool = pool;
    return pool;
  }

  /**
   * Renders in a worker, in the turn of `share` (whose render it is);
   * rejects with CvBusyError when the queue is full and `share` waits with
   * the most renders.
   */
  async renderCv(request: CvRenderRequest, share = COMMON_SHARE): Promise<CvRenderResult> {
    const reply = await this.run((id) => ({ id, request }), share);
    if (reply.type !== 'done') throw new CvError('cv_render_failed', 'unexpected worker reply');
    return reply.result;
  }

  /**
   * A picture from a template beside the designs (the link preview), as SVG:
   * the same workers, queue and time limit as the CVs.
   */
  async renderPicture(picture: CvPictureRequest, share = COMMON_SHARE): Promise<string> {
    const reply = await this.run((id) => ({ id, picture }), share);
    if (reply.type !== 'picture') throw new CvError('cv_render_failed', 'unexpected worker reply');
    return reply.svg;
  }

  /** A cover letter (see CvLetterRequest): the same workers, queue and time limit as the CVs. */
  async renderLetter(letter: CvLetterRequest, share = COMMON_SHARE): Promise<CvLetterResult> {
    const reply = await this.run((id) => ({ id, letter }), share);
    if (reply.type !== 'letter') throw new CvError('cv_render_failed', 'unexpected worker reply');
    return reply.result;
  }

  private async run(makeJob: (id: number) => WorkerJob, share: string): Promise<WorkerReply> {
    if (this.closed) throw new CvError('cv_pool_closed', 'render pool closed');
    const pool = this.start();
    const id = this.nextId++;
    const job: Job = {
      id,
      share,
      abort: new AbortController(),
      dispatched: false,
      turn: { go: () => undefined, refuse: () => undefined },
    };
    try {
      // Waits here, in its share's queue, unless a worker is free and nobody
      // waits: piscina hands tasks out in arrival order, and its own maxQueue
      // does not hold for tasks with an abort signal (they wait apart).
      if (this.runningCount >= this.size || this.waitingCount > 0) {
        const turn = new Promise<void>((go, refuse) => {
          job.turn = { go, refuse };
        });
        this.enqueue(job);
        await turn;
      } else {
        this.jobs.set(id, job);
        this.dispatch(job);
      }
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
      if (this.jobs.delete(id) && job.dispatched) {
        this.runningCount -= 1;
        const running = (this.runningOf.get(share) ?? 1) - 1;
        if (running > 0) this.runningOf.set(share, running);
        else this.runningOf.delete(share);
        if (running === 0 && !this.waiting.has(share)) this.servedAt.delete(share);
        this.dispatchNext();
      }
    }
  }

  /**
   * Adds a render to its share's queue; when the queue is full, refuses it or
   * the newest render of the share that waits with the most.
   */
  private enqueue(job: Job): void {
    const own = this.waiting.get(job.share) ?? [];
    if (this.waitingCount >= this.maxQueue) {
      let longest = own;
      for (const queue of this.waiting.values()) if (queue.length > longest.length) longest = queue;
      const evicted = longest === own ? undefined : longest.at(-1);
      this.refusedCount += 1;
      if (!evicted) throw new CvBusyError(this.retryAfterSeconds);
      this.unqueue(evicted);
      evicted.turn.refuse(new CvBusyError(this.retryAfterSeconds));
    }
    own.push(job);
    this.waiting.set(job.share, own);
    this.waitingCount += 1;
    this.jobs.set(job.id, job);
  }

  /** Takes a waiting render out of its share's queue. */
  private unqueue(job: Job): void {
    const queue = this.waiting.get(job.share);
    const index = queue?.indexOf(job) ?? -1;
    if (!queue || index < 0) return;
    queue.splice(index, 1);
    this.waitingCount -= 1;
    if (queue.length === 0) {
      this.waiting.delete(job.share);
      if (!this.runningOf.has(job.share)) this.servedAt.delete(job.share);
    }
    this.jobs.delete(job.id);
  }

  /**
   * Hands waiting renders to free workers: first the share with the fewest
   * running, among those the one served longest ago.
   */
  private dispatchNext(): void {
    const running = (share: string) => this.runningOf.get(share) ?? 0;
    const served = (share: string) => this.servedAt.get(share) ?? 0;
    while (this.runningCount < this.size && this.waitingCount > 0) {
      let next: string | undefined;
      for (const share of this.waiting.keys()) {
        if (
          next === undefined ||
          running(share) < running(next) ||
          (running(share) === running(next) && served(share) < served(next))
        ) {
          next = share;
        }
      }
      const queue = this.waiting.get(next!)!;
      const job = queue.shift()!;
      this.waitingCount -= 1;
      if (queue.length === 0) this.waiting.delete(next!);
      this.dispatch(job);
      job.turn.go();
    }
  }

  private dispatch(job: Job): void {
    job.dispatched = true;
    this.runningCount += 1;
    this.runningOf.set(job.share, (this.runningOf.get(job.share) ?? 0) + 1);
    this.servedAt.set(job.share, ++this.handedOut);
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
    if (job.dispatched) {
      job.abort.abort(error);
      return;
    }
    this.unqueue(job);
    job.turn.refuse(error);
  }
}
