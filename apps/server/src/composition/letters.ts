import type { FastifyInstance } from 'fastify';
import type {
  CvLetterRenderService,
  CvRenderService,
} from '../features/cv-engine/cv-design-previews';
import { createLetterHistory } from '../features/letters/letter-history';
import { createLetterRenderer } from '../features/letters/letter-render';
import { LettersRepository } from '../features/letters/letters.repository';
import { letterRoutes } from '../features/letters/letters.routes';
import { createLetterService } from '../features/letters/letters.service';
import { letterToDocx } from '../features/portability/export/letter-docx';
import { letterToMarkdown } from '../features/portability/export/letter-markdown';
import type { CvsRoom } from './cvs';
import type { HistoryRoom } from './history';
import type { PlatformRoom } from './platform';
import type { ProfileRoom } from './profile';

/**
 * The letters room: cover letters, their paragraphs and the signature
 * picture. Other rooms read a letter's full data through `rendering.readLetter`
 * and render its PDF through `rendering.renderLetterPdf`.
 */
export function composeLetters(
  { db, storage, mediaBytes }: PlatformRoom,
  { loadCvData }: ProfileRoom,
  { documents }: CvsRoom,
  { history, recorder }: HistoryRoom,
  renderer: CvRenderService & CvLetterRenderService,
) {
  const letters = createLetterService({
    repository: new LettersRepository(db),
    cvs: documents,
    storage,
    mediaBytes,
    history: recorder,
  });
  const kept = createLetterHistory(db);
  history.keep('letter', kept.keeper);
  history.keepInBin('letter', kept.binKeeper);
  const rendering = createLetterRenderer({ letters, loadCvData, renderer });
  return {
    letters,
    rendering,
    async register(api: FastifyInstance) {
      await api.register(letterRoutes, {
        letters,
        rendering,
        exporters: { docx: letterToDocx, markdown: letterToMarkdown },
        documents,
        loadCvData,
        renderer,
      });
    },
  };
}

export type LettersRoom = ReturnType<typeof composeLetters>;
