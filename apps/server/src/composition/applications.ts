import type { FastifyInstance } from 'fastify';
import {
  applicationCalendarFeedRoutes,
  applicationRoutes,
} from '../features/applications/applications.routes';
import { createApplicationHistory } from '../features/applications/application-history';
import { createApplicationCalendar } from '../features/applications/applications-calendar';
import { createApplicationsArchive } from '../features/applications/applications-archive';
import { createApplicationCsv } from '../features/applications/applications-csv';
import { ApplicationRepository } from '../features/applications/applications.repository';
import { createApplicationService } from '../features/applications/applications.service';
import { cvFreezer } from '../features/applications/cv-freezer';
import { letterFreezer } from '../features/applications/letter-freezer';
import type { CvRenderService } from '../features/cv-engine/cv-design-previews';
import type { CvsRoom } from './cvs';
import type { HistoryRoom } from './history';
import type { LettersRoom } from './letters';
import type { PlatformRoom } from './platform';
import type { ProfileRoom } from './profile';

/**
 * The applications room: the tracker, what was sent (frozen through the CV
 * render and the letters' renderer), the match report, the calendar feed and
 * the CSV export and import.
 */
export function composeApplications(
  { db, publicUrl }: PlatformRoom,
  { reader, loadCvData }: ProfileRoom,
  { documents }: CvsRoom,
  { rendering }: LettersRoom,
  { history, recorder }: HistoryRoom,
  renderer: CvRenderService,
) {
  const repository = new ApplicationRepository(db);
  const kept = createApplicationHistory(db);
  history.keep('application', kept.keeper);
  history.keepInBin('application', kept.binKeeper);
  const applications = createApplicationService({
    repository,
    documents,
    profiles: reader,
    freezeCv: cvFreezer({ documents, loadCvData, renderer }),
    freezeLetter: letterFreezer(rendering),
    history: recorder,
  });
  const calendar = createApplicationCalendar({ repository, publicUrl });
  const csv = createApplicationCsv({ repository, applications });
  return {
    applications,
    archive: createApplicationsArchive(repository),
    async register(api: FastifyInstance) {
      await api.register(applicationRoutes, { applications, calendar, csv });
      await api.register(applicationCalendarFeedRoutes, { calendar });
    },
  };
}

export type ApplicationsRoom = ReturnType<typeof composeApplications>;
