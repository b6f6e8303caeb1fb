import type { FastifyInstance } from 'fastify';
import { historyRoutes } from '../features/history/history.routes';
import { createHistoryService } from '../features/history/history.service';
import { startPurgeJob } from '../features/history/purge-job';
import type { PlatformRoom } from './platform';

/**
 * The history room: versions of every document and the bin. It sits right
 * above platform: the rooms that own documents record through `recorder` and
 * register how their documents are snapshotted and restored (`history.keep`,
 * `history.keepInBin`), so a restore is always written by the owning room.
 */
export function composeHistory({ platform, db, app }: PlatformRoom) {
  const history = createHistoryService({ db, log: platform.log });
  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stop = startPurgeJob(history, platform.log);
  });
  app.addHook('onClose', async () => stop?.());
  return {
    history,
    recorder: history.recorder,
    async register(api: FastifyInstance) {
      await api.register(historyRoutes, { history });
    },
  };
}

export type HistoryRoom = ReturnType<typeof composeHistory>;
