import type { CvRenderService } from '../cv-engine/cv-design-previews';
import { cvFileName } from '../cv-engine/cv-filename';
import { renderCvDocument } from '../cvs/cv-document-render';
import type { CvDocumentService } from '../cvs/cv-documents.service';
import type { CvDataLoader } from '../profile/profile-cv';
import type { FreezeDocument } from './applications.service';
import { bufferView } from '../../lib/buffer-view';

/**
 * A CV document as it goes out: rendered now through the shared pool, kept
 * as the PDF and the data it was printed from (its settings and the profile's
 * content as this CV shows it). Null for an unknown or foreign CV.
 */
export function cvFreezer({
  documents,
  loadCvData,
  renderer,
}: {
  documents: CvDocumentService;
  loadCvData: CvDataLoader;
  renderer: CvRenderService;
}): FreezeDocument {
  return async (request, cvId) => {
    const cv = await documents.get(request.accountId, cvId).catch(() => null);
    if (!cv) return null;
    const { result, data } = await renderCvDocument(
      { loadCvData, renderer },
      request,
      cv.settings,
      'pdf',
    );
    if (result.format !== 'pdf') throw new Error('expected a PDF');
    return {
      sourceId: cv.id,
      name: cv.name,
      fileName: cvFileName(data.person),
      data: { settings: cv.settings, cv: data },
      pdf: bufferView(result.pdf),
      pages: result.pages,
    };
  };
}
