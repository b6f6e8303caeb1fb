import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import workerpool from 'workerpool';
import type { ImportFormat } from '@cv/shared';
import { ImportFileError, type ImportDraft } from './import/import-draft';
import type { ReadJob, ReadReply, ReadStarted } from './import-reader.worker';
import { addGauges } from '../../http/metrics';
import { workerModule } from '../../lib/worker-module';

/**
 * Reads uploaded files away from the server: a workerpool pool of child
 * processes, each with a heap limit, and a time limit per file.
 *
 * The readers bound their own work (lists are cut to what a profile holds,
 * ZIP entries to a few MB), but JSON.parse of a 5 MB file still builds the
 * whole document first, and a crafted PDF can make pdf.js allocate much
 * more; here that happens where it stalls no other request, and a file that
 * asks for more than the limits ends only its own reader: the next file gets
 * a new one.
 *
 * Processes, not worker threads: a thread that reaches its heap limit can
 * take the whole process down with it (V8 may run out of memory again while
 * Node tears the thread down, which aborts the process), and that process is
 * the server.
 */

export interface ImportReaderOptions {
  /** Reader processes; default 1 (imports are rare, the second core serves the rest). */
  size?: number;
  /** Files that may wait for a free reader; default 8 per reader. */
  maxQueue?: number;
  /** Time limit of one file once a reader has it; default 5 s. */
  timeoutMs?: number;
  /** Heap of one reader (V8's old generation), in MB; default 256. */
  maxHeapMb?: number;
  /** What a busy answer tells the client to wait; default 2 s. */
  retryAfterSeconds?: number;
  /** Idle readers end after this, giving their memory back; default 30 s. */
  idleTimeoutMs?: number;
}

/** Why a file was not read: the pool's limits, not the file's format. */
export class ImportReadError extends Error {
  constructor(
    readonly reason: 'busy' | 'timeout' | 'memory' | 'closed' | 'failed',
    detail: string,
    readonly retryAfterSeconds = 0,
  ) {
    super(detail);
    this.name = 'ImportReadError';
  }
}

/** A file admitted to the pool, waiting or being read. */
interface Job {
  /** Cancelling the task ends the reader that has it. */
  task?: workerpool.Promise<ReadReply>;
  /** Set once its reader started on it; the time limit runs from then. */
  timer?: NodeJS.Timeout;
  stoppedWith?: ImportReadError;
}

/** How a reader that ran out of heap ends: V8 aborts the process. */
const OUT_OF_MEMORY_EXIT = /signalCode: `SIGABRT`|exitCode: `134`/;

export class ImportReaderPool {
  readonly size: number;
  readonly maxQueue: number;
  readonly timeoutMs: number;
  readonly maxHeapMb: number;
  readonly retryAfterSeconds: number;
  private pool: workerpool.Pool | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly jobs = new Set<Job>();
  private closed = false;
  private stopped = { timeout: 0, memory: 0, refused: 0 };

  constructor(private readonly options: ImportReaderOptions = {}) {
    this.size = Math.max(1, options.size ?? 1);
    this.maxQueue = Math.max(0, options.maxQueue ?? this.size * 8);
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.maxHeapMb = options.maxHeapMb ?? 256;
    this.retryAfterSeconds = options.retryAfterSeconds ?? 2;
  }

  /** Started on the first file, so that an app that imports nothing starts no process. */
  private start(): workerpool.Pool {
    clearTimeout(this.idleTimer);
    this.pool ??= workerpool.pool(
      fileURLToPath(workerModule('import-reader.worker', import.meta.url)),
      {
        workerType: 'process',
        minWorkers: 0,
        maxWorkers: this.size,
        // A reader that ignores the end of its task is killed after this.
        workerTerminateTimeout: 1_000,
        // Piped, so that a reader's dying words (V8's out-of-memory report)
        // stay out of the server's log: the pool says what happened.
        emitStdStreams: true,
        forkOpts: {
          execArgv: [`--max-old-space-size=${this.maxHeapMb}`],
          // The file's bytes cross as bytes, not as JSON numbers.
          serialization: 'advanced',
        },
      },
    );
    return this.pool;
  }

  /** Idle readers end after a while; the next file starts new ones. */
  private endWhenIdle(): void {
    if (this.jobs.size > 0 || !this.pool) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      const idle = this.pool;
      this.pool = undefined;
      void idle?.terminate();
    }, this.options.idleTimeoutMs ?? 30_000);
    this.idleTimer.unref();
  }

  /**
   * The file's draft, read in a reader process. Rejects with ImportFileError
   * when the file is not what it should be, with ImportReadError when the
   * pool's limits stop it (queue full, time, memory).
   */
  read = async (bytes: Buffer, format: ImportFormat | undefined): Promise<ImportDraft> => {
    if (this.closed) throw new ImportReadError('closed', 'import reader closed');
    // Counted here, running and waiting alike.
    if (this.jobs.size >= this.size + this.maxQueue) {
      this.stopped.refused += 1;
      throw new ImportReadError('busy', 'import queue full', this.retryAfterSeconds);
    }
    const pool = this.start();
    const job: Job = {};
    this.jobs.add(job);
    try {
      job.task = pool.exec('read', [{ bytes, format } satisfies ReadJob], {
        on: (event: ReadStarted) => {
          if (event.type === 'started') this.onStarted(job);
        },
      });
      const reply = await job.task;
      if (reply.type === 'failed') throw new ImportFileError(reply.reason, reply.detail);
      return reply.draft;
    } catch (error) {
      if (error instanceof ImportFileError) throw error;
      if (job.stoppedWith) throw job.stoppedWith;
      const message = (error as Error).message;
      if (OUT_OF_MEMORY_EXIT.test(message)) {
        this.stopped.memory += 1;
        throw new ImportReadError('memory', `reading took more than ${this.maxHeapMb} MB`);
      }
      throw new ImportReadError('failed', `import reader failed: ${message.split('\n')[0]}`);
    } finally {
      clearTimeout(job.timer);
      this.jobs.delete(job);
      this.endWhenIdle();
    }
  };

  /** For metrics and tests; the counts run since the pool was built. */
  get stats() {
    const reading = [...this.jobs].filter((job) => job.timer).length;
    return {
      workers: this.pool?.stats().totalWorkers ?? 0,
      reading,
      queued: this.jobs.size - reading,
      timeouts: this.stopped.timeout,
      outOfMemory: this.stopped.memory,
      refused: this.stopped.refused,
    };
  }

  /** Fails what waits and runs, and ends the readers. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.idleTimer);
    for (const job of this.jobs) {
      this.stop(job, new ImportReadError('closed', 'import reader closed'));
    }
    await this.pool?.terminate(true);
  }

  private onStarted(job: Job): void {
    if (job.timer || !this.jobs.has(job)) return;
    job.timer = setTimeout(() => {
      this.stopped.timeout += 1;
      // The reader may be stuck in JSON.parse: cancelling ends its process.
      this.stop(
        job,
        new ImportReadError('timeout', `reading took longer than ${this.timeoutMs} ms`),
      );
    }, this.timeoutMs);
  }

  private stop(job: Job, error: ImportReadError): void {
    job.stoppedWith ??= error;
    job.task?.cancel();
  }
}

/**
 * The pool as the app runs it: its gauges on /metrics, closed with the app
 * unless the app was given one that outlives it.
 */
export function registerImportReaderPool(
  app: FastifyInstance,
  given?: ImportReaderPool,
): ImportReaderPool {
  const pool = given ?? new ImportReaderPool();
  if (!given) app.addHook('onClose', () => pool.close());
  addGauges(
    app,
    'import_reader',
    {
      workers: 'Import reader processes running',
      reading: 'Files being read now',
      queued: 'Files waiting for a reader',
      timeouts: 'Files stopped at the time limit since start',
      outOfMemory: 'Files stopped at the memory limit since start',
      refused: 'Files refused with 503 (queue full) since start',
    },
    () => pool.stats,
  );
  return pool;
}
