import type { FastifyInstance } from 'fastify';
import type { CvRenderService } from '../features/cv-engine/cv-design-previews';
import type { CvFilesLoader } from '../features/cvs/cv-document-render';
import { cvRoutes } from '../features/cvs/cv.routes';
import { CvDocumentRepository } from '../features/cvs/cv-documents.repository';
import { cvDocumentRoutes } from '../features/cvs/cv-documents.routes';
import { createCvDocumentService } from '../features/cvs/cv-documents.service';
import { createCvHistory } from '../features/cvs/cv-history';
import type { HistoryRoom } from './history';
import type { PlatformRoom } from './platform';
import type { ProfileRoom } from './profile';

/** The cvs room: saved CV documents, their previews and downloads, and the quick download. */
export function composeCvs(
  { db }: PlatformRoom,
  { loadCvData }: ProfileRoom,
  { history, recorder }: HistoryRoom,
  renderer: CvRenderService,
  {
    warmPreviews = false,
    cvFiles,
  }: { warmPreviews?: boolean; cvFiles?: CvFilesLoader | undefined } = {},
) {
  const documents = createCvDocumentService({
    repository: new CvDocumentRepository(db),
    history: recorder,
  });
  const kept = createCvHistory(db);
  history.keep('cv', kept.keeper);
  history.keepInBin('cv', kept.binKeeper);
  return {
    documents,
    async register(api: FastifyInstance) {
      await api.register(cvRoutes, { loadCvData, renderer, warmPreviews, cvFiles });
      await api.register(cvDocumentRoutes, { documents, loadCvData, renderer, cvFiles });
    },
  };
}

export type CvsRoom = ReturnType<typeof composeCvs>;
