import type { FastifyBaseLogger } from 'fastify';
import type { HistoryService } from './history.service';

const MINUTE_MS = 60_000;

/**
 * Runs the history's clean-up (history.purge) once an hour across all
 * instances: each instance asks every few minutes, and only the one that
 * claims the hour's run does the work. Answers a function that stops asking.
 */
export function startPurgeJob(
  history: HistoryService,
  log: FastifyBaseLogger,
  { everyMs = 60 * MINUTE_MS, askEveryMs = 5 * MINUTE_MS } = {},
): () => void {
  const run = async () => {
    try {
      const result = await history.purge(everyMs);
      if (result.ran) log.info(result, 'history purged');
    } catch (err) {
      log.warn({ err }, 'the history purge failed; the next run tries again');
    }
  };
  const timer = setInterval(() => void run(), askEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
