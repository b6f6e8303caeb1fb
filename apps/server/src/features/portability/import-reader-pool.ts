import type { FastifyInstance } from 'fastify';
import { Piscina } from 'piscina';
import type { ImportFormat } from '@cv/shared';
import { ImportFileError, type ImportDraft } from './import/import-draft';
import type { ReadJob, ReadReply, ReadStarted } from './import-reader.worker';
import { addGauges } from '../../http/metrics';
import { workerModule } from '../../lib/worker-module';

/**
 * Reads uploaded files off the request thread: a piscina pool of worker
 * threads, each with a heap limit, and a time limit per file.
 *
 * The readers bound their own work (lists are cut to what a profile holds,
 * ZIP entries to a few MB), but JSON.parse of a 5 MB file still builds the
 * whole document first; here that happens where it stalls no other request,
 * and where a file that asks for more than the limits ends only its own
 * worker: piscina starts another.
 */

export interface ImportReaderOptions {
  /** Worker threads; default 1 (imports are rare, the second core serves the rest). */
  size?: number;
  /** Files that may wait for a free worker; default 8 per worker. */
  maxQueue?: number;
  /** Time limit of one file once a worker has it; default 5 s. */
  timeoutMs?: number;
  /** Heap of one worker (V8's old generation), in MB; default 256. */
  maxHeapMb?: number;
  /** What a busy answer tells the client to wait; default 2 s. */
  retryAfterSeconds?: number;
  /** An idle worker ends after this, giving its memory back; default 30 s. */
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
  abort: AbortController;
  /** Set once its worker started on it; the time limit runs from then. */
  timer?: NodeJS.Timeout;
  stoppedWith?: ImportReadError;
}

export class ImportReaderPool {
  readonly size: number;
  readonly maxQueue: number;
  readonly timeoutMs: number;
  readonly maxHeapMb: number;
  readonly retryAfterSeconds: number;
  private pool: Piscina | undefined;
  private readonly jobs = new Map<number, Job>();
  private nextId = 1;
  private closed = false;
  private stopped = { timeout: 0, memory: 0, refused: 0 };

  constructor(private readonly options: ImportReaderOptions = {}) {
    this.size = Math.max(1, options.size ?? 1);
    this.maxQueue = Math.max(0, options.maxQueue ?? this.size * 8);
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.maxHeapMb = options.maxHeapMb ?? 256;
    this.retryAfterSeconds = options.retryAfterSeconds ?? 2;
  }

  /** Started on the first file, so that an app that imports nothing starts no thread. */
  private start(): Piscina {
    if (this.pool) return this.pool;
    const pool = new Piscina({
      filename: workerModule('import-reader.worker', import.meta.url),
      minThreads: 0,
      maxThreads: this.size,
      idleTimeout: this.options.idleTimeoutMs ?? 30_000,
      resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb },
    });
    pool.on('message', (event: ReadStarted) => this.onStarted(event));
    // A worker that dies between files (idle, starting): its files, if any, fail on their own.
    pool.on('error', () => {});
    this.pool = pool;
    return pool;
  }

  /**
   * The file's draft, read in a worker. Rejects with ImportFileError when the
   * file is not what it should be, with ImportReadError when the pool's
   * limits stop it (queue full, time, memory).
   */
  read = async (bytes: Buffer, format: ImportFormat | undefined): Promise<ImportDraft> => {
    if (this.closed) throw new ImportReadError('closed', 'import reader closed');
    // Counted here, running and waiting alike: piscina's own maxQueue does
    // not hold for tasks with an abort signal.
    if (this.jobs.size >= this.size + this.maxQueue) {
      this.stopped.refused += 1;
      throw new ImportReadError('busy', 'import queue full', this.retryAfterSeconds);
    }
    const pool = this.start();
    const id = this.nextId++;
    const job: Job = { abort: new AbortController() };
    this.jobs.set(id, job);
    try {
      const reply: ReadReply = await pool.run({ id, bytes, format } satisfies ReadJob, {
        signal: job.abort.signal,
      });
      if (reply.type === 'failed') throw new ImportFileError(reply.reason, reply.detail);
      return reply.draft;
    } catch (error) {
      if (error instanceof ImportFileError) throw error;
      if (job.stoppedWith) throw job.stoppedWith;
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        this.stopped.memory += 1;
        throw new ImportReadError('memory', `reading took more than ${this.maxHeapMb} MB`);
      }
      throw new ImportReadError('failed', `import worker failed: ${(error as Error).message}`);
    } finally {
      clearTimeout(job.timer);
      this.jobs.delete(id);
    }
  };

  /** For metrics and tests; the counts run since the pool was built. */
  get stats() {
    const reading = [...this.jobs.values()].filter((job) => job.timer).length;
    return {
      workers: this.pool?.threads.length ?? 0,
      reading,
      queued: this.jobs.size - reading,
      timeouts: this.stopped.timeout,
      outOfMemory: this.stopped.memory,
      refused: this.stopped.refused,
    };
  }

  /** Fails what waits and runs, and ends the workers. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const job of this.jobs.values()) {
      this.stop(job, new ImportReadError('closed', 'import reader closed'));
    }
    await this.pool?.destroy();
  }

  private onStarted(event: ReadStarted): void {
    const job = this.jobs.get(event.id);
    if (!job || job.timer) return;
    job.timer = setTimeout(() => {
      this.stopped.timeout += 1;
      // The worker may be stuck in JSON.parse: piscina terminates it.
      this.stop(
        job,
        new ImportReadError('timeout', `reading took longer than ${this.timeoutMs} ms`),
      );
    }, this.timeoutMs);
  }

  private stop(job: Job, error: ImportReadError): void {
    job.stoppedWith ??= error;
    job.abort.abort(error);
  }
}

/** The pool as the app runs it: its gauges on /metrics, closed with the app. */
export function registerImportReaderPool(app: FastifyInstance, pool: ImportReaderPool): void {
  app.addHook('onClose', () => pool.close());
  addGauges(
    app,
    'import_reader',
    {
      workers: 'Import reader workers running',
      reading: 'Files being read now',
      queued: 'Files waiting for a reader',
      timeouts: 'Files stopped at the time limit since start',
      outOfMemory: 'Files stopped at the memory limit since start',
      refused: 'Files refused with 503 (queue full) since start',
    },
    () => pool.stats,
  );
}
