import type { FastifyInstance } from 'fastify';
import { createCvDataLoader } from '../features/profile/profile-cv';
import { createProfileHistory } from '../features/profile/profile-history';
import { createProfileReader } from '../features/profile/profile-reader';
import { profileRoutes } from '../features/profile/profile.routes';
import { createProfileService } from '../features/profile/profile.service';
import type { HistoryRoom } from './history';
import type { PlatformRoom } from './platform';

/**
 * The profile room: the owner's profile and its editor's routes. The rooms
 * above read profiles through `reader` and get a CV's data from `loadCvData`.
 */
export function composeProfile(
  { platform, db, storage, mediaBytes, publicUrl }: PlatformRoom,
  { history, recorder }: HistoryRoom,
) {
  const profile = createProfileService({ db, storage, log: platform.log, history: recorder });
  const kept = createProfileHistory(db);
  history.keep('profile', kept.keeper);
  history.keepInBin('entry', kept.entryKeeper);
  history.keepInBin('custom_section', kept.sectionKeeper);
  return {
    profile,
    reader: createProfileReader(db),
    loadCvData: createCvDataLoader({ db, storage, mediaBytes, publicUrl }),
    async register(api: FastifyInstance) {
      await api.register(profileRoutes, { profile });
    },
  };
}

export type ProfileRoom = ReturnType<typeof composeProfile>;
