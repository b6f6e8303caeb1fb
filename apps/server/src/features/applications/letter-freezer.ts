import { renderShare } from '../cv-engine/cv-render-service';
import { letterFileName } from '../letters/letter-document';
import type { LetterRenderer } from '../letters/letter-render';
import type { FreezeDocument } from './applications.service';
import { bufferView } from '../../lib/buffer-view';

/**
 * A letter as it goes out: its PDF rendered now and the data it was printed
 * from (the letter, its printed lines, the sender's profile). Null for an
 * unknown or foreign letter.
 */
export function letterFreezer(rendering: Pick<LetterRenderer, 'renderLetterPdf'>): FreezeDocument {
  return async (request, letterId) => {
    const rendered = await rendering
      .renderLetterPdf(request.accountId, letterId, renderShare(request))
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === 'letter_not_found') return null;
        throw error;
      });
    if (!rendered) return null;
    const { letter, printed, data, pdf, pages } = rendered;
    return {
      sourceId: letter.id,
      name: letter.name,
      fileName: letterFileName(data.person, letter.settings.lang, 'pdf'),
      data: { letter, printed, sender: data },
      pdf: bufferView(pdf),
      pages,
    };
  };
}
