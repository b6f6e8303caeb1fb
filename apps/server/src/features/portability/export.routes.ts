import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cvDataSchema, exportQuerySchema, idParamSchema } from '@cv/shared';
import type { CvRenderService } from '../cv-engine/cv-design-previews';
import { toTemplateInput } from '../cv-engine/cv-document';
import { cvFileName } from '../cv-engine/cv-filename';
import { privateDownload } from '../cv-engine/private-download';
import { loadCvDocumentData } from '../cvs/cv-document-render';
import type { CvDocumentService } from '../cvs/cv-documents.service';
import type { CvDataLoader } from '../profile/profile-cv';
import { streamArchive } from './account-archive';
import { cvDataFiles } from './cv-data-files';
import type { AccountExport } from './account-export';
import { selectForCv } from './export/cv-selection';
import { cvToDocx } from './export/docx';
import { toJsonResume } from './export/json-resume';
import { cvToMarkdown } from './export/markdown';
import { profileInLanguage } from './profile-in-language';
import { errorResponses } from '../../http/responses';

export interface ExportRoutesOptions {
  exports: AccountExport;
  documents: CvDocumentService;
  loadCvData: CvDataLoader;
  renderer: CvRenderService;
}

const errors = errorResponses(401, 403, 404);

/** `Jane-Doe-CV.pdf` → `Jane-Doe-CV.docx`. */
const named = (pdfName: string, extension: string) => pdfName.replace(/\.pdf$/, `.${extension}`);

/**
 * Taking the data out (VERIFIED accounts): the profile as JSON Resume, the
 * whole account as a ZIP, and each CV document as JSON Resume, Word and
 * Markdown — the same content its PDF prints.
 */
export const exportRoutes: FastifyPluginAsyncZod<ExportRoutesOptions> = async (
  app,
  { exports, documents, loadCvData, renderer },
) => {
  app.addHook('onRequest', app.requireStatus('VERIFIED'));
  const tags = ['import and export'];
  const file = { 200: z.any(), ...errors };

  app.get(
    '/export/json-resume',
    {
      schema: {
        tags,
        summary:
          'The whole profile as JSON Resume (v1 schema), its texts in `lang` (default: the language they are written in)',
        querystring: exportQuerySchema,
        response: file,
      },
    },
    async (request, reply) => {
      const { resume, person } = await exports.jsonResume(request.accountId, request.query.lang);
      privateDownload(reply, 'application/json', named(cvFileName(person), 'json'));
      return JSON.stringify(resume, null, 2);
    },
  );

  app.get(
    '/export/archive',
    {
      schema: {
        tags,
        summary:
          'Everything the account holds, as a ZIP: account, profile, CVs and their settings, sessions (no secrets), picture, one PDF per CV, a README',
        response: file,
      },
    },
    async (request, reply) => {
      const archive = await exports.archive(request, {
        documents,
        loadCvData,
        renderer,
        cvFiles: cvDataFiles,
      });
      privateDownload(reply, 'application/zip', archive.fileName);
      return reply.send(streamArchive(archive.entries, request.log));
    },
  );

  /**
   * One CV document's data and the printed document built from it, with the
   * owner's picture where the CV shows a photo (as its PDF does).
   */
  async function cvContent(request: FastifyRequest, id: string) {
    const cv = await documents.get(request.accountId, id);
    const { data, picture } = await loadCvDocumentData(loadCvData, request.accountId, cv.settings);
    const { settings } = cv;
    const document = toTemplateInput(cvDataSchema.parse(data), {
      // Names the photo the document shows (its alt text); the Word file embeds the picture itself.
      photoPath: picture ? 'photo' : null,
      design: settings.design,
      paper: settings.paper,
      font: settings.font,
      sectionOrder: settings.sectionOrder,
      sectionBreaks: { newPage: settings.newPageSections, keptTogether: [] },
      dateFormat: settings.dateFormat,
      closing: false,
    });
    return { cv, document, picture, fileName: cvFileName(data.person) };
  }

  app.get(
    '/cvs/:id/docx',
    {
      schema: {
        tags,
        summary: 'A CV as a Word document (.docx): what its PDF prints, editable',
        params: idParamSchema,
        response: file,
      },
    },
    async (request, reply) => {
      const { document, picture, fileName } = await cvContent(request, request.params.id);
      privateDownload(
        reply,
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        named(fileName, 'docx'),
      );
      return cvToDocx(document, { photo: picture });
    },
  );

  app.get(
    '/cvs/:id/markdown',
    {
      schema: {
        tags,
        summary: 'A CV as Markdown: what its PDF prints, as plain text',
        params: idParamSchema,
        response: file,
      },
    },
    async (request, reply) => {
      const { document, fileName } = await cvContent(request, request.params.id);
      privateDownload(reply, 'text/markdown; charset=utf-8', named(fileName, 'md'));
      return cvToMarkdown(document);
    },
  );

  app.get(
    '/cvs/:id/json-resume',
    {
      schema: {
        tags,
        summary: 'A CV as JSON Resume: the profile less what the CV leaves out',
        params: idParamSchema,
        response: file,
      },
    },
    async (request, reply) => {
      const cv = await documents.get(request.accountId, request.params.id);
      const { profile, person } = await exports.owner(request.accountId);
      const texts = profileInLanguage(selectForCv(profile, cv.settings), cv.settings.lang);
      const resume = toJsonResume(texts, person);
      privateDownload(reply, 'application/json', named(cvFileName(person), 'json'));
      return JSON.stringify(resume, null, 2);
    },
  );
};
