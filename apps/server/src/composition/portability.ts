import type { FastifyInstance } from 'fastify';
import type { CvRenderService } from '../features/cv-engine/cv-design-previews';
import { createAccountExport } from '../features/portability/account-export';
import { exportRoutes } from '../features/portability/export.routes';
import { registerImportReaderPool } from '../features/portability/import-reader-pool';
import { cvDataFiles } from '../features/portability/cv-data-files';
import { visitorDataFiles } from '../features/portability/visitor-data-files';
import { importRoutes } from '../features/portability/import.routes';
import { createImportService } from '../features/portability/import.service';
import type { CvsRoom } from './cvs';
import type { ApplicationsRoom } from './applications';
import type { HistoryRoom } from './history';
import type { IdentityRoom } from './identity';
import type { LettersRoom } from './letters';
import type { PlatformRoom } from './platform';
import type { ProfileRoom } from './profile';

/** The portability room: imports of CV files and exports of a CV or the whole account. */
export function composePortability(
  { app, db, storage, platform }: PlatformRoom,
  { account, sessions }: IdentityRoom,
  { profile, reader, loadCvData }: ProfileRoom,
  { documents }: CvsRoom,
  { history, recorder }: HistoryRoom,
  renderer: CvRenderService,
  { letters, rendering }: Pick<LettersRoom, 'letters' | 'rendering'>,
  { archive: applications }: Pick<ApplicationsRoom, 'archive'>,
) {
  // Uploaded files are read in reader processes with a time and memory limit.
  const importReader = registerImportReaderPool(app, platform.pools?.importReader);
  const service = createImportService({ db, profiles: reader, readFile: importReader.read });
  // The profile before an import is a version of its own, so the import can be undone whole.
  const imports: typeof service = {
    ...service,
    async run(accountId, ...rest) {
      const doc = { type: 'profile', id: accountId } as const;
      await recorder.recordBefore(accountId, doc, 'import');
      const result = await service.run(accountId, ...rest);
      await recorder.recordVersion(accountId, doc);
      return result;
    },
  };
  const exports = createAccountExport({
    profiles: reader,
    account,
    profile,
    sessions,
    storage,
    history,
    letters: { letters, rendering },
    applications,
  });
  return {
    cvFiles: cvDataFiles,
    visitorFiles: visitorDataFiles,
    async register(api: FastifyInstance) {
      await api.register(importRoutes, { imports });
      await api.register(exportRoutes, { exports, documents, loadCvData, renderer });
    },
  };
}
